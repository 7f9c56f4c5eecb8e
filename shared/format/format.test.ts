import { describe, expect, it } from 'vitest';
import { formatDate, formatTime, dayKey, tashkentParts } from './date';
import { cleanPhone, formatPhone, isValidPhone, maskPhoneInput } from './phone';
import { discountedPrice, formatPayRange, formatPrice, formatNumberCompact, formatPriceUpper, groupThousands } from './price';

describe('phone', () => {
  it('strips the +998 prefix and non-digits for sending', () => {
    expect(cleanPhone('+998 (90) 123-45-67')).toBe('901234567');
    expect(cleanPhone('998901234567')).toBe('901234567');
    expect(cleanPhone('90 123 45 67')).toBe('901234567');
    expect(isValidPhone('+998 (90) 123-45')).toBe(false);
    expect(isValidPhone('+998 (90) 123-45-67')).toBe(true);
  });

  it('displays +998 (XX) XXX-XX-XX', () => {
    expect(formatPhone('901234567')).toBe('+998 (90) 123-45-67');
  });

  it('masks input as +998 (99) 999-99-99, at most 19 characters', () => {
    expect(maskPhoneInput('9')).toBe('+998 (9');
    expect(maskPhoneInput('90123')).toBe('+998 (90) 123');
    expect(maskPhoneInput('901234567')).toBe('+998 (90) 123-45-67');
    expect(maskPhoneInput('+998 (90) 123-45-6789999')).toBe('+998 (90) 123-45-67');
    expect(maskPhoneInput('90123456789').length).toBeLessThanOrEqual(19);
  });
});

describe('price', () => {
  it('groups thousands with a space and adds so\'m', () => {
    expect(groupThousands(8000000)).toBe('8 000 000');
    expect(formatPrice(1250000)).toBe("1 250 000 so'm");
    expect(formatPriceUpper(999)).toBe("999 SO'M");
    expect(formatPrice(1250000, 'сум')).toBe('1 250 000 сум');
    expect(formatPayRange(null, null, true, { currency: 'SOUM', negotiable: 'Negotiable' })).toBe('Negotiable');
    expect(formatPayRange(1000, 2000, false, { currency: 'СУМ', negotiable: 'Договорная' })).toBe('1 000 - 2 000 СУМ');
    expect(formatPrice(0)).toBe("0 so'm");
  });

  it('compacts prices for the product table in the reader\'s language (a no-break space keeps number and word together)', () => {
    const ru = { thousand: '\u00a0тыс.', million: '\u00a0млн', billion: '\u00a0млрд', decimal: ',' };
    const en = { thousand: 'K', million: 'M', billion: 'B', decimal: '.' };
    expect(formatNumberCompact(450_000)).toBe('450\u00a0ming');
    expect(formatNumberCompact(1_200)).toBe('1,2\u00a0ming');
    expect(formatNumberCompact(450_000, ru)).toBe('450\u00a0тыс.');
    expect(formatNumberCompact(450_000, en)).toBe('450K');
    expect(formatNumberCompact(2_500_000, en)).toBe('2.5M');
    expect(formatNumberCompact(2_500_000, ru)).toBe('2,5\u00a0млн');
    expect(formatNumberCompact(999_999_999_999, en)).toBe('1 000B');
    expect(formatNumberCompact(1_000, en)).toBe('1K');
    expect(formatNumberCompact(999, en)).toBe('999');
  });

  it('computes the discounted price', () => {
    expect(discountedPrice(100000, 15)).toBe(85000);
    expect(discountedPrice(100000, 0)).toBe(100000);
    expect(discountedPrice(100000, 100)).toBe(0);
  });

  it("shows announcement pay as a range or 'Kelishiladi'", () => {
    expect(formatPayRange(2000000, 4000000, false)).toBe("2 000 000 - 4 000 000 SO'M");
    expect(formatPayRange(2000000, 4000000, true)).toBe('Kelishiladi');
    expect(formatPayRange(null, null, false)).toBe('Kelishiladi');
  });
});

describe('date', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it("reads Tashkent's calendar as the time-zone database does, over decades of moments", () => {
    // The reference: Intl with the zone by name (only this test may use it; the code shifts by UTC+5).
    // eslint-disable-next-line no-restricted-syntax
    const reference = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tashkent', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const from = Date.UTC(1995, 0, 1);
    const to = Date.UTC(2045, 0, 1);
    for (let i = 0; i < 5000; i++) {
      // Spread over the years, plus the minutes around each day's turn in Tashkent (19:00 UTC).
      const moment = new Date(i % 2 ? from + ((to - from) * i) / 5000 : Date.UTC(2000 + (i % 40), i % 12, 1 + (i % 28), 18, 58 + (i % 4)));
      const p = Object.fromEntries(reference.formatToParts(moment).map((x) => [x.type, x.value]));
      expect(formatDate(moment, new Date(0))).toBe(`${p.year}.${p.month}.${p.day} ${p.hour}:${p.minute}`);
    }
  });
  it("shows 'Bugun' for today in Tashkent", () => {
    expect(formatDate('2026-11-22T03:00:00Z', now)).toBe('Bugun');
  });
  it('shows YYYY.MM.DD HH:mm otherwise, in Tashkent time (UTC+5)', () => {
    expect(formatDate('2026-11-20T09:05:00Z', now)).toBe('2026.11.20 14:05');
    // 20:30 UTC on the 21st is already the 22nd in Tashkent.
    expect(formatDate('2026-11-21T20:30:00Z', now)).toBe('Bugun');
  });
  it('formats chat times as 24-hour HH:MM and groups by Tashkent day', () => {
    expect(formatTime('2026-11-22T13:07:00Z')).toBe('18:07');
    expect(dayKey('2026-11-21T19:30:00Z')).toBe('2026-11-22');
  });
  it('returns empty text for an invalid date', () => {
    expect(formatDate('nonsense', now)).toBe('');
  });
  it("gives a moment's Tashkent calendar parts and weekday, for the long form in words", () => {
    // 19:30 UTC on Tuesday the 24th is 00:30 on Wednesday the 25th in Tashkent.
    expect(tashkentParts('2026-11-24T19:30:00Z')).toEqual({ year: 2026, month: 11, day: 25, hour: 0, minute: 30, weekday: 'wed' });
    expect(tashkentParts('2026-12-31T19:00:00Z')).toEqual({ year: 2027, month: 1, day: 1, hour: 0, minute: 0, weekday: 'fri' });
    expect(tashkentParts('nonsense')).toBeNull();
  });
});
