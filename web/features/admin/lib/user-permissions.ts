import { grantableRoles, mayActOnUser, mayChangeRole, type Role } from '@shared/constants';

/**
 * The role limits of shared/constants seen from the signed-in admin: the web knows users by guid, the
 * rules by id, so the two people are told apart by their guids (the server checks again by id).
 */
interface Person {
  guid: string;
  role: Role;
}
const asIds = (actor: Person, target: Person) => [
  { role: actor.role, id: 1 },
  { role: target.role, id: actor.guid === target.guid ? 1 : 2 },
] as const;

/** The roles the actor may give this user (their current role left out); empty when none. */
export const rolesToOffer = (actor: Person, target: Person): Role[] => {
  const [a, b] = asIds(actor, target);
  return grantableRoles(actor.role).filter((r) => r !== target.role && mayChangeRole(a, b, r));
};

/** Whether the actor may block, unblock or send a password-reset code to this user. */
export const mayManageUser = (actor: Person, target: Person): boolean => {
  const [a, b] = asIds(actor, target);
  return mayActOnUser(a, b);
};
