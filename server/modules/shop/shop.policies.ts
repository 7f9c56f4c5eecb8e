import { isAdminRole, type ModerationState } from '@shared/constants';
import { hasConfirmedPhone, type AuthUser } from '../../lib/auth-user';

/** Who may do what in the shop. Admin roles are superadmin, admin and moderator (spec §6). */

/**
 * An inactive (deactivated) product, and everything hanging on it (its page, comments, chat card,
 * likes), is shown only to its seller and to the moderators; to everyone else it does not exist. So
 * is one not published by moderation (issue 15: pending review, or rejected).
 */
export const canViewProduct = (user: AuthUser | null, product: { userId: number; isActive: boolean; moderationState: ModerationState }) =>
  (product.isActive && product.moderationState === 'published') || product.userId === user?.id || (user !== null && isAdminRole(user.role));
/** Selling (creating a product) needs a confirmed phone (issue 40); refused with auth.phone_unconfirmed. */
export const canSell = (user: AuthUser) => hasConfirmedPhone(user);
export const canEditProduct = (user: AuthUser, product: { userId: number }) => product.userId === user.id;
export const canDeleteProduct = (user: AuthUser, product: { userId: number }) => product.userId === user.id || isAdminRole(user.role);
/** The admin roles (superadmin, admin, moderator): every /dashboard/ route of the shop. */
export const canModerate = (user: AuthUser) => isAdminRole(user.role);
/** Replying: to a published comment, or to one's own in any state (one's pending comment is shown to its author). */
export const canReplyTo = (user: AuthUser, comment: { userId: number; moderationState: ModerationState }) => comment.moderationState === 'published' || comment.userId === user.id;
/** A product's statistics (views, saves, chats, phone reveals; issue 40): its seller only. */
export const canReadProductStats = (user: AuthUser, product: { userId: number }) => product.userId === user.id;
