/**
 * A price as it is typed (issue 40): the digits grouped by thousands with spaces while typing
 * (1 200 000), the caret kept after the same digit. Pure, so it is unit-tested; PriceInput applies it.
 * The forms' schemas and parseMoney read the grouped text back as a whole number.
 */

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** "1200000" → "1 200 000"; any length (a string, not a Number: nothing is rounded). */
export const groupDigits = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/** A stored amount as the input shows it: 450000 → "450 000"; null or '' → ''. */
export const priceText = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : groupDigits(digitsOf(String(value))));

/**
 * The input's new text and caret after an edit: only digits are kept (a pasted "1,200,000 so'm"
 * too), leading zeros dropped, grouped again. `deleted` says that the edit removed only a separator
 * (Backspace or Delete beside a space): the digit on that side goes instead, as the reader meant.
 */
export function typePrice(value: string, caret: number, deleted?: 'backward' | 'forward'): { value: string; caret: number } {
  let before = digitsOf(value.slice(0, caret)).length;
  let digits = digitsOf(value);
  if (deleted === 'backward' && before > 0) {
    digits = digits.slice(0, before - 1) + digits.slice(before);
    before -= 1;
  } else if (deleted === 'forward') {
    digits = digits.slice(0, before) + digits.slice(before + 1);
  }
  const trimmed = digits.replace(/^0+(?=\d)/, '');
  before = Math.max(0, before - (digits.length - trimmed.length));
  const text = groupDigits(trimmed);
  let at = 0;
  for (let seen = 0; at < text.length && seen < before; at++) if (text[at] !== ' ') seen++;
  return { value: text, caret: at };
}

/** Whether an edit of `previous` into `next` removed a separator alone (the digits are the same, the text shorter). */
export const removedOnlySeparator = (previous: string, next: string) => next.length < previous.length && digitsOf(previous) === digitsOf(next);
