import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { publicPaths } from '@shared/paths';
import { postJob } from '../../test/announcement-factories';
import { chatBetween, isAck, isMessage, TestSocket } from '../../test/chat-app';
import { bearer, createSignedInUser, newUserToken, type SignedInUser } from '../../test/factories';
import { newTelegramUser, telegramUpdates, type FakeTelegram, type TelegramTestUser } from '../../test/fake-telegram-server';
import { rejectReportedProduct } from '../../test/moderation-factories';
import { jobsSettled } from '../../test/jobs';
import { createCategory, createProductRow } from '../../test/shop-factories';
import { buildTelegramChatTestApp, closeTelegramTestApp, postUpdate } from '../../test/telegram-app';
import { courseCategories, courses, lessons } from '../courses/courses.table';
import { messages } from '../messenger/messenger.table';
import { users } from '../users/users.table';
import { pruneOld } from './telegram.repository';
import { telegramLinks, telegramSentMessages } from './telegram.table';

/*
 * Notifications in Telegram and answers from it (issue 41, items 3 and 4), on a listening app (chat
 * sockets) whose bot talks to the local stand-in of the Bot API.
 */
let t: Awaited<ReturnType<typeof buildTelegramChatTestApp>>['t'];
let telegram: FakeTelegram;
beforeAll(async () => ({ t, telegram } = await buildTelegramChatTestApp()));
afterAll(() => closeTelegramTestApp({ t, telegram }));

const sockets: TestSocket[] = [];
afterEach(() => {
  for (const s of sockets.splice(0)) s.ws.terminate();
});
async function socket(path: string, token: string) {
  const s = await TestSocket.open(`${t.wsUrl}${path}?token=${encodeURIComponent(token)}`);
  sockets.push(s);
  return s;
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) => t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** Links the user's account to a new Telegram chat (POST link/, then /start <code> in the bot) and forgets the greeting. */
async function linked(user: SignedInUser): Promise<TelegramTestUser> {
  const tg = newTelegramUser();
  const code = new URL((await call('POST', '/api/telegram/link/', user.token)).json().url as string).searchParams.get('start')!;
  await postUpdate(t.app, telegramUpdates.text(tg, `/start ${code}`));
  await vi.waitFor(() => expect(sentTo(tg.id)).toHaveLength(1), { timeout: 20_000, interval: 50 });
  greetings.add(tg.id);
  return tg;
}
const greetings = new Set<number>();

/** The bot's messages to a Telegram chat, in order (the greeting of linked() left out). */
function sentTo(chatId: number) {
  const all = telegram.callsOf('sendMessage').filter((c) => c.params.chat_id === chatId && c.sentId !== undefined);
  return greetings.has(chatId) ? all.slice(1) : all;
}
const textsTo = (chatId: number) => sentTo(chatId).map((c) => String(c.params.text));
/** Waits for the n-th message of the bot to a chat (1-based) and answers it. */
async function nthTo(chatId: number, n: number) {
  await vi.waitFor(() => expect(sentTo(chatId).length).toBeGreaterThanOrEqual(n), { timeout: 20_000, interval: 50 });
  return sentTo(chatId)[n - 1]!;
}

