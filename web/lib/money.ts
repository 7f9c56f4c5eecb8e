import { useMemo } from 'react';
import { PRICE_MAX } from '@shared/constants';
import { formatNumberCompact, formatPayRange, formatPrice, formatPriceUpper } from '@shared/format/price';
import { useI18n, type TFunction } from './i18n';

/**
 * Money in the reader's language: the shared formatters (spec §9) with the dictionary's currency word
 * (so'm / сум / soum: one spelling per language, SO'M / СУМ / SOUM in capitals where the spec shows
 * it), the dictionary's compact units (one short form: 1,2 mln so'm) and 'Kelishiladi' for negotiable pay.
 */
export function moneyIn(t: TFunction) {
  const currency = t('common.currency.word');
  const upper = t('common.currency.upper');
  const compact = { thousand: t('common.compact.thousand'), million: t('common.compact.million'), billion: t('common.compact.billion'), decimal: t('common.compact.decimal') };
  return {
    /** "1 250 000 so'm" / "1 250 000 сум" / "1 250 000 soum" */
    price: (value: number | string) => formatPrice(value, currency),
    /** "1 250 000 SO'M" (chat product cards) */
    priceUpper: (value: number | string) => formatPriceUpper(value, upper),
    /** "1,2 mln so'm" / "1,2 млн сум" / "1.2M soum", "450 ming so'm": every short price (the seller's product table) */
    compact: (value: number | string) => `${formatNumberCompact(value, compact)} ${currency}`,
    /** "1 000 000 - 3 000 000 SO'M", or 'Kelishiladi' */
    payRange: (min: number | null, max: number | null, negotiable: boolean) => formatPayRange(min, max, negotiable, { currency: upper, negotiable: t('common.negotiable') }),
  };
}

/** moneyIn in the reader's language. */
export function useMoney() {
  const { t } = useI18n();
  return useMemo(() => moneyIn(t), [t]);
}

/** "1 250 000", "1250000 so'm" → 1250000; anything without digits → undefined. */
export function parseMoney(raw: string | null | undefined): number | undefined {
  const digits = (raw ?? '').replace(/[\s\u00a0]/g, '').replace(/so'?m$/i, '');
  if (!/^\d{1,12}$/.test(digits)) return undefined;
  return Math.min(Number(digits), PRICE_MAX);
}
