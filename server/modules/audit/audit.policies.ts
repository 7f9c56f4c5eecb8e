import { isAdminRole } from '@shared/constants';
import type { AuthUser } from '../../lib/auth-user';

/** Who may read the audit log: the admin roles (superadmin, admin, moderator). No one may change it. */
export const canReadAudit = (user: AuthUser) => isAdminRole(user.role);
