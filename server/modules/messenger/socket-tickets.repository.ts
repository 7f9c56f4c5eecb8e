import { eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { socketTickets } from './messenger.table';

export type SocketTicketRow = typeof socketTickets.$inferSelect;

/** Keeps a new ticket, and drops the tickets that expired before `now` (they can never be redeemed). */
export async function insertSocketTicket(db: Db, values: SocketTicketRow, now: Date): Promise<void> {
  await db.delete(socketTickets).where(lte(socketTickets.expiresAt, now));
  await db.insert(socketTickets).values(values);
}

/** Takes the ticket: its row, once, while it has not expired; null for an unknown, used or expired ticket. */
export async function takeSocketTicket(db: Db, ticketHash: string, now: Date): Promise<SocketTicketRow | null> {
  const [row] = await db.delete(socketTickets).where(eq(socketTickets.ticketHash, ticketHash)).returning();
  return row && row.expiresAt.getTime() > now.getTime() ? row : null;
}

