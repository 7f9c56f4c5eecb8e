import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { telegramChannelPosts, type ChannelListingKind } from './telegram.table';

export type ChannelPostRow = typeof telegramChannelPosts.$inferSelect;

/** The channel's post of a listing, or null when it has none. */
export async function findPost(db: Db, kind: ChannelListingKind, listingId: number): Promise<ChannelPostRow | null> {
  const [row] = await db
    .select()
    .from(telegramChannelPosts)
    .where(and(eq(telegramChannelPosts.kind, kind), eq(telegramChannelPosts.listingId, listingId)));
  return row ?? null;
}

/** Keeps what the listing's post is now (a new message, or what an edit made of it). */
export async function savePost(db: Db, values: Pick<ChannelPostRow, 'kind' | 'listingId' | 'chat' | 'messageId' | 'photoKey' | 'captionHash'>) {
  const { kind: _kind, listingId: _listingId, ...changed } = values;
  await db
    .insert(telegramChannelPosts)
    .values(values)
    .onConflictDoUpdate({ target: [telegramChannelPosts.kind, telegramChannelPosts.listingId], set: changed });
}

/** The listing has no post any more. */
export async function forgetPost(db: Db, kind: ChannelListingKind, listingId: number) {
  await db.delete(telegramChannelPosts).where(and(eq(telegramChannelPosts.kind, kind), eq(telegramChannelPosts.listingId, listingId)));
}

/** The listings of a kind that have a post, in id order after `afterId`, at most `limit` (the sweep reads them a batch at a time). */
export async function postedAfter(db: Db, kind: ChannelListingKind, afterId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: telegramChannelPosts.listingId })
    .from(telegramChannelPosts)
    .where(and(eq(telegramChannelPosts.kind, kind), gt(telegramChannelPosts.listingId, afterId)))
    .orderBy(asc(telegramChannelPosts.listingId))
    .limit(limit);
  return rows.map((r) => r.id);
}
