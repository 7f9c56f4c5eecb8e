import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/factories';
import { startTarpit, type FakePushService, type Tarpit } from '../../test/fake-push-service';
import { chatBetween, isAck } from '../../test/chat-app';
import { startPushTestKit, type PushTestKit } from '../../test/push-kit';
import { MAX_WAITING_SENDS_PER_USER, pushGroupOf, sendWebPush } from './push.service';

/**
 * One user cannot hold up everyone's push (issue 38): a user's ten subscriptions (the most one may
 * have) at a push service that takes the connection and never answers (a tarpit), and a burst of chat
 * messages to that user, while another user's push goes out at once. The jobs of one user run at most
 * two at a time, only the latest message per browser and subject waits, and a user's waiting
 * messages are capped.
 */
let kit: PushTestKit;
let t: PushTestKit['t'];
let fake: FakePushService;
let tarpit: Tarpit;
let publicKey: string;

beforeAll(async () => {
  [kit, tarpit] = await Promise.all([startPushTestKit(), startTarpit()]);
  ({ t, fake, publicKey } = kit);
});
afterAll(async () => {
  // The tarpit's connections end first, so that the sends held there end with them.
  await tarpit.close();
  await kit.close();
});

const subscribe = (user: SignedInUser, subscription?: ReturnType<FakePushService['subscribe']>) => kit.subscribe(user, 'uz', subscription);
const socket = (url: string) => kit.socket(url);
/** Ten browsers of the user's, all at the tarpit. */
const subscribeTenAtTarpit = async (user: SignedInUser) => {
  for (let i = 0; i < 10; i++) await subscribe(user, { ...fake.subscribe(publicKey), endpoint: tarpit.newEndpoint() });
};
/** A burst of chat messages (each would be ten sends to the tarpit without coalescing); the embedded database takes them one after another. */
const BURST = 40;
const waitingSends = (user: SignedInUser) => t.app.webPush.queues.send.waiting(pushGroupOf(user.id));

describe('push delivery is fair', () => {
  it('one user’s ten tarpit subscriptions and a burst of chat messages to them do not delay another user’s push (≤ 5 s)', async () => {
    const [held, sender, other, otherSender] = await Promise.all([createSignedInUser(t.app), createSignedInUser(t.app), createSignedInUser(t.app), createSignedInUser(t.app)]);
    await subscribeTenAtTarpit(held);
    const burst = await socket(`${t.wsUrl}/chat/${await chatBetween(t.db, held, sender)}/?token=${sender.token}`);
    for (let i = 0; i < BURST; i++) burst.sendText(`xabar ${i}`, `b${i}`);
    for (let i = 0; i < BURST; i++) await burst.next(isAck(`b${i}`));
    // The tarpit holds sends now.
    await expect.poll(() => tarpit.connections(), { timeout: 20_000 }).toBeGreaterThan(0);
    // Only the latest message of the chat waits for each of the ten browsers.
    expect(await waitingSends(held)).toBeLessThanOrEqual(10);

    const endpoint = await subscribe(other);
    const s = await socket(`${t.wsUrl}/chat/${await chatBetween(t.db, other, otherSender)}/?token=${otherSender.token}`);
    s.sendText('Salom, buyurtma tayyormi?', 'c1');
    await s.next(isAck('c1'));
    const sent = Date.now();
    const m = await fake.next((x) => x.endpoint === endpoint);
    // The generous bound the issue asks for: the tarpit holds each of its sends for up to 8 s.
    expect(Date.now() - sent).toBeLessThan(5_000);
    expect(m.json).toMatchObject({ kind: 'chat_message', body: 'Salom, buyurtma tayyormi?' });
    expect(await waitingSends(held)).toBeLessThanOrEqual(10);
  }, 90_000);

  it('caps the messages waiting for one user: past MAX_WAITING_SENDS_PER_USER a notification is not pushed', async () => {
    const held = await createSignedInUser(t.app);
    await subscribeTenAtTarpit(held);
    // Twenty chats' messages: 200 sends if nothing were capped.
    for (let i = 0; i < 20; i++) await sendWebPush(t.app.webPush, held.id, { code: 'chat.message', params: { sender: 'Aziz', preview: `xabar ${i}` }, link: `/messaging/?chat=${randomUUID()}` });
    const notifyDone = async () => (await t.app.jobs.depths()).filter((q) => q.name === 'push.notify').every((q) => q.ready + q.active === 0);
    await expect.poll(notifyDone, { timeout: 20_000 }).toBe(true);
    // A fan-out may cross the cap by up to its ten browsers, and pg-boss's limit of one fan-out per user
    // is a probe, not a lock: this instance's two workers may start two of the user's at once (seen on
    // PostgreSQL), so by up to twenty. Without the cap it would be 200.
    expect(await waitingSends(held)).toBeLessThanOrEqual(MAX_WAITING_SENDS_PER_USER + 2 * 10);
  }, 60_000);
});
