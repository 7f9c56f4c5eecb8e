import { PHONE_COUNTRY_CODE, PHONE_DIGITS } from '../constants';

/**
 * Phone numbers travel and are stored as the 9 significant digits (spec §5):
 * the +998 prefix and every non-digit are stripped before sending.
 */
export function cleanPhone(input: string): string {
  let digits = String(input ?? '').replace(/\D/g, '');
  if (digits.length > PHONE_DIGITS && digits.startsWith('998')) digits = digits.slice(3);
  return digits.slice(0, PHONE_DIGITS);
}

export const isValidPhone = (input: string): boolean => /^\d{9}$/.test(cleanPhone(input)) && cleanPhone(input).length === PHONE_DIGITS;

/** Display form: +998 (XX) XXX-XX-XX. */
export function formatPhone(input: string): string {
  const d = cleanPhone(input).padEnd(PHONE_DIGITS, ' ');
  return `${PHONE_COUNTRY_CODE} (${d.slice(0, 2)}) ${d.slice(2, 5)}-${d.slice(5, 7)}-${d.slice(7, 9)}`.trimEnd();
}

/**
 * Input mask +998 (99) 999-99-99 (max 19 characters): formats whatever the user has typed so far,
 * so the caret always sits after the last digit.
 */
export function maskPhoneInput(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.startsWith('998')) digits = digits.slice(3);
  digits = digits.slice(0, PHONE_DIGITS);
  let out = `${PHONE_COUNTRY_CODE} `;
  if (digits.length === 0) return out;
  out += `(${digits.slice(0, 2)}`;
  if (digits.length >= 2) out += ') ';
  if (digits.length > 2) out += digits.slice(2, 5);
  if (digits.length > 5) out += `-${digits.slice(5, 7)}`;
  if (digits.length > 7) out += `-${digits.slice(7, 9)}`;
  return out.slice(0, 19);
}
