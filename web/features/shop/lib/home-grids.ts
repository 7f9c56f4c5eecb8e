import { SEE_MORE_DELAY_MS } from '@shared/constants';
import { seeMoreParamOf } from '@web/lib/see-more-param';

/**
 * The shop home's three grids: where home-data keeps their first cards, how 'see more' continues
 * them, and the address's parameter keeping each one's pages (`?pages_fast=3`, web/lib/see-more-param.ts),
 * read by the page and by its route loader.
 */
export const SHOP_HOME_GRIDS = {
  fast: { id: 'shop-fast', cards: 'fast_selling_products', params: { sort: 'views' }, delayMs: SEE_MORE_DELAY_MS.fastSelling, startPage: 2, tinted: false, pagesParam: seeMoreParamOf('fast') },
  new: { id: 'shop-new', cards: 'new_products', params: { sort: 'newest' }, delayMs: SEE_MORE_DELAY_MS.newProducts, startPage: 2, tinted: true, pagesParam: seeMoreParamOf('new') },
  // home-data ranks recommended goods its own way (verified, liked, not shown above), so page 1
  // of "verified by views" can still hold goods not on screen; duplicates are dropped.
  recommended: {
    id: 'shop-recommended',
    cards: 'recommended_products',
    params: { verified: true, sort: 'views' },
    delayMs: SEE_MORE_DELAY_MS.recommended,
    startPage: 1,
    tinted: false,
    pagesParam: seeMoreParamOf('recommended'),
  },
} as const;

/** The address's parameters of the shop home (the router keeps them in a canonical address). */
export const SHOP_HOME_PAGES_PARAMS = Object.values(SHOP_HOME_GRIDS).map((g) => g.pagesParam);
