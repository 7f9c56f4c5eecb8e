import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPaths } from '@shared/paths';
import type { PushPayload } from '@shared/schemas/push';
import { postJob } from '../../test/announcement-factories';
import { bearer, createSignedInUser, newUserToken, type SignedInUser } from '../../test/factories';
import type { FakePushService, ReceivedPush } from '../../test/fake-push-service';
import { createCategory, createProductRow } from '../../test/shop-factories';
import { chatBetween, isAck } from '../../test/chat-app';
import { startPushTestKit, type PushTestKit } from '../../test/push-kit';
import { courseCategories, courses, lessons } from '../courses/courses.table';
import { revokeSession } from '../users/sessions.service';
import { rejectReportedProduct } from '../../test/moderation-factories';
import { jobsSettled } from '../../test/jobs';
import { pushSubscriptions } from './push.table';

/**
 * Web Push end to end (issue 27): the real server, with real web-push, sends to a local fake push
 * service that checks each message's VAPID signature and decrypts it with the subscription's keys
 * (server/test/fake-push-service.ts). The four moments: a chat message while the reader has no
 * socket open, a saved search's match, a moderation decision, a certificate. A push service that says
 * a subscription is gone removes it; an ended session and a kind switched off get nothing; a push
 * service that cannot be reached fails no request.
 */
let kit: PushTestKit;
let t: PushTestKit['t'];
let fake: FakePushService;

