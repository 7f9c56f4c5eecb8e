import { isAdminRole, type ModerationState } from '@shared/constants';
import { hasConfirmedPhone, type AuthUser } from '../../lib/auth-user';

/** Who may do what with announcements (as in the shop: admin roles are superadmin, admin and moderator, spec §6). */

/**
 * An inactive (hidden) announcement, and what hangs on it (its page, saving it), is shown only to its
 * author and to the moderators; to everyone else it does not exist. So is one not published by
 * moderation (issue 15: pending review, or rejected).
 */
export const canViewAnnouncement = (user: AuthUser | null, a: { userId: number; isActive: boolean; moderationState: ModerationState }) =>
  (a.isActive && a.moderationState === 'published') || a.userId === user?.id || (user !== null && isAdminRole(user.role));
/** Posting an announcement needs a confirmed phone (issue 40); refused with auth.phone_unconfirmed. */
export const canPostAnnouncements = (user: AuthUser) => hasConfirmedPhone(user);
/** Editing is the author's alone. */
export const canEditAnnouncement = (user: AuthUser, a: { userId: number }) => a.userId === user.id;
/** Deleting: the author, or a moderator (as a product). */
export const canDeleteAnnouncement = (user: AuthUser, a: { userId: number }) => a.userId === user.id || isAdminRole(user.role);
