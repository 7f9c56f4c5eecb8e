import { MSG } from '@shared/validation/messages';
import type { z } from 'zod';
import type { commentCreateSchema } from '@shared/schemas/shop';
import { badRequest } from '../../lib/errors';
import type { AuthUser } from '../users/users.service';
import { findComment, insertComment, listComments } from './comments.repository';
import { presentComment, presentComments } from './products.presenter';
import { findProductByMeta } from './products.repository';
import { productNotFound, type ShopDeps } from './products.service';
import { canViewProduct } from './shop.policies';

const PARENT_NOT_FOUND = 'Javob berilayotgan fikr topilmadi';

/** The product a comment thread hangs on, if the caller may see it (an inactive one: its seller and moderators only). */
async function visibleProduct(deps: ShopDeps, meta: string, user: AuthUser | null) {
  const product = await findProductByMeta(deps.db, meta);
  if (!product || !canViewProduct(user, product)) throw productNotFound();
  return product;
}

/** A product's comments, newest first, each with its replies. */
export async function productComments(deps: ShopDeps, meta: string, user: AuthUser | null) {
  const product = await visibleProduct(deps, meta, user);
  const { top, replies } = await listComments(deps.db, product.id);
  return { data: presentComments(top, replies) };
}

/** Adds a comment, or a reply; replies are one level deep (a reply to a reply joins its thread). */
export async function addComment(deps: ShopDeps, user: AuthUser, meta: string, input: z.output<typeof commentCreateSchema>) {
  const product = await visibleProduct(deps, meta, user);
  let parentId: number | null = null;
  if (input.parent) {
    const parent = await findComment(deps.db, product.id, input.parent);
    if (!parent) throw badRequest('validation_failed', PARENT_NOT_FOUND, { parent: MSG.parentNotFound });
    parentId = parent.parentId ?? parent.id;
  }
  return presentComment(await insertComment(deps.db, { productId: product.id, userId: user.id, parentId, comment: input.comment }));
}
