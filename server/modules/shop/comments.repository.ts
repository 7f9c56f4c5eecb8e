import { and, asc, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { ModerationState } from '@shared/constants';
import type { Db } from '../../db/client';
import { users } from '../users';
import { productComments, products } from './shop.table';

const commentColumns = {
  id: productComments.id,
  guid: productComments.guid,
  parentId: productComments.parentId,
  comment: productComments.comment,
  createdAt: productComments.createdAt,
  userId: productComments.userId,
  moderationState: productComments.moderationState,
  firstName: users.firstName,
  lastName: users.lastName,
  pfp: users.pfp,
};
export type CommentRow = {
  id: number;
  guid: string;
  parentId: number | null;
  comment: string;
  createdAt: Date;
  userId: number;
  moderationState: ModerationState;
  firstName: string;
  lastName: string;
  pfp: string | null;
};

/** The comments a reader sees (issue 15): published ones, and the reader's own while they wait for review. */
const visibleTo = (readerId: number | null): SQL =>
  readerId === null
    ? eq(productComments.moderationState, 'published')
    : or(eq(productComments.moderationState, 'published'), and(eq(productComments.moderationState, 'pending'), eq(productComments.userId, readerId)))!;

/** Top-level comments newest first, and all their replies oldest first: two queries. */
export async function listComments(db: Db, productId: number, readerId: number | null, limit = 100) {
  const top = await db
    .select(commentColumns)
    .from(productComments)
    .innerJoin(users, eq(users.id, productComments.userId))
    .where(and(eq(productComments.productId, productId), isNull(productComments.parentId), visibleTo(readerId)))
    .orderBy(desc(productComments.createdAt), desc(productComments.id))
    .limit(limit);
  const replies = top.length
    ? await db
        .select(commentColumns)
        .from(productComments)
        .innerJoin(users, eq(users.id, productComments.userId))
        .where(and(inArray(productComments.parentId, top.map((c) => c.id)), visibleTo(readerId)))
        .orderBy(asc(productComments.createdAt), asc(productComments.id))
    : [];
  return { top, replies };
}

export async function findComment(db: Db, productId: number, guid: string) {
  const [row] = await db.select().from(productComments).where(and(eq(productComments.productId, productId), eq(productComments.guid, guid))).limit(1);
  return row ?? null;
}

export async function insertComment(db: Db, values: { productId: number; userId: number; parentId: number | null; comment: string; moderationState: ModerationState }): Promise<CommentRow> {
  const [row] = await db.insert(productComments).values(values).returning();
  const [withUser] = await db.select(commentColumns).from(productComments).innerJoin(users, eq(users.id, productComments.userId)).where(eq(productComments.id, row.id));
  return withUser;
}

/** A comment with its product's guid, meta, seller and state, for moderation (any state; by guid or id). */
export async function findCommentForModeration(db: Db, by: { guid: string } | { id: number }) {
  if ('guid' in by && !/^[0-9a-f-]{36}$/i.test(by.guid)) return null;
  const [row] = await db
    .select({
      id: productComments.id,
      guid: productComments.guid,
      userId: productComments.userId,
      comment: productComments.comment,
      moderationState: productComments.moderationState,
      productMeta: products.meta,
      productUserId: products.userId,
      productActive: products.isActive,
      productState: products.moderationState,
    })
    .from(productComments)
    .innerJoin(products, eq(products.id, productComments.productId))
    .where('guid' in by ? eq(productComments.guid, by.guid) : eq(productComments.id, by.id))
    .limit(1);
  return row ?? null;
}

export async function setCommentModeration(db: Db, id: number, change: { state: ModerationState; reason: string | null; message: string | null }) {
  await db
    .update(productComments)
    .set({ moderationState: change.state, moderationReason: change.reason, moderationMessage: change.message, moderatedAt: new Date() })
    .where(eq(productComments.id, id));
}

/** The ids of a product's comments (their cases close when the product is deleted). */
export async function commentIdsOf(db: Db, productId: number): Promise<number[]> {
  return (await db.select({ id: productComments.id }).from(productComments).where(eq(productComments.productId, productId))).map((r) => r.id);
}
