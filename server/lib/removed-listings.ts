import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { removedListings } from '../db/removed-listings.table';

/**
 * Deleted listings' addresses (server/db/removed-listings.table.ts): written in the deletion's
 * transaction, read when a page key finds no listing, so a removed one answers 410 with its category
 * and a never-existing one 404.
 */
type ListingKind = 'product' | 'announcement';

export async function rememberRemoved(tx: Db, kind: ListingKind, meta: string, category: string): Promise<void> {
  await tx
    .insert(removedListings)
    .values({ kind, meta, category })
    .onConflictDoUpdate({ target: [removedListings.kind, removedListings.meta], set: { category, removedAt: new Date() } });
}

/** The removed listing's category (a product's category meta, an announcement's type), or null when none was removed at this key. */
export async function removedCategory(db: Db, kind: ListingKind, meta: string): Promise<string | null> {
  const [row] = await db
    .select({ category: removedListings.category })
    .from(removedListings)
    .where(and(eq(removedListings.kind, kind), eq(removedListings.meta, meta)))
    .limit(1);
  return row?.category ?? null;
}
