import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ModerationCase, ModerationQueue } from '@shared/schemas/moderation';
import type { UserProduct } from '@shared/schemas/shop';
import type { UserAnnouncement } from '@shared/schemas/announcements';
import { storedImageAsJpeg } from '../../lib/images';
import type { TestApp } from '../../test/app';
import { bearer, createSignedInUser, signInStaff, type SignedInUser } from '../../test/factories';
import type { FakeTelegram } from '../../test/fake-telegram-server';
import { jobsSettled } from '../../test/jobs';
import { multipart } from '../../test/multipart';
import { createCategory, pngFile } from '../../test/shop-factories';
import { buildTelegramTestApp, closeTelegramTestApp } from '../../test/telegram-app';
import { announcements } from '../announcements/announcements.table';
import { products } from '../shop/shop.table';
import { announcementCaption, CAPTION_MAX, productCaption } from './channel-texts';
import { sweepChannel } from './channel.service';
import { telegramChannelPosts, type ChannelListingKind } from './telegram.table';

/**
 * The channel of new listings (issue 41): each public product and announcement is posted to
 * TELEGRAM_CHANNEL with its first photo (uploaded), its title, price or pay, place and a button to its
 * page; edited when it changes, deleted when removed, hidden, rejected or expired; nothing while it
 * waits for moderation, and nothing at all without a channel.
 */

const CHANNEL = '@ipak_test';
let t: TestApp;
let telegram: FakeTelegram;
let seller: SignedInUser;
let stranger: SignedInUser;
let moderatorToken: string;
let adminToken: string;
let categoryGuid: string;

beforeAll(async () => {
  ({ t, telegram } = await buildTelegramTestApp({ telegram: { channel: CHANNEL } }));
  // Farg'ona viloyati (13), Marg'ilon (188): where the seller's products are sold.
  seller = await createSignedInUser(t.app, { role: 'housemaker', firstName: 'Sotuvchi', regionId: 13, districtId: 188 });
  stranger = await createSignedInUser(t.app, { firstName: 'Begona' });
  const staff = await signInStaff(t.app);
  [adminToken, moderatorToken] = [staff.admin.token, staff.moderator.token];
  categoryGuid = (await createCategory(t.db)).guid;
});
afterAll(() => closeTelegramTestApp({ t, telegram }));

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const premoderate = async (on: boolean) => {
  const res = await inject('PUT', '/api/moderation/dashboard/settings/', adminToken, { product: on, announcement: on });
  expect(res.statusCode, res.body).toBe(200);
};
const caseOf = async (targetGuid: string, source: 'review' | 'revision' | 'report'): Promise<ModerationCase> => {
  const res = await inject('POST', '/api/moderation/dashboard/queue/', moderatorToken, { source, page_size: 100 });
  const found = (res.json() as ModerationQueue).data.find((c) => c.target_guid === targetGuid);
  expect(found, `open ${source} case of ${targetGuid}`).toBeDefined();
  return found!;
};
const decide = async (c: ModerationCase, action: 'approve' | 'reject', body?: object) => {
  const res = await inject('POST', `/api/moderation/dashboard/cases/${c.guid}/${action}/`, moderatorToken, body);
  expect(res.statusCode, res.body).toBe(200);
};

async function upload(method: 'POST' | 'PATCH', url: string, fields: Record<string, string>, images: number, colors = ['#c8323c', '#223399']) {
  const files = await Promise.all(Array.from({ length: images }, (_, i) => pngFile(`rasm-${i}.png`, colors[i % colors.length])));
  const body = multipart(fields, files);
  const res = await t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...bearer(seller.token) } });
  expect(res.statusCode, res.body).toBe(method === 'POST' ? 201 : 200);
  return res.json();
}
const newProduct = (title: string, price = '200000'): Promise<UserProduct> =>
  upload('POST', '/api/shop/user-products/upload', { title, description: '<p>Qo‘lda to‘qilgan atlas</p>', price, category: categoryGuid }, 2);
