import type { z } from 'zod';
import { tashkentDay } from '@shared/format/date';
import type { Paged } from '@shared/schemas/common';
import type { PhoneReveal, phoneRevealBodySchema, SellerFacts } from '@shared/schemas/sellers';
import type { ProductCard } from '@shared/schemas/shop';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import { createCache } from '../../lib/cache';
import type { Limit } from '../../lib/rate-limiter';
import { replyMinutes } from '../messenger';
import { countProductEvent, liveProductCount, sellerProducts } from '../shop';
import { findSeller, type SellerPerson } from '../users';
import { phoneHidden, sellerNotFound } from './sellers.errors';
import { isShownSeller, sellerShowsPhone } from './sellers.policies';
import * as repo from './sellers.repository';

/**
 * The seller as a person (issue 40), composed from the modules that know each part: who they are and
 * how they may be reached (users), their live products (shop), how fast they answer (messenger), and
 * whether they are here now (the messenger's presence, handed in by server/app.ts).
 */
export interface SellersDeps {
  db: Db;
  /** Whether the user has a tab of the site open now (the messenger's inbox sockets, any instance). */
  isOnline: (userId: number) => Promise<boolean>;
}

/** A 90-day median changes slowly: it is computed at most every 10 minutes per seller. */
const replyCache = createCache<{ minutes: number | null }>({ name: 'seller-reply-minutes', ttlMs: 10 * 60_000, maxEntries: 10_000 });

async function shownSeller(db: Db, guid: string): Promise<SellerPerson> {
  const seller = await findSeller(db, guid);
  if (!seller || !isShownSeller(seller)) throw sellerNotFound();
  return seller;
}

/** GET /api/sellers/{guid}/: the seller's facts (member since, last seen or online, live products, usual reply time, how to reach them). */
export async function sellerFacts(deps: SellersDeps, guid: string): Promise<SellerFacts> {
  const seller = await shownSeller(deps.db, guid);
  const products = await liveProductCount(deps.db, seller.id);
  const reply = await replyCache.get(deps.db, String(seller.id), async () => ({ minutes: await replyMinutes(deps.db, seller.id) }));
  return {
    guid: seller.guid,
    role: seller.role,
    first_name: seller.firstName,
    last_name: seller.lastName,
    pfp: seller.pfp,
    created_at: seller.createdAt.toISOString(),
    online: await deps.isOnline(seller.id),
    last_seen_at: seller.lastSeenAt?.toISOString() ?? null,
    products,
    reply_minutes: reply?.minutes ?? null,
    shows_phone: sellerShowsPhone(seller),
    telegram: seller.telegram,
  };
}

/** GET /api/sellers/{guid}/products/: the seller's live products, newest first. */
export async function sellerProductsPage(deps: SellersDeps, guid: string, page: number, pageSize: number): Promise<Paged<ProductCard>> {
  const seller = await shownSeller(deps.db, guid);
  return sellerProducts(deps.db, seller.id, page, pageSize);
}

let prunedDay = '';

/**
 * POST /api/sellers/{guid}/phone/: the seller's phone for a signed-in viewer, when the seller shows it
 * (403 sellers.phone_hidden otherwise). A seller new to the viewer today takes one of the viewer's
 * daily reveals (`limit`: 429 past it) and counts once for the seller, on the product it was shown
 * from (when that product is theirs); the same seller again that day is free and not counted again.
 * The seller's own phone is shown to them without counting.
 */
export async function revealPhone(deps: SellersDeps, viewer: AuthUser, guid: string, body: z.output<typeof phoneRevealBodySchema>, limit: Limit): Promise<PhoneReveal> {
  const seller = await shownSeller(deps.db, guid);
  if (!sellerShowsPhone(seller)) throw phoneHidden();
  if (viewer.id !== seller.id) {
    const day = tashkentDay(new Date());
    if (!(await repo.revealedOn(deps.db, viewer.id, seller.id, day))) {
      await limit.consume(`user:${viewer.id}`);
      if ((await repo.recordReveal(deps.db, viewer.id, seller.id, day)) && body.product) {
        await countProductEvent(deps.db, body.product, 'phoneReveals', seller.id);
      }
    }
    if (prunedDay !== day) {
      // Only today's reveals decide anything; older ones go once a day.
      await repo.pruneReveals(deps.db, day);
      prunedDay = day;
    }
  }
  return { phone: `+998${seller.phone}` };
}
