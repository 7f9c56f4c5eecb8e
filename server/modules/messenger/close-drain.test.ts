import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { accessTokenFor, createUser } from '../../test/factories';
import { openTestDatabase } from '../../test/database';
import { buildChatTestApp, chatBetween, isAck, TestSocket } from '../../test/chat-app';
import { notifications } from '../notifications/notifications.table';

/**
 * An app that closes right after a burst of messages first finishes their notifications (each
 * chat's wait one for another, MessengerDeps.notifying): none fails on a broker or pool closed under
 * it, and the absent member's bell holds every message of the burst, in order. On PostgreSQL (CI's
 * second pass) half the burst's notifications are still under way at the close; without the wait
 * the bell held 18 of 40.
 */
const database = await openTestDatabase();
afterAll(() => database.close());

it('finishes the notifications under way before it closes', async () => {
  const lines: string[] = [];
  const t = await buildChatTestApp({ database, env: { LOG_LEVEL: 'error', RATE_LIMIT_CHAT_PER_MINUTE: '100' }, logStream: { write: (line) => void lines.push(line) } });
  const sender = await createUser(t.db, { firstName: 'Ali' });
  const absent = await createUser(t.db, { firstName: 'Vali' });
  const chat = await chatBetween(t.db, sender, absent);
  const socket = await TestSocket.open(`${t.wsUrl}/chat/${chat}/?token=${encodeURIComponent(await accessTokenFor(t.app, sender))}`);
  const texts = [...Array(40)].map((_, i) => `xabar ${i + 1}`);
  texts.forEach((text, i) => socket.sendText(text, `burst-${i}`));
  for (let i = 0; i < texts.length; i++) await socket.next(isAck(`burst-${i}`));
  socket.ws.terminate();

  await t.close();

  const bell = await database.db.select().from(notifications).where(eq(notifications.userId, absent.id)).orderBy(notifications.id);
  expect(bell.map((row) => row.params.preview)).toEqual(texts);
  expect(lines.filter((line) => line.includes('notification failed'))).toEqual([]);
});
