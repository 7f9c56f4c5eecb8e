import { isAdminRole } from '@shared/constants';
import type { AuthUser } from './users.repository';

/** Who may do what with users. Admin roles are superadmin, admin and moderator (spec §6). */

/** The admin roles: every /dashboard/ route of the users module (the user lists). */
export const canListUsers = (user: AuthUser) => isAdminRole(user.role);
