import { useT } from '@web/lib/i18n';
import { useMoney } from '@web/lib/money';

/** Whole percent off, from the two prices the API sends (0 when there is no discount). */
export const discountPercent = (price: number, priceDiscount: number): number =>
  price > 0 && priceDiscount < price ? Math.max(1, Math.round(100 - (priceDiscount * 100) / price)) : 0;

interface PriceProps {
  price: number;
  /** Price after the discount; equal to `price` when there is none. */
  priceDiscount: number;
  size?: 'sm' | 'lg';
  className?: string;
}

/**
 * The price to pay, large and dark, with the original struck through beside it when discounted
 * (spec §9: "1 250 000 so'm", grouped by spaces). Screen readers hear which number is which, since a
 * strike-through alone says nothing to them. Digits are tabular so columns of cards line up.
 */
export function Price({ price, priceDiscount, size = 'sm', className = '' }: PriceProps) {
  const t = useT();
  const money = useMoney();
  const discounted = priceDiscount < price;
  const now = discounted ? priceDiscount : price;
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 gap-y-0.5 tabular-nums ${className}`}>
      <span className="sr-only">{t('shop.price.label')}: </span>
      <span className={`whitespace-nowrap font-bold ${discounted ? 'text-pomegranate-700' : 'text-indigo-900'} ${size === 'lg' ? 'text-2xl sm:text-3xl' : 'text-[15px] sm:text-base'}`}>
        {money.price(now)}
      </span>
      {discounted ? (
        <>
          <span className="sr-only">, {t('shop.price.old')}: </span>
          <s className={`whitespace-nowrap text-ink-500 decoration-ink-500/70 ${size === 'lg' ? 'text-base' : 'text-xs sm:text-sm'}`}>{money.price(price)}</s>
        </>
      ) : null}
    </p>
  );
}
