import type { ProductSearchResult } from '@shared/schemas/shop';
import type { TFunction } from '@web/lib/i18n';

/**
 * What a search found: "12 ta mahsulot topildi", or "1 000+ ta mahsulot topildi" when the server
 * stopped counting at its cap (count_capped, SEARCH_COUNT_CAP), as OLX says it.
 */
export const searchCountText = (t: TFunction, result: Pick<ProductSearchResult, 'count' | 'count_capped'>): string =>
  t(result.count_capped ? 'shop.all.countCapped' : 'shop.all.count', { n: result.count });
