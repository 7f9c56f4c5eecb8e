import type { Db } from '../../db/client';
import type { SessionRevocations } from '../../lib/session-revocations';
import { revokeAllForUser, revokeFamily } from './tokens.repository';
import { findSessionUser as findSessionUserRow } from './users.repository';
import type { SessionCheck } from '../../lib/auth-user';

/**
 * Sessions. A sign-in (or sign-up) starts one: a refresh-token family, whose id every access token
 * of the session carries as `sid`. Ending a session revokes the family in the database (the source
 * of truth: the refresh tokens stop working, and every request checks the session in the same query
 * that loads the caller) and announces it to every instance (lib/session-revocations), whose chat
 * sockets of that session close at once.
 *
 * Sign-out, a reused refresh token and a new password end sessions here; an admin's "block user"
 * will call revokeUserSessions.
 */
export interface SessionsDeps {
  db: Db;
  revocations: SessionRevocations;
}

/** Ends one session (sign-out; a refresh token presented twice). */
export async function revokeSession(deps: SessionsDeps, sid: string): Promise<void> {
  await revokeFamily(deps.db, sid);
  await deps.revocations.revoke([sid]);
}

/** Ends every session of the user (a new password; blocking the user). Answers how many were open. */
export async function revokeUserSessions(deps: SessionsDeps, userId: number): Promise<number> {
  const sids = await revokeAllForUser(deps.db, userId);
  await deps.revocations.revoke(sids);
  return sids.length;
}

/**
 * Who a token names, and whether its session is still open: null when the user does not exist;
 * sessionOpen false when the session has ended (known to this instance, or revoked in the database).
 */
export async function findSessionUser(deps: SessionsDeps, guid: string, sid: string): Promise<SessionCheck> {
  if (deps.revocations.has(sid)) return { user: null, sessionOpen: false };
  const found = await findSessionUserRow(deps.db, guid, sid);
  if (!found) return null;
  return found.sessionOpen ? { user: found.user, sessionOpen: true } : { user: found.user, sessionOpen: false };
}
