import type { z } from 'zod';
import type { commentCreateSchema } from '@shared/schemas/shop';
import { publicPaths } from '@shared/paths';
import type { Db } from '../../db/client';
import { openReview, reviewState } from '../moderation';
import type { ModerationTarget, TargetInfo } from '../../lib/moderation-target';
import type { AuthUser } from '../../lib/auth-user';
import { findComment, findCommentForModeration, insertComment, listComments, setCommentModeration } from './comments.repository';
import { presentComment, presentComments } from './products.presenter';
import { findProductByMeta } from './products.repository';
import type { ShopDeps } from './products.service';
import { parentCommentNotFound, productNotFound } from './shop.errors';
import { canReplyTo, canViewProduct } from './shop.policies';
import { shorten } from '@shared/text/shorten';

/** The product a comment thread hangs on, if the caller may see it (an inactive one: its seller and moderators only). */
async function visibleProduct(deps: ShopDeps, meta: string, user: AuthUser | null) {
  const product = await findProductByMeta(deps.db, meta);
  if (!product || !canViewProduct(user, product)) throw productNotFound();
  return product;
}

/**
 * A product's comments, newest first, each with its replies: the published ones, and the reader's
 * own while they wait for review (marked pending); nobody else sees a pending or rejected comment.
 */
export async function productComments(deps: ShopDeps, meta: string, user: AuthUser | null) {
  const product = await visibleProduct(deps, meta, user);
  const { top, replies } = await listComments(deps.db, product.id, user?.id ?? null);
  return { data: presentComments(top, replies, user?.id ?? null) };
}

/** A comment's title in the moderation queue: its first words. */
const commentTitle = (text: string) => shorten(text.replace(/\s+/g, ' ').trim(), 80);

/**
 * Adds a comment, or a reply; replies are one level deep (a reply to a reply joins its thread). When
 * comments are pre-moderated (issue 15) it waits for review, seen only by its author.
 */
export async function addComment(deps: ShopDeps, user: AuthUser, meta: string, input: z.output<typeof commentCreateSchema>) {
  const product = await visibleProduct(deps, meta, user);
  let parentId: number | null = null;
  if (input.parent) {
    const parent = await findComment(deps.db, product.id, input.parent);
    if (!parent || !canReplyTo(user, parent)) throw parentCommentNotFound();
    parentId = parent.parentId ?? parent.id;
  }
  const moderationState = await reviewState(deps.db, 'comment');
  const row = await deps.db.transaction(async (t) => {
    const tx = t as Db;
    const inserted = await insertComment(tx, { productId: product.id, userId: user.id, parentId, comment: input.comment, moderationState });
    if (moderationState === 'pending') {
      await openReview(tx, 'comment', { id: inserted.id, guid: inserted.guid, title: commentTitle(inserted.comment), link: publicPaths.product(product.meta), authorId: user.id }, false);
    }
    return inserted;
  });
  return presentComment(row);
}

/** Product comments as moderation sees them (issue 15): a comment's link is its product's page. */
export const commentModerationTarget: ModerationTarget = {
  describe: async (db, guid) => commentInfo(await findCommentForModeration(db, { guid })),
  describeById: async (db, id) => commentInfo(await findCommentForModeration(db, { id })),
  setState: (tx, id, change) => setCommentModeration(tx, id, change),
};

function commentInfo(row: Awaited<ReturnType<typeof findCommentForModeration>>): TargetInfo | null {
  if (!row) return null;
  const link = publicPaths.product(row.productMeta);
  return {
    id: row.id,
    guid: row.guid,
    authorId: row.userId,
    title: commentTitle(row.comment),
    link,
    editLink: link,
    state: row.moderationState,
    visible: row.moderationState === 'published' && row.productActive && row.productState === 'published',
  };
}
