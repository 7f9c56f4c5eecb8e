import { randomToken, sha256 } from '../../lib/tokens';
import type { AuthUser } from '../../lib/auth-user';
import type { Db } from '../../db/client';
import { insertSocketTicket, takeSocketTicket } from './socket-tickets.repository';

/** How long a socket ticket can be redeemed: enough to open the socket the moment it is asked for. */
export const SOCKET_TICKET_TTL_SECONDS = 30;

/**
 * A one-time ticket for a chat socket of the caller's session (the web app's sockets carry no token in
 * their URL, where proxies, logs and the browser's history would keep it). Kept in the database, hashed,
 * so any instance can redeem it.
 */
export async function issueSocketTicket(db: Db, session: { user: AuthUser; sid: string; expiresAt: number }, now: number): Promise<{ ticket: string; expires_in: number }> {
  const ticket = randomToken();
  await insertSocketTicket(
    db,
    {
      ticketHash: sha256(ticket),
      userId: session.user.id,
      userGuid: session.user.guid,
      sid: session.sid,
      accessExpiresAt: new Date(session.expiresAt),
      expiresAt: new Date(now + SOCKET_TICKET_TTL_SECONDS * 1000),
    },
    new Date(now),
  );
  return { ticket, expires_in: SOCKET_TICKET_TTL_SECONDS };
}

/** Redeems a ticket once: who it was issued to (their guid and session, and when their token expires), or null. */
export async function redeemSocketTicket(db: Db, ticket: string, now: number): Promise<{ guid: string; sid: string; expiresAt: number } | null> {
  const row = await takeSocketTicket(db, sha256(ticket), new Date(now));
  return row ? { guid: row.userGuid, sid: row.sid, expiresAt: row.accessExpiresAt.getTime() } : null;
}
