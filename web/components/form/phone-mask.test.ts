import { describe, expect, it } from 'vitest';
import { nextPhoneValue, phoneDigits } from './phone-mask';

describe('phone mask', () => {
  it('formats as typed, max 19 characters', () => {
    expect(nextPhoneValue('9', '')).toBe('+998 (9');
    expect(nextPhoneValue('+998 (90', '+998 (9')).toBe('+998 (90) ');
    expect(nextPhoneValue('901234567', '')).toBe('+998 (90) 123-45-67');
    expect(nextPhoneValue('+998 (90) 123-45-678', '+998 (90) 123-45-67')).toBe('+998 (90) 123-45-67');
    expect(nextPhoneValue('901234567', '')).toHaveLength(19);
  });
  it('accepts pasted and autofilled forms', () => {
    expect(nextPhoneValue('+998901234567', '')).toBe('+998 (90) 123-45-67');
    expect(nextPhoneValue('998901234567', '')).toBe('+998 (90) 123-45-67');
    expect(nextPhoneValue('+998 90 123 45 67', '')).toBe('+998 (90) 123-45-67');
  });
  it('keeps numbers that themselves start with 998', () => {
    expect(phoneDigits('+998 (99) 812-34-56')).toBe('998123456');
    expect(nextPhoneValue('998123456', '')).toBe('+998 (99) 812-34-56');
  });
  it('Backspace over a mask character removes the digit before it', () => {
    expect(nextPhoneValue('+998 (90)', '+998 (90) ')).toBe('+998 (9');
    expect(nextPhoneValue('+998 (90) 123-45', '+998 (90) 123-45-')).toBe('+998 (90) 123-4');
  });
  it('an emptied box is empty, not a bare prefix', () => {
    expect(nextPhoneValue('+998 (', '+998 (9')).toBe('');
    expect(nextPhoneValue('+998 ', '+998 (9')).toBe('');
    expect(nextPhoneValue('', '+998 (9')).toBe('');
  });
});
