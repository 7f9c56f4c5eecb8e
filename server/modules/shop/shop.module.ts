import { type AppModule, type ModuleContext, moduleRoutes } from '../../app-module';
import type { ModerationTarget } from '../../lib/moderation-target';
import { createViewCounter, type ViewQueue } from '../../lib/view-counter';
import { commentModerationTarget } from './comments.service';
import { productModerationTarget, type ListingChanged, type ShopDeps } from './products.service';
import { forgetProductPagesOf } from './shop.caches';
import { writeProductViews } from './product-stats.service';
import shopRoutes from './shop.routes';

/**
 * The shop's views queue: a product's views raise products.views and its views of the day (its seller's
 * statistics); written views reload the cached pages of those products.
 */
const productViews = (ctx: ModuleContext): ViewQueue => ({ kind: 'product', table: 'products', write: writeProductViews, afterWrite: (ids) => forgetProductPagesOf(ctx.db, ids) });

/** What the shop hands other modules: its items as moderation targets. */
export interface ShopServices {
  moderationTargets: { product: ModerationTarget; comment: typeof commentModerationTarget };
}

/**
 * The shop (/api/shop/): products, categories, comments, likes, the seller's dashboard.
 * `listingChanged` hears of every product written or moderated (the Telegram channel, issue 41).
 */
export function createShopModule(ctx: ModuleContext, { listingChanged }: { listingChanged?: ListingChanged } = {}): AppModule<ShopServices> {
  const views = createViewCounter(ctx, productViews(ctx));
  const deps: ShopDeps = { db: ctx.db, blobs: ctx.blobs, views, listingChanged };
  return {
    name: 'shop',
    services: { moderationTargets: { product: productModerationTarget(deps), comment: commentModerationTarget } },
    routes: [moduleRoutes('/api/shop', shopRoutes, { deps })],
    jobs: [],
    views: [views],
  };
}
