import { CODE_RESEND_SECONDS, RESET_CODE_TTL_MS } from '@shared/constants';

/** Seconds left before the code page offers 'send again' (issue 40): 0 when no code was sent or the wait is over. */
export function resendWait(sentAt: number, now: number): number {
  if (!sentAt) return 0;
  return Math.max(0, Math.ceil(CODE_RESEND_SECONDS - (now - sentAt) / 1000));
}

/** Whether a code sent at `sentAt` may still be valid (the page then asks for it instead of offering to send one). */
export const codeMayBeValid = (sentAt: number, now: number): boolean => sentAt > 0 && now - sentAt < RESET_CODE_TTL_MS;

/** A countdown as m:ss (0:59, 1:05). */
export const minutesSeconds = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