/** A product of the seller's, and the buyer's chat with them about it (its first message names the product). */
async function chatAboutProduct(seller: SignedInUser, buyer: SignedInUser, title = 'Atlas ro‘mol') {
  const product = await createProductRow(t.db, { userId: seller.id, categoryId: (await createCategory(t.db)).id, title });
  const res = await call('POST', `/api/messenger/chats/${seller.guid}/create/`, buyer.token, { data: { product: product.guid } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().chat as string;
}

async function say(s: TestSocket, text: string) {
  const id = crypto.randomUUID();
  s.sendText(text, id);
  await s.next(isAck(id));
}

describe('a chat message in Telegram', () => {
  it('reaches a linked member who is not in the chat: who wrote, about what, the first words, a button to the chat; a reply hint; in their language', async () => {
    const [seller, buyer] = await Promise.all([createSignedInUser(t.app, { language: 'ru' }), createSignedInUser(t.app, { firstName: 'Bobur', lastName: 'Aliyev' })]);
    const tg = await linked(seller);
    const chat = await chatAboutProduct(seller, buyer, 'Atlas ro‘mol');
    // The chat's first message (the product) is told too.
    const first = await nthTo(tg.id, 1);
    expect(first.params.text).toBe(`Новое сообщение: Bobur Aliyev\nТовар: Atlas ro‘mol\nСообщение о товаре\n\nЧтобы ответить, ответьте (Reply) на это сообщение.`);
    expect(first.params.reply_markup).toEqual({ inline_keyboard: [[{ text: 'Открыть чат', url: `https://ipak.test/messaging/?chat=${chat}` }]] });

    const s = await socket(`/chat/${chat}/`, buyer.token);
    await say(s, 'Assalomu alaykum, ro‘mol hali bormi? Rangi qanday, narxi qancha?');
    expect((await nthTo(tg.id, 2)).params.text).toBe(
      'Новое сообщение: Bobur Aliyev\nТовар: Atlas ro‘mol\nAssalomu alaykum, ro‘mol hali bormi? Rangi qanday, narxi qancha?\n\nЧтобы ответить, ответьте (Reply) на это сообщение.',
    );
    // Each is recorded as about this chat (a reply to it goes there), once its send job has finished.
    await jobsSettled(t.app);
    const recorded = await t.db.select().from(telegramSentMessages).where(eq(telegramSentMessages.chatId, tg.id));
    expect(recorded.map((r) => r.siteChat).sort()).toEqual([chat, chat]);
    expect(recorded.map((r) => r.messageId).sort()).toEqual(sentTo(tg.id).map((c) => c.sentId).sort());
  });

  it('is not sent while the member has the chat open (its socket), is once they leave it; and never to a member without a link', async () => {
    const [seller, buyer] = await Promise.all([createSignedInUser(t.app), createSignedInUser(t.app)]);
    const tg = await linked(seller);
    const chat = await chatBetween(t.db, seller, buyer);
    const reading = await socket(`/chat/${chat}/`, seller.token);
    const s = await socket(`/chat/${chat}/`, buyer.token);
    await say(s, 'Siz shu yerdamisiz?');
    await reading.next(isMessage('Siz shu yerdamisiz?'));
    await jobsSettled(t.app);
    expect(textsTo(tg.id)).toEqual([]);

    // Once the socket's close is seen (presence is the broker's), the next message is told.
    reading.ws.terminate();
    await vi.waitFor(async () => {
      await say(s, 'Endi-chi?');
      await jobsSettled(t.app);
      expect(textsTo(tg.id).some((text) => text.includes('Endi-chi?'))).toBe(true);
    }, { timeout: 20_000, interval: 200 });

    // The buyer has no link: their Telegram gets nothing whatever the seller writes.
    const calls = telegram.callsOf('sendMessage').length;
    const back = await socket(`/chat/${chat}/`, seller.token);
    await say(back, 'Ha, shu yerdaman');
    await jobsSettled(t.app);
    expect(telegram.callsOf('sendMessage').slice(calls).map((c) => c.params.chat_id)).toEqual([]);
  });

  it('with chat messages switched off sends nothing; switched on again, the next one goes', async () => {
    const [seller, buyer] = await Promise.all([createSignedInUser(t.app), createSignedInUser(t.app)]);
    const tg = await linked(seller);
    const kinds = { chat_message: false, saved_search: true, moderation: true, courses: true };
    expect((await call('PUT', '/api/users/notifications/settings/', seller.token, { kinds })).statusCode).toBe(200);
    const chat = await chatBetween(t.db, seller, buyer);
    const s = await socket(`/chat/${chat}/`, buyer.token);
    await say(s, 'Birinchi xabar');
    await jobsSettled(t.app);
    expect(textsTo(tg.id)).toEqual([]);
    expect((await call('PUT', '/api/users/notifications/settings/', seller.token, { kinds: { ...kinds, chat_message: true } })).statusCode).toBe(200);
    await say(s, 'Ikkinchi xabar');
    expect(String((await nthTo(tg.id, 1)).params.text)).toContain('Ikkinchi xabar');
    await jobsSettled(t.app);
    expect(textsTo(tg.id)).toHaveLength(1);
  });

  it('goes out to one chat one at a time, about a second apart (Telegram’s limit per chat), in the order the messages were written', async () => {
    const [seller, buyer] = await Promise.all([createSignedInUser(t.app), createSignedInUser(t.app)]);
    const tg = await linked(seller);
    const chat = await chatBetween(t.db, seller, buyer);
    const s = await socket(`/chat/${chat}/`, buyer.token);
    for (const word of ['bir', 'ikki', 'uch']) await say(s, word);
    await nthTo(tg.id, 3);
    await jobsSettled(t.app);
    const sent = sentTo(tg.id);
    // In order: a chat's notifications are made one after another (messenger's deliver()), and its sends keep their group's order.
    expect(sent.map((c) => String(c.params.text).split('\n')[1])).toEqual(['bir', 'ikki', 'uch']);
    // Paced: each waited for its chat's turn (a lower bound only; a slow machine only widens the gaps).
    for (let i = 1; i < sent.length; i++) expect(sent[i]!.at - sent[i - 1]!.at).toBeGreaterThanOrEqual(500);
  });

  it('to a user who blocked the bot unlinks them (Telegram answers 403), and nothing more is sent there', async () => {
    const [seller, buyer] = await Promise.all([createSignedInUser(t.app), createSignedInUser(t.app)]);
    const tg = await linked(seller);
    telegram.block(tg.id);
    const chat = await chatBetween(t.db, seller, buyer);
    const s = await socket(`/chat/${chat}/`, buyer.token);
    await say(s, 'Salom');
    await vi.waitFor(async () => expect(await t.db.select().from(telegramLinks).where(eq(telegramLinks.userId, seller.id))).toEqual([]), { timeout: 20_000, interval: 100 });
    const calls = telegram.callsOf('sendMessage').filter((c) => c.params.chat_id === tg.id).length;
    await say(s, 'Yana salom');
    await jobsSettled(t.app);
    expect(telegram.callsOf('sendMessage').filter((c) => c.params.chat_id === tg.id)).toHaveLength(calls);
  });
});

describe('other notifications in Telegram', () => {
  it('tell of a saved search’s new match (with a button to the announcement); switched off, nothing', async () => {
    const [watcher, author] = await Promise.all([createSignedInUser(t.app, { language: 'en' }), createSignedInUser(t.app)]);
    const tg = await linked(watcher);
    expect((await call('POST', '/api/announcements/saved-searches/', watcher.token, { type: 'work', q: 'zardozi' })).statusCode).toBe(201);
    const job = await postJob(t.app, author.token, 'Zardozi ustasi kerak');
    expect(job.statusCode, job.body).toBe(201);
    const m = await nthTo(tg.id, 1);
    expect(m.params.text).toBe('New announcement: Zardozi ustasi kerak\nA new announcement matches your saved search');
    expect(m.params.reply_markup).toEqual({ inline_keyboard: [[{ text: 'Open', url: `https://ipak.test${publicPaths.announcement(job.json().meta)}` }]] });

    const off = { kinds: { chat_message: true, saved_search: false, moderation: true, courses: true } };
    expect((await call('PUT', '/api/users/notifications/settings/', watcher.token, off)).statusCode).toBe(200);
    expect((await postJob(t.app, author.token, 'Zardozi shogirdi kerak')).statusCode).toBe(201);
    await jobsSettled(t.app);
    expect(textsTo(tg.id)).toHaveLength(1);
    // Not a chat: nothing recorded for a reply.
    expect(await t.db.select().from(telegramSentMessages).where(eq(telegramSentMessages.chatId, tg.id))).toEqual([]);
  });

  it('tell of a moderator’s decision on one’s own product, with the reason', async () => {
    const [author, reporter] = await Promise.all([createSignedInUser(t.app, { role: 'housemaker' }), createSignedInUser(t.app)]);
    const moderatorToken = await newUserToken(t.app, { role: 'moderator' });
    const tg = await linked(author);
    const product = await createProductRow(t.db, { userId: author.id, categoryId: (await createCategory(t.db)).id, title: 'Shubhali mahsulot' });
    await rejectReportedProduct(t.app, { reporterToken: reporter.token, moderatorToken, productGuid: product.guid, message: 'Narxni to‘g‘rilang' });
    const m = await nthTo(tg.id, 1);
    expect(m.params.text).toBe("Moderator rad etdi: Shubhali mahsulot\nSabab: chalg'ituvchi ma'lumot. Narxni to‘g‘rilang");
    expect(m.params.reply_markup).toEqual({ inline_keyboard: [[{ text: 'Ochish', url: `https://ipak.test/profile/products/edit/${product.guid}/` }]] });
  });

  it('tell of a course certificate, in Uzbek Cyrillic for a reader of it (the course’s title as written)', async () => {
    const learner = await createSignedInUser(t.app, { language: 'uz-Cyrl' });
    const tg = await linked(learner);
    const [category] = await t.db.insert(courseCategories).values({ meta: 'tg-kategoriya', title: 'Ipakchilik' }).returning();
    const [course] = await t.db.insert(courses).values({ meta: 'tg-kurs', categoryId: category.id, authorId: learner.id, title: 'Pilla parvarishi', isPublished: true }).returning();
    const [lesson] = await t.db.insert(lessons).values({ courseId: course.id, order: 1, title: '1-dars', video: 'https://www.youtube-nocookie.com/embed/abc' }).returning();
    expect((await call('POST', `/api/courses/course/${course.guid}/enrol/`, learner.token)).statusCode).toBe(200);
    const done = await call('PUT', `/api/courses/course/${course.guid}/progress/`, learner.token, { lesson: lesson.guid, position_seconds: 600, completed: true });
    expect(done.statusCode, done.body).toBe(200);
    const m = await nthTo(tg.id, 1);
    expect(m.params.text).toBe('Сертификат тайёр: Pilla parvarishi\nТабриклаймиз! Курсни тугатдингиз.');
    expect(m.params.reply_markup).toEqual({ inline_keyboard: [[{ text: 'Очиш', url: `https://ipak.test${publicPaths.certificate(done.json().certificate as string)}` }]] });
  });
});

describe('answering from Telegram', () => {
  /** A seller linked to Telegram, a buyer, their chat, the buyer's socket of it, and the seller's notification of a message in it. */
  async function conversation(sellerOverrides = {}) {
    const [seller, buyer] = await Promise.all([createSignedInUser(t.app, { firstName: 'Malika', ...sellerOverrides }), createSignedInUser(t.app)]);
    const tg = await linked(seller);
    const chat = await chatBetween(t.db, seller, buyer);
    const buyerSocket = await socket(`/chat/${chat}/`, buyer.token);
    await say(buyerSocket, 'Narxi qancha?');
    const notice = await nthTo(tg.id, 1);
    // Its send job has finished, so the notice is recorded as about this chat (a reply to it goes there).
    await jobsSettled(t.app);
    return { seller, buyer, tg, chat, buyerSocket, notice };
  }
  const messagesIn = async (chatGuid: string, token: string) => ((await call('GET', `/api/messenger/chats/${chatGuid}/`, token)).json() as { content: string; user: string }[]).map((m) => m.content);

  it('posts a reply to a chat notification into that chat as the linked user: the other member’s socket sees it live, the user is told it was posted', async () => {
    const { seller, tg, chat, buyerSocket, notice } = await conversation({ language: 'en' });
    await postUpdate(t.app, telegramUpdates.text(tg, '120 ming so‘m', { replyTo: notice.sentId }));
    const live = await buyerSocket.next(isMessage('120 ming so‘m'), 20_000);
    expect(live.message).toMatchObject({ user: seller.guid, type: 'text', content: '120 ming so‘m' });
    expect((await nthTo(tg.id, 2)).params.text).toBe('Your reply was posted in the chat.');
    expect(await messagesIn(chat, seller.token)).toContain('120 ming so‘m');
  });

  it('answers a reply to any other message (not a chat notification) with the help text, and posts nothing', async () => {
    const { tg, chat, seller } = await conversation();
    const before = await t.db.select().from(messages);
    await postUpdate(t.app, telegramUpdates.text(tg, 'Bu javob', { replyTo: 1 }));
    expect((await nthTo(tg.id, 2)).params.text).toMatch(/^Men Ipak'dagi yangi xabarlar/);
    await jobsSettled(t.app);
    expect(await t.db.select().from(messages)).toHaveLength(before.length);
    expect(await messagesIn(chat, seller.token)).not.toContain('Bu javob');
  });

  it('does nothing to any site chat for a reply from a chat linked to no account (the help text only), even naming another chat’s notification', async () => {
    const { notice, chat, seller } = await conversation();
    // Another Telegram user replies with the id of the seller's notification: it is not a message of their chat.
    const stranger = newTelegramUser();
    await postUpdate(t.app, telegramUpdates.text(stranger, 'Men ham yozaman', { replyTo: notice.sentId }));
    expect((await nthTo(stranger.id, 1)).params.text).toMatch(/^Men Ipak'dagi yangi xabarlar/);
    await jobsSettled(t.app);
    expect(await messagesIn(chat, seller.token)).not.toContain('Men ham yozaman');
  });

  it('after unlinking (/stop) posts nothing from that chat any more', async () => {
    const { tg, notice, chat, seller } = await conversation();
    await postUpdate(t.app, telegramUpdates.text(tg, '/stop'));
    await nthTo(tg.id, 2);
    await postUpdate(t.app, telegramUpdates.text(tg, 'Kech qoldim', { replyTo: notice.sentId }));
    expect((await nthTo(tg.id, 3)).params.text).toMatch(/^Men Ipak'dagi yangi xabarlar/);
    expect(await messagesIn(chat, seller.token)).not.toContain('Kech qoldim');
  });

  it('forgets which chat a notification was about after 30 days (the hourly prune): a reply to it then gets the help text', async () => {
    const { tg, notice, chat, seller } = await conversation();
    // The send job records the notice after Telegram took it: wait for the job, not only the message.
    await jobsSettled(t.app);
    await t.db.update(telegramSentMessages).set({ sentAt: sql`now() - interval '31 days'` }).where(eq(telegramSentMessages.chatId, tg.id));
    await pruneOld(t.db);
    expect(await t.db.select().from(telegramSentMessages).where(eq(telegramSentMessages.chatId, tg.id))).toEqual([]);
    await postUpdate(t.app, telegramUpdates.text(tg, 'Juda kech', { replyTo: notice.sentId }));
    expect((await nthTo(tg.id, 2)).params.text).toMatch(/^Men Ipak'dagi yangi xabarlar/);
    expect(await messagesIn(chat, seller.token)).not.toContain('Juda kech');
  });

  it('refuses by the messenger’s rules and says why: a phone not confirmed, a blocked account', async () => {
    const { tg, notice, chat, seller } = await conversation();
    await t.db.update(users).set({ phoneConfirmedAt: null }).where(eq(users.id, seller.id));
    await postUpdate(t.app, telegramUpdates.text(tg, 'Tasdiqlanmagan', { replyTo: notice.sentId }));
    expect((await nthTo(tg.id, 2)).params.text).toBe('Javob yuborilmadi: avval saytda telefon raqamingizni tasdiqlang.');

    await t.db.update(users).set({ phoneConfirmedAt: new Date(), blockedAt: new Date() }).where(eq(users.id, seller.id));
    await postUpdate(t.app, telegramUpdates.text(tg, 'Bloklangan', { replyTo: notice.sentId }));
    expect((await nthTo(tg.id, 3)).params.text).toBe('Javob yuborilmadi: hisobingiz bloklangan.');
    await t.db.update(users).set({ blockedAt: null }).where(eq(users.id, seller.id));
    const contents = await messagesIn(chat, seller.token);
    expect(contents).not.toContain('Tasdiqlanmagan');
    expect(contents).not.toContain('Bloklangan');
  });
});
