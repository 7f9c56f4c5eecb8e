import { z } from 'zod';
import { cleanPhone } from '../format/phone';
import { PHONE_DIGITS } from '../constants';
import { MSG } from '../validation/messages';

/**
 * Names: letters only (spec §5), in any script, with the Uzbek apostrophe and hyphen between letters,
 * so "G'ayrat", "O'g'iloy" and "Abdulla-Xo'ja" are accepted while digits and symbols are not.
 */
export const NAME_PATTERN = /^\p{L}+(?:['\u2018\u2019\u02BB\u02BC`\- ]\p{L}+)*$/u;

/** A required text field: missing, non-string or blank input all give the one required message. */
export const requiredText = (requiredMessage: string, max = 200) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, MSG.tooLong);

export const nameField = (requiredMessage: string, lettersMessage: string) =>
  requiredText(requiredMessage, 60).regex(NAME_PATTERN, lettersMessage);

export const optionalName = (lettersMessage: string) =>
  z.string().trim().max(60, MSG.tooLong).regex(NAME_PATTERN, lettersMessage).or(z.literal(''));

/** Phone as typed (mask or digits) → the 9 significant digits. */
export const phoneField = z
  .string({ error: MSG.phoneRequired })
  .trim()
  .min(1, MSG.phoneRequired)
  .transform((v) => cleanPhone(v))
  .refine((v) => v.length === PHONE_DIGITS, MSG.phoneInvalid);

export const passwordField = z
  .string({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .min(8, MSG.passwordTooShort)
  .max(128, MSG.tooLong);

/** Integer id that may arrive as a number or as a form string. */
export const idField = (message: string) =>
  z.union([z.number(), z.string().trim().min(1, message)], { error: message }).transform((v, ctx) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n <= 0) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

/** YYYY-MM-DD, a real date, not in the future, not before 1900. */
export const dateField = (requiredMessage: string, invalidMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine((v) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v) && v >= '1900-01-01' && d.getTime() <= Date.now();
    }, invalidMessage);
