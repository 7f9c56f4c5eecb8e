/** Password strength meter of spec §5: +25 length ≥ 8, +15 lowercase, +15 uppercase, +20 digit, +25 symbol. */
export function passwordScore(password: string): number {
  let score = 0;
  if (password.length >= 8) score += 25;
  if (/[a-z]/.test(password)) score += 15;
  if (/[A-Z]/.test(password)) score += 15;
  if (/\d/.test(password)) score += 20;
  if (/[^A-Za-z0-9]/.test(password)) score += 25;
  return score;
}

export type StrengthColor = 'red' | 'yellow' | 'green';
/** Red at 40 or below, yellow up to 80, else green. */
export const strengthColor = (score: number): StrengthColor => (score <= 40 ? 'red' : score <= 80 ? 'yellow' : 'green');
