import { PHONE_COUNTRY_CODE, PHONE_DIGITS } from '@shared/constants';
import { maskPhoneInput } from '@shared/format/phone';

/** The 9 significant digits of whatever is in the box (typed, pasted or autofilled with or without +998). */
export function phoneDigits(raw: string): string {
  let digits: string;
  if (raw.startsWith(PHONE_COUNTRY_CODE)) digits = raw.slice(PHONE_COUNTRY_CODE.length).replace(/\D/g, '');
  else {
    digits = raw.replace(/\D/g, '');
    if (digits.length > PHONE_DIGITS && digits.startsWith('998')) digits = digits.slice(3);
  }
  return digits.slice(0, PHONE_DIGITS);
}

/**
 * Next value of the masked box. Deleting only a mask character ('-', ')', space) would otherwise be
 * undone by re-masking, trapping Backspace; so such a deletion also removes the digit before it.
 * An empty number gives '' (not '+998 '), so a cleared box reads as "required", not "incomplete".
 */
export function nextPhoneValue(raw: string, previous: string): string {
  let digits = phoneDigits(raw);
  if (raw.length < previous.length && digits === phoneDigits(previous)) digits = digits.slice(0, -1);
  // maskPhoneInput drops one leading 998, so it is given explicitly: numbers may start with 998 themselves.
  return digits ? maskPhoneInput(`998${digits}`) : '';
}