beforeAll(async () => {
  kit = await startPushTestKit();
  ({ t, fake } = kit);
});
afterAll(() => kit.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const subscribe: PushTestKit['subscribe'] = (...args) => kit.subscribe(...args);
const pushTo = (endpoint: string) => fake.next((m) => m.endpoint === endpoint);
const payloadOf = (m: ReceivedPush) => m.json as PushPayload;
const subscriptionsOf = async (user: SignedInUser) => (await call('GET', '/api/push/settings/', user.token)).json().subscriptions as number;
const socket = (url: string) => kit.socket(url);
/** A product of the seller's, and the buyer's chat with them about it (posted as its first message). */
async function chatAboutProductOf(seller: SignedInUser, buyer: SignedInUser) {
  const product = await createProductRow(t.db, { userId: seller.id, categoryId: (await createCategory(t.db)).id, title: 'Atlas ro‘mol' });
  const res = await call('POST', `/api/messenger/chats/${seller.guid}/create/`, buyer.token, { data: { product: product.guid } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().chat as string;
}

describe('a chat message', () => {
  it('is pushed to a reader with no socket open, in their browser’s language, urgent, for a day, replacing the chat’s older one', async () => {
    const [reader, sender] = await Promise.all([createSignedInUser(t.app), createSignedInUser(t.app, { firstName: 'Dilnoza', lastName: 'Karimova' })]);
    const endpoint = await subscribe(reader, 'ru');
    const chat = await chatBetween(t.db, reader, sender);
    const s = await socket(`${t.wsUrl}/chat/${chat}/?token=${sender.token}`);
    s.sendText('Assalomu alaykum, ro‘mol hali bormi?', 'c1');
    await s.next(isAck('c1'));
    const m = await pushTo(endpoint);
    expect(payloadOf(m)).toEqual({ kind: 'chat_message', title: 'Новое сообщение: Dilnoza Karimova', body: 'Assalomu alaykum, ro‘mol hali bormi?', url: `/messaging/?chat=${chat}`, tag: `chat:/messaging/?chat=${chat}` });
    expect(m).toMatchObject({ urgency: 'high', ttl: 24 * 3600, topic: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) });
    // The fake checked the VAPID token; what it said is ours.
    expect(m.claims).toMatchObject({ aud: fake.origin, sub: 'mailto:push@ipak.invalid' });

    s.sendText('Narxi qancha?', 'c2');
    const second = await fake.next((x) => x.endpoint === endpoint && payloadOf(x).body === 'Narxi qancha?');
    expect(second.topic).toBe(m.topic);
  });

  it('is not pushed while the reader has a tab of the site open (its inbox socket: the toast tells them), and is once they have none', async () => {
    const [reader, buyer] = await Promise.all([createSignedInUser(t.app), createSignedInUser(t.app, { firstName: 'Bobur', lastName: 'Aliyev' })]);
    const endpoint = await subscribe(reader);
    const inbox = await socket(`${t.wsUrl}/chat/inbox/?token=${reader.token}`);
    await inbox.next((f) => !!f.unread);
    await chatAboutProductOf(reader, buyer);
    // The bell's notification came to the open tab; the request waited for the delivery, so nothing is on its way.
    await inbox.next((f) => !!f.notification);
    await jobsSettled(t.app);
    expect(fake.messagesFor(endpoint)).toEqual([]);

    await inbox.close();
    await expect.poll(() => t.app.messenger.broker.isOnline(reader.id)).toBe(false);
    await chatAboutProductOf(reader, buyer);
    expect(payloadOf(await pushTo(endpoint))).toMatchObject({ kind: 'chat_message', title: 'Yangi xabar: Bobur Aliyev', body: 'Mahsulot haqida xabar' });
  });
});

describe('a chat message with chat messages switched off (issue 40)', () => {
  it('raises nothing: no bell notification and no push; switched on again, the next message raises both', async () => {
    const [reader, sender] = await Promise.all([createSignedInUser(t.app), createSignedInUser(t.app, { firstName: 'Aziz', lastName: 'Toshev' })]);
    const endpoint = await subscribe(reader);
    const kinds = { chat_message: false, saved_search: true, moderation: true, courses: true };
    expect((await call('PUT', '/api/users/notifications/settings/', reader.token, { kinds })).statusCode).toBe(200);
    const chat = await chatBetween(t.db, reader, sender);
    const s = await socket(`${t.wsUrl}/chat/${chat}/?token=${sender.token}`);
    s.sendText('Birinchi xabar', 'o1');
    await s.next(isAck('o1'));
    expect((await call('PUT', '/api/users/notifications/settings/', reader.token, { kinds: { ...kinds, chat_message: true } })).statusCode).toBe(200);
    s.sendText('Ikkinchi xabar', 'o2');
    expect(payloadOf(await pushTo(endpoint)).body).toBe('Ikkinchi xabar');
    await jobsSettled(t.app);
    expect(fake.messagesFor(endpoint).map((m) => payloadOf(m).body)).toEqual(['Ikkinchi xabar']);
    const bell = (await call('GET', '/api/users/notifications/', reader.token)).json();
    expect(bell.data.map((n: { params: { preview: string } }) => n.params.preview)).toEqual(['Ikkinchi xabar']);
  });
});

describe('a saved search’s new match', () => {
  it('is pushed to the watcher, not to the author; with the kind switched off in their notification settings, neither the bell nor push has it', async () => {
    const [watcher, author] = await Promise.all([createSignedInUser(t.app), createSignedInUser(t.app)]);
    const [watcherEndpoint, authorEndpoint] = await Promise.all([subscribe(watcher, 'en'), subscribe(author)]);
    expect((await call('POST', '/api/announcements/saved-searches/', watcher.token, { type: 'work', q: 'zardozi' })).statusCode).toBe(201);
    const job = await postJob(t.app, author.token, 'Zardozi ustasi kerak');
    expect(job.statusCode, job.body).toBe(201);
    const m = await pushTo(watcherEndpoint);
    expect(payloadOf(m)).toMatchObject({ kind: 'saved_search', title: 'New announcement: Zardozi ustasi kerak', body: 'A new announcement matches your saved search', url: publicPaths.announcement(job.json().meta) });
    expect(m).toMatchObject({ urgency: 'normal', ttl: 3 * 24 * 3600 });

    const off = { kinds: { chat_message: true, saved_search: false, moderation: true, courses: true } };
    expect((await call('PUT', '/api/users/notifications/settings/', watcher.token, off)).statusCode).toBe(200);
    expect((await postJob(t.app, author.token, 'Zardozi shogirdi kerak')).statusCode).toBe(201);
    await jobsSettled(t.app);
    expect(fake.messagesFor(watcherEndpoint)).toHaveLength(1);
    expect(fake.messagesFor(authorEndpoint)).toEqual([]);
    const bell = (await call('GET', '/api/users/notifications/', watcher.token)).json();
    expect(bell.data.map((n: { params: { title: string } }) => n.params.title)).toEqual(['Zardozi ustasi kerak']);
  });
});

describe('a moderation decision on one’s own item', () => {
  it('is pushed to the author: the rejection with its reason and the moderator’s words, linking to the edit page', async () => {
    const [author, reporter] = await Promise.all([createSignedInUser(t.app, { role: 'housemaker' }), createSignedInUser(t.app)]);
    const moderatorToken = await newUserToken(t.app, { role: 'moderator' });
    const endpoint = await subscribe(author);
    const product = await createProductRow(t.db, { userId: author.id, categoryId: (await createCategory(t.db)).id, title: 'Shubhali mahsulot' });
    await rejectReportedProduct(t.app, { reporterToken: reporter.token, moderatorToken, productGuid: product.guid, message: 'Narxni to‘g‘rilang' });
    expect(payloadOf(await pushTo(endpoint))).toEqual({
      kind: 'moderation',
      title: 'Moderator rad etdi: Shubhali mahsulot',
      body: "Sabab: chalg'ituvchi ma'lumot. Narxni to‘g‘rilang",
      url: `/profile/products/edit/${product.guid}/`,
      tag: `moderation:/profile/products/edit/${product.guid}/`,
    });
  });
});

describe('a course certificate', () => {
  it('is pushed when the last lesson is completed, once, linking to the certificate', async () => {
    const learner = await createSignedInUser(t.app);
    const endpoint = await subscribe(learner);
    const [category] = await t.db.insert(courseCategories).values({ meta: 'push-kategoriya', title: 'Ipakchilik' }).returning();
    const [course] = await t.db.insert(courses).values({ meta: 'push-kurs', categoryId: category.id, authorId: learner.id, title: 'Pilla parvarishi', isPublished: true }).returning();
    const [lesson] = await t.db.insert(lessons).values({ courseId: course.id, order: 1, title: '1-dars', video: 'https://www.youtube-nocookie.com/embed/abc' }).returning();
    expect((await call('POST', `/api/courses/course/${course.guid}/enrol/`, learner.token)).statusCode).toBe(200);
    const done = await call('PUT', `/api/courses/course/${course.guid}/progress/`, learner.token, { lesson: lesson.guid, position_seconds: 600, completed: true });
    expect(done.statusCode, done.body).toBe(200);
    const certificate = done.json().certificate as string;
    expect(payloadOf(await pushTo(endpoint))).toMatchObject({ kind: 'courses', title: 'Sertifikat tayyor: Pilla parvarishi', body: 'Tabriklaymiz! Kursni tugatdingiz.', url: publicPaths.certificate(certificate) });
    const bell = (await call('GET', '/api/users/notifications/', learner.token)).json();
    expect(bell.data[0]).toMatchObject({ code: 'courses.certificate', params: { title: 'Pilla parvarishi' }, link: publicPaths.certificate(certificate), type: 'success' });

    // Completing it again issues nothing new.
    await call('PUT', `/api/courses/course/${course.guid}/progress/`, learner.token, { lesson: lesson.guid, position_seconds: 600, completed: true });
    await jobsSettled(t.app);
    expect(fake.messagesFor(endpoint)).toHaveLength(1);
  });
});

describe('subscriptions that cannot be sent to', () => {
  const match = async (watcher: SignedInUser, author: SignedInUser, word: string) => {
    expect((await call('POST', '/api/announcements/saved-searches/', watcher.token, { type: 'work', q: word })).statusCode).toBe(201);
    expect((await postJob(t.app, author.token, `${word} kerak`)).statusCode).toBe(201);
    await jobsSettled(t.app);
  };

  it('go when the push service says they are gone (410); the others of the user still get theirs', async () => {
    const [watcher, author] = await Promise.all([createSignedInUser(t.app), createSignedInUser(t.app)]);
    const [gone, kept] = [await subscribe(watcher), await subscribe(watcher)];
    fake.gone(gone);
    await match(watcher, author, 'kulolchilik');
    expect(fake.refusals.some((r) => r.endpoint === gone && r.status === 410)).toBe(true);
    expect(fake.messagesFor(kept)).toHaveLength(1);
    expect(await subscriptionsOf(watcher)).toBe(1);
  });

  it('of a session that has ended (signed out in that browser) get nothing, and go', async () => {
    const [watcher, author] = await Promise.all([createSignedInUser(t.app), createSignedInUser(t.app)]);
    const endpoint = await subscribe(watcher);
    expect((await call('POST', '/api/announcements/saved-searches/', watcher.token, { type: 'work', q: 'gilamchilik' })).statusCode).toBe(201);
    const { sid } = JSON.parse(Buffer.from(watcher.token.split('.')[1]!, 'base64url').toString()) as { sid: string };
    await revokeSession({ db: t.db, revocations: t.app.sessionRevocations }, sid);
    expect((await postJob(t.app, author.token, 'Gilamchilik ustasi kerak')).statusCode).toBe(201);
    await jobsSettled(t.app);
    expect(fake.messagesFor(endpoint)).toEqual([]);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, watcher.id))).toEqual([]);
  });

  it('whose push service is unavailable for a while (503) get theirs at a later try; the user’s other browsers at once', async () => {
    const [watcher, author] = await Promise.all([createSignedInUser(t.app), createSignedInUser(t.app)]);
    const [busy, fine] = [await subscribe(watcher), await subscribe(watcher)];
    fake.unavailable(busy, 1);
    expect((await call('POST', '/api/announcements/saved-searches/', watcher.token, { type: 'work', q: 'zargarlik' })).statusCode).toBe(201);
    expect((await postJob(t.app, author.token, 'Zargarlik ustasi kerak')).statusCode).toBe(201);
    expect(payloadOf(await pushTo(fine)).title).toBe("Yangi e'lon: Zargarlik ustasi kerak");
    // Refused once, then sent again after its wait (push.send retries with growing waits).
    const late = await pushTo(busy);
    expect(payloadOf(late).title).toBe("Yangi e'lon: Zargarlik ustasi kerak");
    expect(fake.refusals.filter((r) => r.endpoint === busy)).toEqual([{ endpoint: busy, status: 503, reason: 'service unavailable' }]);
    expect(fake.messagesFor(busy)).toHaveLength(1);
    expect(await subscriptionsOf(watcher)).toBe(2);
  });

  it('whose push service cannot be reached fail no request; one that never took a message goes after three failures in a row, one that took one stays (issue 38)', async () => {
    const [watcher, author] = await Promise.all([createSignedInUser(t.app), createSignedInUser(t.app)]);
    const unreachable = { ...fake.subscribe(kit.publicKey), endpoint: 'http://127.0.0.1:1/push/nobody-listens' };
    await subscribe(watcher, 'uz', unreachable);
    const proven = await subscribe(watcher);
    await match(watcher, author, 'adras');
    await pushTo(proven);
    expect(await subscriptionsOf(watcher)).toBe(2);
    // The browser that took a message goes silent too.
    await t.db.update(pushSubscriptions).set({ endpoint: 'http://127.0.0.1:1/push/gone-silent' }).where(eq(pushSubscriptions.endpoint, proven));
    expect((await postJob(t.app, author.token, 'Adras to‘quvchisi kerak')).statusCode).toBe(201);
    // Retried after its waits: the one that never took a message goes at its third failure; the other stays, failing.
    const rows = async () => (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, watcher.id))).map((r) => ({ endpoint: r.endpoint, failing: r.failures >= 3, proven: r.firstSuccessAt !== null }));
    await expect.poll(rows, { timeout: 40_000, interval: 200 }).toEqual([{ endpoint: 'http://127.0.0.1:1/push/gone-silent', failing: true, proven: true }]);
  }, 60_000);
});
