/**
 * Shop: products, categories, comments, likes, the seller's dashboard.
 *
 * The module's public face: what server/app.ts composes (createShopModule) and what other modules may
 * use. Everything else in this folder is the module's own; lint refuses an import past this file (eslint.config.js).
 */
export { createShopModule } from './shop.module';
export { channelProduct, chatSubjects, findProduct, publicProductIds, shopSuggestions, type ChannelProduct } from './catalogue.service';
export { rebuildShopSearchKeys } from './products.service';
export { invalidateShopCaches } from './shop.caches';
export { productStats } from './shop.service';
export { countProductEvent, liveProductCount, sellerProducts, sellerSitemapSource } from './product-stats.service';
