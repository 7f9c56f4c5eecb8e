import { useT } from '@web/lib/i18n';
import { useMoney } from '@web/lib/money';

/**
 * The product table's compact price (spec §9's '1K' form) in the reader's words: "85 ming so'm" /
 * "85 тыс. сум" / "85K soum" (the spec's 'USZ' is a misprint of UZS; users read so'm everywhere), with
 * the original struck through beside it when discounted.
 */
export function CompactPrice({ price, priceDiscount }: { price: number; priceDiscount: number }) {
  const t = useT();
  const money = useMoney();
  const discounted = priceDiscount < price;
  return (
    <span className="inline-flex flex-wrap items-baseline justify-end gap-x-2 md:justify-start">
      <span className={`font-semibold ${discounted ? 'text-mulberry-700' : 'text-ink-900'}`}>
        {money.compact(discounted ? priceDiscount : price)}
      </span>
      {discounted ? (
        <s className="text-xs text-ink-500">
          <span className="sr-only">{t('seller.list.originalPrice')} </span>
          {money.compact(price)}
        </s>
      ) : null}
    </span>
  );
}

/** Status column: active or not (the spec's "always active"), and whether moderators verified it. */
export function ProductStatus({ active, verified }: { active: boolean; verified: boolean }) {
  const t = useT();
  return (
    <span className="inline-flex flex-wrap justify-end gap-1.5 md:justify-start">
      <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${active ? 'bg-mulberry-100 text-mulberry-700' : 'bg-ink-100 text-ink-700'}`}>
        {active ? t('seller.status.active') : t('seller.status.inactive')}
      </span>
      <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${verified ? 'bg-indigo-100 text-indigo-900' : 'bg-saffron-100 text-ink-900'}`}>
        {verified ? t('seller.status.verified') : t('seller.status.pending')}
      </span>
    </span>
  );
}
