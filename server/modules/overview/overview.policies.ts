import { isAdminRole } from '@shared/constants';
import type { AuthUser } from '../../lib/auth-user';

/** The admin dashboard's figures: the admin roles (superadmin, admin, moderator; spec §2, §6). */
export const canSeeOverview = (user: AuthUser) => isAdminRole(user.role);
