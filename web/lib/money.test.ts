import { describe, expect, it } from 'vitest';
import { parseMoney } from './money';

describe('parseMoney', () => {
  it('reads amounts typed with spaces and the currency', () => {
    expect(parseMoney('1 250 000')).toBe(1_250_000);
    expect(parseMoney("250 000 so'm")).toBe(250_000);
    expect(parseMoney('')).toBeUndefined();
    expect(parseMoney('12a')).toBeUndefined();
    expect(parseMoney('-5')).toBeUndefined();
  });
});
