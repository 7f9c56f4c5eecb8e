import { isAdminRole } from '@shared/constants';
import type { AuthUser } from '../../lib/auth-user';

/** Who may do what in moderation (issue 15; spec §6). */

/** The queue, cases and decisions: the admin roles (superadmin, admin, moderator). */
export const canModerate = (user: AuthUser) => isAdminRole(user.role);
/** Which kinds are pre-moderated: superadmin and admin only (a moderator reads them). */
export const canChangeModerationSettings = (user: AuthUser) => user.role === 'superadmin' || user.role === 'admin';
/** Reporting: anyone signed in, about anything but themselves and their own items. */
export const canReport = (user: AuthUser, target: { authorId: number | null }) => target.authorId !== user.id;
