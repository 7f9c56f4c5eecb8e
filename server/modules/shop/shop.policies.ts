import { isAdminRole } from '@shared/constants';
import type { AuthUser } from '../users/users.repository';

/** Who may do what with products. Admin roles are superadmin, admin and moderator (spec §6). */
export const canEditProduct = (user: AuthUser, product: { userId: number }) => product.userId === user.id;
export const canDeleteProduct = (user: AuthUser, product: { userId: number }) => product.userId === user.id || isAdminRole(user.role);
export const canVerifyProducts = (user: AuthUser) => isAdminRole(user.role);
export const canManageCategories = (user: AuthUser) => isAdminRole(user.role);
