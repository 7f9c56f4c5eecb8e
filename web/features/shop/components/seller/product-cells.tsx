import { CheckCircleIcon } from '@web/components/ui/icons';
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

/**
 * 'Tasdiqlangan' beside a product moderators verified: a mark of trust, not a state (the state is the
 * moderation feature's itemState). An unverified product has no mark: "not verified" said beside
 * 'Faol' read as a second state ('Tekshiruvda').
 */
export function VerifiedMark({ verified }: { verified: boolean }) {
  const t = useT();
  if (!verified) return null;
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-900" data-testid="verified-mark">
      <CheckCircleIcon size={13} />
      {t('seller.status.verified')}
    </span>
  );
}
