import type { Role } from '@shared/constants';

/**
 * What authorization needs to know about the caller: the signed-in user as the auth plugin finds
 * them (server/plugins/auth.ts) and every module's policies and services take them. In lib, not in
 * the users module, so that a module's rules depend on this type and not on the users module.
 */
export interface AuthUser {
  id: number;
  guid: string;
  role: Role;
  firstName: string;
  lastName: string;
}
