/** Price formatting of spec §9. Money is a whole number of so'm. */

/** 1234567 → "1 234 567" (a plain space as the thousands separator). */
export function groupThousands(value: number | string): string {
  const n = Math.trunc(Number(value) || 0);
  const sign = n < 0 ? '-' : '';
  return sign + String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** "1 234 567 so'm" */
export const formatPrice = (value: number | string): string => `${groupThousands(value)} so'm`;

/** Chat product cards: grouped thousands plus SO'M. */
export const formatPriceUpper = (value: number | string): string => `${groupThousands(value)} SO'M`;

/** Compact form for the seller's product table: 1K, 2.5M, 1.2B. */
export function formatPriceCompact(value: number | string): string {
  const n = Number(value) || 0;
  const units: [number, string][] = [
    [1e12, 'T'],
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ];
  for (const [size, suffix] of units) {
    if (Math.abs(n) >= size) {
      const v = n / size;
      return `${Number(v.toFixed(v < 10 ? 1 : 0))}${suffix}`;
    }
  }
  return String(n);
}

/** Price after a percentage discount, rounded to whole so'm. */
export function discountedPrice(price: number, discountPercent: number): number {
  const p = Math.max(0, Math.min(100, discountPercent || 0));
  return Math.round(price * (100 - p) / 100);
}

/** Announcement pay: "1 000 000 - 3 000 000 SO'M", or 'Kelishiladi' when negotiable. */
export function formatPayRange(min: number | null, max: number | null, negotiable: boolean): string {
  if (negotiable || (min == null && max == null)) return 'Kelishiladi';
  if (min != null && max != null) return `${groupThousands(min)} - ${groupThousands(max)} SO'M`;
  return `${groupThousands((min ?? max) as number)} SO'M`;
}
