import type { Db } from '../../db/client';
import { createCache } from '../../lib/cache';
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

/**
 * Open sessions this instance checked lately (by sid, scoped by the app's revocations), so that a
 * signed-in reader's requests cost one session query per few seconds instead of one each; concurrent
 * requests of one session share one query. Whatever ends a session or changes what authorization
 * knows of a user reaches every instance at once through SessionRevocations (an ended session:
 * onRevoke; a new role or name: onUsersChanged), which forget the entries here, a check still under
 * way included (its answer is then not kept); the few seconds bound only what a missed notice (Redis
 * down) could leave.
 */
const sessionChecks = createCache<{ check: SessionCheck }>({ ttlMs: SESSION_CHECK_TTL_MS, maxEntries: 20_000 });
const listening = new WeakSet<SessionRevocations>();

function forgetOnNotice(revocations: SessionRevocations) {
  if (listening.has(revocations)) return;
  listening.add(revocations);
  revocations.onRevoke((sids) => {
    for (const sid of sids) sessionChecks.forget(revocations, sid);
  });
  revocations.onUsersChanged((userIds) => {
    const changed = new Set(userIds);
    sessionChecks.forgetWhere(revocations, ({ check }) => !!check?.user && changed.has(check.user.id));
  });
}

async function querySession(deps: SessionsDeps, guid: string, sid: string): Promise<SessionCheck> {
  const found = await findSessionUserRow(deps.db, guid, sid);
  if (!found) return null;
  return found.sessionOpen ? { user: found.user, sessionOpen: true } : { user: found.user, sessionOpen: false };
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
  forgetOnNotice(deps.revocations);
  if (opts.fresh) sessionChecks.forget(deps.revocations, sid);
  const kept = await sessionChecks.get(deps.revocations, sid, async () => ({ check: await querySession(deps, guid, sid) }), ({ check }) => check?.sessionOpen === true);
  const check = kept?.check ?? null;
  // A session is one user's (its tokens are signed): an answer about another user is asked again.
  if (!check?.user || check.user.guid === guid) return check;
  return querySession(deps, guid, sid);
}

/** What authorization knows of these users changed (a new role, a new name): every instance asks the database again. */
export async function usersChanged(deps: Pick<SessionsDeps, 'revocations'>, userIds: readonly number[]): Promise<void> {
  await deps.revocations.usersChanged(userIds);
}
