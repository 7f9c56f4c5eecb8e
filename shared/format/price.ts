/** Price formatting of spec §9. Money is a whole number of so'm. */

/** 1234567 → "1 234 567" (a plain space as the thousands separator). */
export function groupThousands(value: number | string): string {
  const n = Math.trunc(Number(value) || 0);
  const sign = n < 0 ? '-' : '';
  return sign + String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/**
 * "1 234 567 so'm". The currency word is the reader's (the web passes its dictionary's
 * common.currency: so'm, сум, soum); Uzbek by default.
 */
export const formatPrice = (value: number | string, currency = "so'm"): string => `${groupThousands(value)} ${currency}`;

/** Chat product cards: grouped thousands plus the currency in capitals (SO'M, СУМ, SOUM). */
export const formatPriceUpper = (value: number | string, currency = "SO'M"): string => `${groupThousands(value)} ${currency}`;

/** The words of a compact number in one language (the web passes its dictionary's common.compact). */
export interface CompactWords {
  thousand: string;
  million: string;
  billion: string;
  decimal: string;
}
const UZBEK_COMPACT: CompactWords = { thousand: '\u00a0ming', million: '\u00a0mln', billion: '\u00a0mlrd', decimal: ',' };

/**
 * The short number of the seller's product table (the spec's '1K' form) in the reader's words:
 * 450 ming / 450 тыс. / 450K, 2,5 mln / 2,5 млн / 2.5M; one decimal below ten. Written here rather
 * than with Intl's compact notation, which browsers lack for Uzbek (Chromium answers '450K') and
 * which would then differ between a server and a browser. The caller adds the currency word.
 */
export function formatNumberCompact(value: number | string, words: CompactWords = UZBEK_COMPACT): string {
  const n = Math.trunc(Number(value) || 0);
  const units: [number, string][] = [
    [1e9, words.billion],
    [1e6, words.million],
    [1e3, words.thousand],
  ];
  for (const [size, word] of units) {
    if (Math.abs(n) >= size) {
      const v = n / size;
      const shown = Math.abs(v) < 10 ? Math.round(v * 10) / 10 : Math.round(v);
      return `${groupThousands(Math.trunc(shown))}${shown % 1 ? words.decimal + String(Math.round(Math.abs(shown % 1) * 10)) : ''}${word}`;
    }
  }
  return String(n);
}

/** Price after a percentage discount, rounded to whole so'm. */
export function discountedPrice(price: number, discountPercent: number): number {
  const p = Math.max(0, Math.min(100, discountPercent || 0));
  return Math.round(price * (100 - p) / 100);
}

/**
 * Announcement pay: "1 000 000 - 3 000 000 SO'M", or the negotiable word ('Kelishiladi') when
 * negotiable. The words are the reader's (the web passes its dictionary's); Uzbek by default.
 */
export function formatPayRange(
  min: number | null,
  max: number | null,
  negotiable: boolean,
  words: { currency: string; negotiable: string } = { currency: "SO'M", negotiable: 'Kelishiladi' },
): string {
  if (negotiable || (min == null && max == null)) return words.negotiable;
  if (min != null && max != null) return `${groupThousands(min)} - ${groupThousands(max)} ${words.currency}`;
  return `${groupThousands((min ?? max) as number)} ${words.currency}`;
}