const patchProduct = (guid: string, fields: Record<string, string>, images = 0) => upload('PATCH', `/api/shop/user-products/${guid}/`, fields, images, ['#1f7a3c']);

const idOf = async (guid: string) => (await t.db.select({ id: products.id }).from(products).where(eq(products.guid, guid)))[0]!.id;
/** The listing's post as the channel job keeps it, once the queued jobs are done. */
async function postOf(kind: ChannelListingKind, id: number) {
  await jobsSettled(t.app);
  const [row] = await t.db
    .select()
    .from(telegramChannelPosts)
    .where(and(eq(telegramChannelPosts.kind, kind), eq(telegramChannelPosts.listingId, id)));
  return row ?? null;
}
/** The channel's calls of a method (those to other chats left out), once the queued jobs are done. */
async function channelCalls(method: string) {
  await jobsSettled(t.app);
  return telegram.callsOf(method).filter((c) => c.params.chat_id === CHANNEL);
}
const captioned = async (method: 'sendPhoto' | 'editMessageCaption' | 'sendMessage', text: string) =>
  (await channelCalls(method)).filter((c) => String(c.params.caption ?? c.params.text).includes(text));
/** A stored image's key from its address (/media/<key>-640.webp). */
const keyOf = (url: string) => url.replace(/^\/media\//, '').replace(/-\d+\.webp$/, '');

describe('a product in the channel', () => {
  it('is posted once public: its first photo uploaded, its title, price and place in Uzbek, a button to its page', async () => {
    await premoderate(false);
    const p = await newProduct('Atlas ko‘ylak <yangi>', '1200000');
    const [call, ...more] = await captioned('sendPhoto', 'Atlas ko‘ylak');
    expect(more).toEqual([]);
    // The photo is uploaded (Telegram cannot fetch the site's address): the first image's widest copy, as JPEG.
    const jpeg = await storedImageAsJpeg(t.app.blobs, keyOf(p.images[0].image));
    expect(call.params.photo).toEqual({ file: 'ipak.jpg', bytes: jpeg!.length });
    expect(call.params.parse_mode).toBe('HTML');
    expect(call.params.caption).toBe("<b>Atlas ko‘ylak &lt;yangi&gt;</b>\n💰 1 200 000 so'm\n📍 Farg'ona viloyati, Marg'ilon\n\nQo‘lda to‘qilgan atlas");
    expect(call.params.reply_markup).toEqual({ inline_keyboard: [[{ text: "Saytda ko'rish", url: `https://ipak.test/online-shop/details/${p.meta}/` }]] });

    const post = await postOf('product', await idOf(p.guid));
    expect(post).toMatchObject({ chat: CHANNEL, photoKey: keyOf(p.images[0].image) });
    expect(telegram.message(CHANNEL, post!.messageId)).toMatchObject({ photo: true });
    // Nothing more happens by itself.
    expect(await captioned('sendPhoto', 'Atlas ko‘ylak')).toHaveLength(1);
  });

  it('is not posted while in moderation; posted once approved', async () => {
    await premoderate(true);
    const p = await newProduct('Beqasam to‘n');
    expect(p.moderation.state).toBe('pending');
    expect(await captioned('sendPhoto', 'Beqasam to‘n')).toEqual([]);
    expect(await postOf('product', await idOf(p.guid))).toBeNull();

    await decide(await caseOf(p.guid, 'review'), 'approve');
    expect(await captioned('sendPhoto', 'Beqasam to‘n')).toHaveLength(1);
  });

  it('is edited when its price changes; an edit held for review changes nothing until approved; a new first photo replaces the photo', async () => {
    await premoderate(false);
    const p = await newProduct('Adras ro‘mol');
    const id = await idOf(p.guid);
    const { messageId } = (await postOf('product', id))!;

    await patchProduct(p.guid, { price: '250000', discount: '10' });
    const [edit] = await captioned('editMessageCaption', 'Adras ro‘mol');
    expect(edit.params).toMatchObject({ message_id: messageId, parse_mode: 'HTML' });
    expect(edit.params.caption).toContain("💰 225 000 so'm <s>250 000 so'm</s> (−10%)");
    // The button stays (an edit without it would take it away).
    expect(edit.params.reply_markup).toEqual({ inline_keyboard: [[{ text: "Saytda ko'rish", url: `https://ipak.test/online-shop/details/${p.meta}/` }]] });

    // Under pre-moderation the edit waits beside the live version: the post keeps the live price.
    await premoderate(true);
    await patchProduct(p.guid, { price: '300000', discount: '0' });
    expect(await captioned('editMessageCaption', 'Adras ro‘mol')).toHaveLength(1);
    expect(telegram.message(CHANNEL, messageId)?.caption).toContain('225 000');
    await decide(await caseOf(p.guid, 'revision'), 'approve');
    const edits = await captioned('editMessageCaption', 'Adras ro‘mol');
    expect(edits).toHaveLength(2);
    expect(edits[1].params.caption).toContain("💰 300 000 so'm");
    expect(telegram.message(CHANNEL, messageId)?.caption).toContain('300 000');

    // Its first photo dropped: the message's photo is replaced (with its caption), the same message.
    await premoderate(false);
    const second = p.images[1];
    await patchProduct(p.guid, { keep_images: String(second.id) });
    const media = (await channelCalls('editMessageMedia')).filter((c) => c.params.message_id === messageId);
    expect(media).toHaveLength(1);
    const jpeg = await storedImageAsJpeg(t.app.blobs, keyOf(second.image));
    expect(media[0].params.media).toMatchObject({ type: 'photo', media: { file: 'ipak.jpg', bytes: jpeg!.length }, parse_mode: 'HTML' });
    expect(await postOf('product', id)).toMatchObject({ messageId, photoKey: keyOf(second.image) });
  });

  it('is deleted when removed, hidden or rejected; shown again, it is posted anew', async () => {
    await premoderate(false);
    const removed = await newProduct('O‘chiriladigan');
    const removedId = await idOf(removed.guid);
    const { messageId: removedMessage } = (await postOf('product', removedId))!;
    expect((await inject('DELETE', `/api/shop/user-products/${removed.guid}/`, seller.token)).statusCode).toBe(204);
    expect((await channelCalls('deleteMessage')).map((c) => c.params.message_id)).toContain(removedMessage);
    expect(telegram.message(CHANNEL, removedMessage)).toBeUndefined();
    expect(await postOf('product', removedId)).toBeNull();

    const hidden = await newProduct('Yashiriladigan');
    const hiddenId = await idOf(hidden.guid);
    const { messageId: hiddenMessage } = (await postOf('product', hiddenId))!;
    await patchProduct(hidden.guid, { is_active: 'false' });
    expect(await postOf('product', hiddenId)).toBeNull();
    expect(telegram.message(CHANNEL, hiddenMessage)).toBeUndefined();
    await patchProduct(hidden.guid, { is_active: 'true' });
    expect(await captioned('sendPhoto', 'Yashiriladigan')).toHaveLength(2);
    expect((await postOf('product', hiddenId))!.messageId).not.toBe(hiddenMessage);

    const rejected = await newProduct('Shikoyatli');
    const rejectedId = await idOf(rejected.guid);
    const { messageId: rejectedMessage } = (await postOf('product', rejectedId))!;
    expect((await inject('POST', '/api/moderation/reports/', stranger.token, { target_kind: 'product', target_guid: rejected.guid, reason: 'fraud' })).statusCode).toBe(201);
    await decide(await caseOf(rejected.guid, 'report'), 'reject', { reason: 'misleading', message: 'Narx noto‘g‘ri' });
    expect(await postOf('product', rejectedId)).toBeNull();
    expect(telegram.message(CHANNEL, rejectedMessage)).toBeUndefined();
  });

  it('takes "not modified" for done, and posts anew when its message was deleted by hand', async () => {
    await premoderate(false);
    const p = await newProduct('Xonatlas');
    const id = await idOf(p.guid);
    const first = (await postOf('product', id))!;

    telegram.failNext('editMessageCaption', { error_code: 400, description: 'Bad Request: message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message' });
    await patchProduct(p.guid, { price: '210000' });
    const kept = (await postOf('product', id))!;
    expect(kept.messageId).toBe(first.messageId);
    expect(kept.captionHash).not.toBe(first.captionHash);

    telegram.failNext('editMessageCaption', { error_code: 400, description: 'Bad Request: message to edit not found' });
    await patchProduct(p.guid, { price: '220000' });
    const anew = (await postOf('product', id))!;
    expect(anew.messageId).not.toBe(first.messageId);
    expect((await captioned('sendPhoto', 'Xonatlas')).at(-1)!.params.caption).toContain("220 000 so'm");
  });

  it('past the 48 hours Telegram lets a bot delete a post, says the listing is gone instead', async () => {
    await premoderate(false);
    const p = await newProduct('Eski post');
    const id = await idOf(p.guid);
    const { messageId } = (await postOf('product', id))!;
    telegram.failNext('deleteMessage', { error_code: 400, description: "Bad Request: message can't be deleted for everyone" });
    await patchProduct(p.guid, { is_active: 'false' });
    expect(await postOf('product', id)).toBeNull();
    expect(telegram.message(CHANNEL, messageId)?.caption).toBe("Bu e'lon endi mavjud emas.");
    const [edit] = (await channelCalls('editMessageCaption')).filter((c) => c.params.message_id === messageId);
    // No button: the listing's page is not public any more.
    expect(edit.params.reply_markup).toBeUndefined();
  });

  it('waits out a 429 for its retry_after, then posts once', async () => {
    await premoderate(false);
    telegram.tooManyRequests('sendPhoto', 1);
    const p = await newProduct('Shoshilinch');
    const id = await idOf(p.guid);
    // The job is put back for retry_after (1 s): tried again only then.
    await vi.waitFor(async () => expect(await postOf('product', id)).not.toBeNull(), { timeout: 30_000, interval: 200 });
    const tries = telegram.callsOf('sendPhoto').filter((c) => String(c.params.caption).includes('Shoshilinch'));
    expect(tries).toHaveLength(2);
    expect(telegram.message(CHANNEL, (await postOf('product', id))!.messageId)).toBeDefined();
  });
});

describe('an announcement in the channel', () => {
  const job = { annoucement_type: 'work_announcement', name: 'Tikuvchi kerak', negotiate: 'false', price_min: '3000000', price_max: '5000000', region: '13', district: '188', address: "Marg'ilon", experience: '1 yil', work_time: 'full_time', description: '<p>Atlas <b>tikish</b> & bichish</p>' };
  const announcementId = async (guid: string) => (await t.db.select({ id: announcements.id }).from(announcements).where(eq(announcements.guid, guid)))[0]!.id;

  it('is posted with its pay and place (a job without a photo as a message), and deleted when its last day is over (the sweep)', async () => {
    await premoderate(false);
    const res = await inject('POST', '/api/announcements/user-announcements/', seller.token, job);
    expect(res.statusCode, res.body).toBe(201);
    const a = res.json() as UserAnnouncement;
    const [call, ...more] = await captioned('sendMessage', 'Tikuvchi kerak');
    expect(more).toEqual([]);
    expect(call.params.text).toBe("<b>Tikuvchi kerak</b>\n💼 Ish e'loni\n💰 Maosh: 3 000 000 - 5 000 000 SO'M\n📍 Farg'ona viloyati, Marg'ilon\n\nAtlas tikish &amp; bichish");
    expect(call.params.reply_markup).toEqual({ inline_keyboard: [[{ text: "Saytda ko'rish", url: `https://ipak.test/announcements/details/${a.meta}/` }]] });
    const id = await announcementId(a.guid);
    const { messageId } = (await postOf('announcement', id))!;

    // Still listed: the sweep leaves it.
    await sweepChannel(t.app.telegram);
    expect(await postOf('announcement', id)).not.toBeNull();
    // Its last day is over: no write says so, the sweep finds it.
    await t.db.update(announcements).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(announcements.id, id));
    await sweepChannel(t.app.telegram);
    expect(await postOf('announcement', id)).toBeNull();
    expect(telegram.message(CHANNEL, messageId)).toBeUndefined();
    expect((await channelCalls('deleteMessage')).map((c) => c.params.message_id)).toContain(messageId);
  });

  it('posts a service with its first photo and negotiable pay', async () => {
    await premoderate(false);
    const body = multipart({ ...job, annoucement_type: 'service_announcement', name: 'Ipak bo‘yash', negotiate: 'true', description: 'Tabiiy bo‘yoqlar' }, [await pngFile('x.png', '#884422')]);
    const res = await t.app.inject({ method: 'POST', url: '/api/announcements/user-announcements/', payload: body.payload, headers: { ...body.headers, ...bearer(seller.token) } });
    expect(res.statusCode, res.body).toBe(201);
    const [call] = await captioned('sendPhoto', 'Ipak bo‘yash');
    expect(call.params.caption).toBe("<b>Ipak bo‘yash</b>\n🛠 Xizmat\n💰 Narxi: Kelishiladi\n📍 Farg'ona viloyati, Marg'ilon\n\nTabiiy bo‘yoqlar");
    expect(call.params.photo).toMatchObject({ file: 'ipak.jpg' });
  });
});

