import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor, createUser } from '../../test/factories';
import { buildChatTestApp, chatBetween, isAck, isError, TestSocket } from '../../test/chat-app';
import { users } from '../users/users.table';

/** Issue 40: an account whose phone is not confirmed reads its chats but sends nothing in them. */
let t: Awaited<ReturnType<typeof buildChatTestApp>>;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  t = await buildChatTestApp();
});
afterAll(async () => {
  for (const s of sockets) s.ws.terminate();
  await t.close();
});

const open = async (chat: string, token: string) => {
  const s = await TestSocket.open(`${t.wsUrl}/chat/${chat}/?token=${encodeURIComponent(token)}`);
  sockets.push(s);
  return s;
};

describe('sending in a chat needs a confirmed phone', () => {
  it('refuses a message of an unconfirmed account with auth.phone_unconfirmed; once confirmed it is sent', async () => {
    const seller = await createUser(t.db);
    const buyer = await createUser(t.db, { phoneConfirmedAt: null });
    const chat = await chatBetween(t.db, buyer, seller);

    const refused = await open(chat, await accessTokenFor(t.app, buyer));
    refused.sendText('Salom', 'c-1');
    const error = await refused.next(isError('auth.phone_unconfirmed'));
    expect(error.error).toMatchObject({ code: 'auth.phone_unconfirmed', client_id: 'c-1' });

    // Confirmed (the code page): a new socket of a new session sends.
    await t.db.update(users).set({ phoneConfirmedAt: new Date() }).where(eq(users.id, buyer.id));
    const sent = await open(chat, await accessTokenFor(t.app, buyer));
    sent.sendText('Salom', 'c-2');
    await sent.next(isAck('c-2'));
  });
});
