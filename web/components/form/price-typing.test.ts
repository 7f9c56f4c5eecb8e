import { describe, expect, it } from 'vitest';
import { groupDigits, priceText, removedOnlySeparator, typePrice } from './price-typing';

/** The caret is written as | in the expectations. */
const at = (text: string) => ({ value: text.replace('|', ''), caret: text.indexOf('|') });
const typed = (text: string, deleted?: 'backward' | 'forward') => {
  const { value, caret } = at(text);
  const out = typePrice(value, caret, deleted);
  return out.value.slice(0, out.caret) + '|' + out.value.slice(out.caret);
};

describe('prices formatted as typed (issue 40)', () => {
  it('groups thousands with spaces', () => {
    expect(groupDigits('1200000')).toBe('1 200 000');
    expect(groupDigits('999')).toBe('999');
    expect(groupDigits('1000')).toBe('1 000');
    expect(groupDigits('999999999999')).toBe('999 999 999 999');
    expect(priceText(450000)).toBe('450 000');
    expect(priceText(null)).toBe('');
    expect(priceText('')).toBe('');
  });
  it('typing at the end keeps the caret at the end', () => {
    expect(typed('1|')).toBe('1|');
    expect(typed('1 2001|')).toBe('12 001|');
    expect(typed('120 0000|')).toBe('1 200 000|');
  });
  it('typing in the middle keeps the caret after the typed digit', () => {
    expect(typed('1 25|00')).toBe('12 5|00');
    expect(typed('15| 000')).toBe('15| 000');
    expect(typed('1 2003| 000')).toBe('12 003| 000');
  });
  it('drops what is not a digit, and leading zeros', () => {
    expect(typed('1 20a|0')).toBe('1 20|0');
    expect(typed("1,200,000 so'm|")).toBe('1 200 000|');
    expect(typed('007|')).toBe('7|');
    expect(typed('0|')).toBe('0|');
    expect(typed('|')).toBe('|');
  });
  it('Backspace or Delete beside a space removes the digit on that side', () => {
    // "1 200|000" came from Backspace after the space of "1 200 |000".
    expect(removedOnlySeparator('1 200 000', '1 200000')).toBe(true);
    expect(typed('1 200|000', 'backward')).toBe('120| 000');
    expect(typed('1 200|000', 'forward')).toBe('120 0|00');
    expect(removedOnlySeparator('1 200 000', '1 20 000')).toBe(false);
  });
  it('deleting a digit regroups and keeps the caret', () => {
    expect(typed('1 20|000')).toBe('120| 000');
    expect(typed('|200 000')).toBe('|200 000');
  });
});
