import type { Db } from '../../db/client';
import type { SessionRevocations } from '../../lib/session-revocations';
import { revokeAllForUser, revokeFamily } from './tokens.repository';
import { findSessionUser as findSessionUserRow, type AuthUser } from './users.repository';

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

export type SessionCheck = { user: AuthUser; sessionOpen: true } | { user: AuthUser | null; sessionOpen: false } | null;

/** How long an instance trusts an open session it checked, without asking the database again. */
export const SESSION_CHECK_TTL_MS = 5_000;
const SESSION_CHECKS_MAX = 20_000;

/**
 * Open sessions this instance checked lately (sid → the user, until when), so that a signed-in
 * reader's requests cost one session query per few seconds instead of one each. Whatever ends a
 * session or changes what authorization knows of a user reaches every instance at once through
 * SessionRevocations (an ended session: onRevoke; a new role or name: onUsersChanged), which drop
 * the entries here; the few seconds bound only what a missed notice (Redis down) could leave.
 */
class SessionChecks {
  private readonly open = new Map<string, { user: AuthUser; until: number }>();

  constructor(revocations: SessionRevocations) {
    revocations.onRevoke((sids) => {
      for (const sid of sids) this.open.delete(sid);
    });
    revocations.onUsersChanged((userIds) => {
      const changed = new Set(userIds);
      for (const [sid, entry] of this.open) if (changed.has(entry.user.id)) this.open.delete(sid);
    });
  }

  get(guid: string, sid: string): AuthUser | undefined {
    const entry = this.open.get(sid);
    if (!entry) return undefined;
    if (entry.until <= Date.now() || entry.user.guid !== guid) {
      this.open.delete(sid);
      return undefined;
    }
    return entry.user;
  }

  set(sid: string, user: AuthUser) {
    this.open.delete(sid);
    this.open.set(sid, { user, until: Date.now() + SESSION_CHECK_TTL_MS });
    // Oldest first in a Map: trim from the front.
    for (const key of this.open.keys()) {
      if (this.open.size <= SESSION_CHECKS_MAX) break;
      this.open.delete(key);
    }
  }
}

/** One per app: keyed by the app's revocations, which every caller passes. */
const checksByApp = new WeakMap<SessionRevocations, SessionChecks>();
function sessionChecks(revocations: SessionRevocations): SessionChecks {
  let checks = checksByApp.get(revocations);
  if (!checks) checksByApp.set(revocations, (checks = new SessionChecks(revocations)));
  return checks;
}

/**
 * Who a token names, and whether its session is still open: null when the user does not exist;
 * sessionOpen false when the session has ended (known to this instance, or revoked in the database).
 * An open session checked in the last few seconds is answered from this instance's memory, unless
 * `fresh` asks the database: the check that exists for news that never arrived (a chat socket's
 * recheck once its token has expired) cannot rely on what that news would have cleared.
 */
export async function findSessionUser(deps: SessionsDeps, guid: string, sid: string, opts: { fresh?: boolean } = {}): Promise<SessionCheck> {
  if (deps.revocations.has(sid)) return { user: null, sessionOpen: false };
  const checks = sessionChecks(deps.revocations);
  const known = opts.fresh ? undefined : checks.get(guid, sid);
  if (known) return { user: known, sessionOpen: true };
  const found = await findSessionUserRow(deps.db, guid, sid);
  if (!found) return null;
  if (!found.sessionOpen) return { user: found.user, sessionOpen: false };
  checks.set(sid, found.user);
  return { user: found.user, sessionOpen: true };
}

/** What authorization knows of these users changed (a new role, a new name): every instance asks the database again. */
export async function usersChanged(deps: Pick<SessionsDeps, 'revocations'>, userIds: readonly number[]): Promise<void> {
  await deps.revocations.usersChanged(userIds);
}