describe('the captions', () => {
  it('stay within Telegram’s 1024 characters (counted without the markup), cutting the description at a word', () => {
    const shown = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    const long = 'Atlas & adras <ipak> '.repeat(200);
    const product = productCaption({ title: long, shortDescription: long, price: 999_999_999_999, priceDiscount: 1, discountPercent: 100, image: null, region: long, district: long, path: '/' });
    const announcement = announcementCaption({ type: 'service_announcement', title: long, description: long, priceMin: 1, priceMax: 999_999_999_999, negotiable: false, image: null, region: long, district: long, path: '/' });
    for (const caption of [product, announcement]) {
      expect(shown(caption).length).toBeLessThanOrEqual(CAPTION_MAX);
      expect(caption).not.toMatch(/<(?!\/?[bs]>)/);
    }
    expect(shown(product).split('\n')[0]).toMatch(/^Atlas & adras <ipak> .*…$/);
    expect(shown(product).split('\n').at(-1)).toMatch(/ipak>…$|adras…$|Atlas…$|&…$/);
  });
});

describe('without a channel', () => {
  it('posts nothing: a bot without TELEGRAM_CHANNEL makes no calls for listings', async () => {
    const plain = await buildTelegramTestApp();
    try {
      const user = await createSignedInUser(plain.t.app, { role: 'housemaker' });
      const category = await createCategory(plain.t.db);
      const body = multipart({ title: 'Kanalsiz', description: '<p>Mahsulot</p>', price: '100000', category: category.guid }, [await pngFile()]);
      const res = await plain.t.app.inject({ method: 'POST', url: '/api/shop/user-products/upload', payload: body.payload, headers: { ...body.headers, ...bearer(user.token) } });
      expect(res.statusCode, res.body).toBe(201);
      await jobsSettled(plain.t.app);
      await sweepChannel(plain.t.app.telegram);
      await jobsSettled(plain.t.app);
      // Only the webhook was set at start.
      expect(plain.telegram.calls.map((c) => c.method)).toEqual(['setWebhook']);
      expect(await plain.t.db.select().from(telegramChannelPosts)).toEqual([]);
    } finally {
      await closeTelegramTestApp(plain);
    }
  });
});
