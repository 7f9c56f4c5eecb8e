import { grantableRoles, isAdminRole, type Role } from '@shared/constants';
import type { AuthUser } from '../../lib/auth-user';

/** Who may do what with users. Admin roles are superadmin, admin and moderator (spec §6). */

/** The admin roles: every /dashboard/ route of the users module (the user lists, block, reset, role). */
export const canListUsers = (user: AuthUser) => isAdminRole(user.role);

/**
 * Creating users: whoever may give some role (superadmin, admin; a moderator gives none). Which role
 * exactly is checked in the service (canGrantRole, else 400 role_invalid); changing a role and acting on a user are
 * object rules checked there too (mayChangeRole, mayActOnUser of shared/constants).
 */
export const canCreateUsers = (user: AuthUser) => grantableRoles(user.role).length > 0;

/** Changing roles: likewise whoever may give some role (a moderator changes none); the target and the role are checked in the service. */
export const canChangeRoles = (user: AuthUser) => grantableRoles(user.role).length > 0;

/** Giving a new user this role: one the caller's own role may give (grantableRoles). */
export const canGrantRole = (user: Pick<AuthUser, 'role'>, role: Role) => grantableRoles(user.role).includes(role);
