import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { telegramCodes, telegramLinks, telegramSentMessages, telegramUpdates, type TelegramCodePurpose } from './telegram.table';

export type TelegramLinkRow = typeof telegramLinks.$inferSelect;

export async function insertCode(db: Db, values: { codeHash: string; userId: number | null; purpose: TelegramCodePurpose; expiresAt: Date; pollTokenHash?: string }) {
  await db.insert(telegramCodes).values(values);
}

/** Voids the user's unused codes of a purpose: a new link replaces the one asked for before. */
export async function voidCodes(db: Db, userId: number, purpose: TelegramCodePurpose) {
  await db
    .update(telegramCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(telegramCodes.userId, userId), eq(telegramCodes.purpose, purpose), isNull(telegramCodes.usedAt)));
}

export type TelegramCodeRow = typeof telegramCodes.$inferSelect;

/** Spends a code once: the first caller gets its row (its purpose says what it does), every later one (and an expired code) null. */
export async function spendCode(db: Db, codeHash: string): Promise<TelegramCodeRow | null> {
  const [row] = await db
    .update(telegramCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(telegramCodes.codeHash, codeHash), isNull(telegramCodes.usedAt), gt(telegramCodes.expiresAt, sql`now()`)))
    .returning();
  return row ?? null;
}

/** Links the chat to the account: the account's earlier chat, and the chat's earlier account, are unlinked (one each). */
export async function link(db: Db, values: { userId: number; chatId: number; telegramUserId: number; username: string | null; firstName: string }) {
  await db.transaction(async (tx) => {
    await tx.delete(telegramLinks).where(eq(telegramLinks.chatId, values.chatId));
    await tx
      .insert(telegramLinks)
      .values(values)
      .onConflictDoUpdate({ target: telegramLinks.userId, set: { chatId: values.chatId, telegramUserId: values.telegramUserId, username: values.username, firstName: values.firstName, linkedAt: sql`now()` } });
  });
}

export async function findLinkOfUser(db: Db, userId: number): Promise<TelegramLinkRow | null> {
  const [row] = await db.select().from(telegramLinks).where(eq(telegramLinks.userId, userId));
  return row ?? null;
}

export async function findLinkOfChat(db: Db, chatId: number): Promise<TelegramLinkRow | null> {
  const [row] = await db.select().from(telegramLinks).where(eq(telegramLinks.chatId, chatId));
  return row ?? null;
}

/** Unlinks the account; whether it was linked. */
export async function unlinkUser(db: Db, userId: number): Promise<boolean> {
  return (await db.delete(telegramLinks).where(eq(telegramLinks.userId, userId)).returning({ userId: telegramLinks.userId })).length > 0;
}

/** Unlinks whichever account this chat is linked to (/stop, a blocked bot); that account's id, or null. */
export async function unlinkChat(db: Db, chatId: number): Promise<number | null> {
  const [row] = await db.delete(telegramLinks).where(eq(telegramLinks.chatId, chatId)).returning({ userId: telegramLinks.userId });
  return row?.userId ?? null;
}

/** Takes an update once: true the first time its update_id is seen, false for a repeat. */
export async function takeUpdate(db: Db, updateId: number): Promise<boolean> {
  const rows = await db.insert(telegramUpdates).values({ updateId }).onConflictDoNothing().returning({ updateId: telegramUpdates.updateId });
  return rows.length > 0;
}

/** Records that a bot message in a Telegram chat is about a site chat (a chat notification), for a reply to it. */
export async function recordSent(db: Db, values: { chatId: number; messageId: number; siteChat: string }) {
  await db.insert(telegramSentMessages).values(values).onConflictDoNothing();
}

/** The site chat a bot message in this Telegram chat is about (a chat notification), or null. */
export async function findSentChat(db: Db, chatId: number, messageId: number): Promise<string | null> {
  const [row] = await db
    .select({ siteChat: telegramSentMessages.siteChat })
    .from(telegramSentMessages)
    .where(and(eq(telegramSentMessages.chatId, chatId), eq(telegramSentMessages.messageId, messageId)));
  return row?.siteChat ?? null;
}

/** Forgets updates and codes older than a day (a repeat comes within minutes; a code lives 10), and chat notifications older than 30 days. */
export async function pruneOld(db: Db) {
  await db.delete(telegramSentMessages).where(lt(telegramSentMessages.sentAt, sql`now() - interval '30 days'`));
  await db.delete(telegramUpdates).where(lt(telegramUpdates.receivedAt, sql`now() - interval '1 day'`));
  await db.delete(telegramCodes).where(lt(telegramCodes.expiresAt, sql`now() - interval '1 day'`));
}

/** The spent code now waits for this chat's contact ('confirm_phone', 'sign_in'): the chat that spent it is the one asked. */
export async function awaitContact(db: Db, codeHash: string, chatId: number) {
  await db.update(telegramCodes).set({ chatId }).where(eq(telegramCodes.codeHash, codeHash));
}

/** The code this chat was last asked to share its contact for, while it is valid and not yet answered; null when none. */
export async function findCodeAwaitingContact(db: Db, chatId: number): Promise<TelegramCodeRow | null> {
  const [row] = await db
    .select()
    .from(telegramCodes)
    .where(
      and(
        eq(telegramCodes.chatId, chatId),
        inArray(telegramCodes.purpose, ['confirm_phone', 'sign_in']),
        isNotNull(telegramCodes.usedAt),
        isNull(telegramCodes.doneAt),
        gt(telegramCodes.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(telegramCodes.usedAt))
    .limit(1);
  return row ?? null;
}

/** The contact answered the code, once (a second contact finds it done); `userId` names the sign-in's account. Whether this call did it. */
export async function markContactDone(db: Db, codeHash: string, userId: number): Promise<boolean> {
  const rows = await db
    .update(telegramCodes)
    .set({ doneAt: sql`now()`, userId })
    .where(and(eq(telegramCodes.codeHash, codeHash), isNull(telegramCodes.doneAt), gt(telegramCodes.expiresAt, sql`now()`)))
    .returning({ codeHash: telegramCodes.codeHash });
  return rows.length > 0;
}

/** A sign-in by its poll token's hash, or null. */
export async function findSignIn(db: Db, pollTokenHash: string): Promise<TelegramCodeRow | null> {
  const [row] = await db
    .select()
    .from(telegramCodes)
    .where(and(eq(telegramCodes.pollTokenHash, pollTokenHash), eq(telegramCodes.purpose, 'sign_in')));
  return row ?? null;
}

/** Takes an approved sign-in's session once: the first poll after the approval gets the account's id, every later one null. */
export async function claimSignIn(db: Db, codeHash: string, graceSeconds: number): Promise<number | null> {
  const [row] = await db
    .update(telegramCodes)
    .set({ claimedAt: sql`now()` })
    .where(
      and(
        eq(telegramCodes.codeHash, codeHash),
        isNotNull(telegramCodes.doneAt),
        isNull(telegramCodes.claimedAt),
        gt(telegramCodes.expiresAt, new Date(Date.now() - graceSeconds * 1000)),
      ),
    )
    .returning({ userId: telegramCodes.userId });
  return row?.userId ?? null;
}
