import { isAdminRole } from '@shared/constants';
import type { AuthUser } from '../users/users.service';

/** Who may do what with courses. Admin roles are superadmin, admin and moderator (spec §6). */

/** The admin course lists (teachers, courses, students): the admin roles. */
export const canListCourseDashboard = (user: AuthUser) => isAdminRole(user.role);

/** Adding teachers (a new account or an existing user): admins, not moderators. */
export const canManageTeachers = (user: AuthUser) => user.role === 'superadmin' || user.role === 'admin';
