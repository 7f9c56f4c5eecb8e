import type { ComponentProps, ReactNode } from 'react';

/**
 * A whole amount typed as text (a price, a percent): the numeric keyboard on phones, no autofill, "0"
 * as the placeholder, and its unit drawn inside on the right (hidden from screen readers: the label
 * or the hint names it). The caller's className leaves room for the unit (pr-16 for a word, pr-10 for %).
 */
export function AmountInput({ unit, ...input }: ComponentProps<'input'> & { unit: ReactNode }) {
  return (
    <div className="relative">
      <input type="text" inputMode="numeric" autoComplete="off" placeholder="0" {...input} />
      <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-4 flex items-center text-sm text-ink-500">
        {unit}
      </span>
    </div>
  );
}
