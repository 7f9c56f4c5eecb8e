import { isAdminRole } from '@shared/constants';
import type { AuthUser } from '../../lib/auth-user';

/** Who may do what with news and documents. Admin roles are superadmin, admin and moderator (spec §6). */

/** Writing news items and documents (the admin area's editors): every /dashboard/ route of the news. */
export const canEditNews = (user: AuthUser) => isAdminRole(user.role);
