import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../users/users.table';
import { productComments } from './shop.table';

const commentColumns = {
  id: productComments.id,
  guid: productComments.guid,
  parentId: productComments.parentId,
  comment: productComments.comment,
  createdAt: productComments.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
  pfp: users.pfp,
};
export type CommentRow = { id: number; guid: string; parentId: number | null; comment: string; createdAt: Date; firstName: string; lastName: string; pfp: string | null };

/** Top-level comments newest first, and all their replies oldest first: two queries. */
export async function listComments(db: Db, productId: number, limit = 100) {
  const top = await db
    .select(commentColumns)
    .from(productComments)
    .innerJoin(users, eq(users.id, productComments.userId))
    .where(and(eq(productComments.productId, productId), isNull(productComments.parentId)))
    .orderBy(desc(productComments.createdAt), desc(productComments.id))
    .limit(limit);
  const replies = top.length
    ? await db
        .select(commentColumns)
        .from(productComments)
        .innerJoin(users, eq(users.id, productComments.userId))
        .where(inArray(productComments.parentId, top.map((c) => c.id)))
        .orderBy(asc(productComments.createdAt), asc(productComments.id))
    : [];
  return { top, replies };
}

export async function findComment(db: Db, productId: number, guid: string) {
  const [row] = await db.select().from(productComments).where(and(eq(productComments.productId, productId), eq(productComments.guid, guid))).limit(1);
  return row ?? null;
}

export async function insertComment(db: Db, values: { productId: number; userId: number; parentId: number | null; comment: string }): Promise<CommentRow> {
  const [row] = await db.insert(productComments).values(values).returning();
  const [withUser] = await db.select(commentColumns).from(productComments).innerJoin(users, eq(users.id, productComments.userId)).where(eq(productComments.id, row.id));
  return withUser;
}
