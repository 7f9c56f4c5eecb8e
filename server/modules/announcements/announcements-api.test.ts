import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_MAX_TTL_DAYS, ANNOUNCEMENT_TTL_DAYS } from '@shared/constants';
import { type AnnouncementItem, type AnnouncementsHomeData, type SavedSearch, type UserAnnouncement } from '@shared/schemas/announcements';
import { defaultExpiry, expiryOfLastDay, lastDayOf } from '@shared/announcement-days';
import { tashkentDay } from '@shared/format/date';
import type { Paged } from '@shared/schemas/common';
import { MSG } from '@shared/validation/messages';
import { useTestApp } from '../../test/app';
import { jobsSettled } from '../../test/jobs';
import { accessTokenFor, bearer, createSignedInUser, createUser, newUserToken, type SignedInUser } from '../../test/factories';
import { expectFieldErrors, expectFieldErrorsInclude } from '../../test/responses';
import { multipart, type FilePart } from '../../test/multipart';
import { jpegFile, pngFile } from '../../test/shop-factories';
import { notifications } from '../notifications/notifications.table';
import { announcementImages, announcements } from './announcements.table';

/**
 * The announcements API beyond the spec's two reads (issue 12): create, edit and delete by the author,
 * the list's filters and search, saving, the own and saved lists, saved searches and their
 * notifications, and how many people applied to a job.
 */

const t = useTestApp();
let author: SignedInUser;
let otherToken: string;
let moderatorToken: string;

// Places of the geo data: Farg'ona viloyati (13) with Marg'ilon (188) and Rishton (177); Toshkent shahri (11) with Chilonzor (147).
const FERGANA = 13;
const MARGILON = 188;
const RISHTON = 177;
const TASHKENT = 11;
const CHILONZOR = 147;

beforeAll(async () => {
  author = await createSignedInUser(t.app, { role: 'housemaker', firstName: 'Aziz', lastName: 'Karimov' });
  otherToken = await newUserToken(t.app, { firstName: 'Boshqa', lastName: 'Odam' });
  moderatorToken = await newUserToken(t.app, { role: 'moderator' });
});

const job = (overrides: Record<string, string> = {}) => ({
  annoucement_type: 'work_announcement',
  name: "Atlas to'quvchi kerak",
  negotiate: 'false',
  price_min: '3000000',
  price_max: '5000000',
  region: String(FERGANA),
  district: String(MARGILON),
  address: "Marg'ilon, Ipakchilar ko'chasi 5",
  experience: '1–3 yil',
  work_time: 'full_time',
  description: '<p>Qo‘l dastgohida <strong>atlas</strong> to‘qish.</p>',
  ...overrides,
});

const service = (overrides: Record<string, string> = {}) => ({
  ...job(),
  annoucement_type: 'service_announcement',
  name: "Ipakni tabiiy bo'yoqlar bilan bo'yash",
  description: 'Tabiiy bo‘yoqlar.\n\nBuyurtma asosida.',
  work_time: 'flexable_time',
  ...overrides,
});

function send(method: 'POST' | 'PATCH', url: string, fields: Record<string, string | string[]>, files: FilePart[] = [], token: string | null = author.token) {
  const body = multipart(fields, files);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...(token ? bearer(token) : {}) } });
}
const create = (fields: Record<string, string | string[]>, files: FilePart[] = [], token: string | null = author.token) => send('POST', '/api/announcements/user-announcements/', fields, files, token);

async function created(fields: Record<string, string>, files: FilePart[] = [], token = author.token): Promise<UserAnnouncement> {
  const res = await create(fields, files, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const list = async (query: string, token?: string): Promise<Paged<AnnouncementItem>> => {
  const res = await get(`/api/announcements/list/?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const titles = (page: Paged<AnnouncementItem>) => page.data.map((a) => a.title).sort();
const count = async () => (await t.db.select().from(announcements)).length;
const uploadFiles = () => {
  const dir = path.join(t.config.uploadsDir, 'announcements');
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.webp')).length : 0;
};

describe('POST user-announcements/ (create)', () => {
  it('creates a job from the form draft (spec §3), sanitising its HTML', async () => {
    const a = await created(job({ description: '<p onclick="steal()">Ish <strong>haqida</strong></p><script>alert(1)</script><a href="javascript:alert(1)">bosing</a>' }));
    expect(a).toMatchObject({
      type: 'work_announcement',
      title: "Atlas to'quvchi kerak",
      price_min: 3_000_000,
      price_max: 5_000_000,
      negotiable: false,
      dealed: false,
      argued: false,
      work_time: 'full_time',
      experience: '1–3 yil',
      address: "Marg'ilon, Ipakchilar ko'chasi 5",
      region: { id: FERGANA },
      district: { id: MARGILON },
      images: [],
      is_active: true,
      saved: false,
      applicants_count: 0,
      user: { guid: author.guid, first_name: 'Aziz' },
    });
    expect(a.meta).toMatch(/^atlas-toquvchi-kerak-[0-9a-f]{6}$/);
    expect(a.description).toContain('<strong>haqida</strong>');
    expect(a.description).not.toMatch(/script|onclick|javascript:|alert/i);
    // The public page shows the same.
    const page = (await get(`/api/announcements/announcement/${a.meta}/`)).json();
    expect(page.announcement.description).toBe(a.description);
    expect(page.announcements).toEqual(expect.any(Array));
  });

  it('takes a job as JSON too, negotiable by default (amounts then ignored)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/announcements/user-announcements/',
      headers: bearer(author.token),
      payload: { ...job(), negotiate: undefined, price_min: 10, price_max: 5 },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ negotiable: true, dealed: true, argued: true, price_min: null, price_max: null });
  });

  it('creates a service with 1 to 4 images, re-encoded as a product’s, and plain-text description', async () => {
    const a = await created(service({ description: 'Tabiiy bo‘yoqlar.\n\n\n\nBuyurtma <script>alert(1)</script><b>asosida</b>.' }), [await pngFile('a.png'), await jpegFile('b.jpg')]);
    expect(a.type).toBe('service_announcement');
    expect(a.images).toHaveLength(2);
    for (const img of a.images) expect(img.image).toMatch(/^\/media\/announcements\/\d{4}\/[0-9a-f]+-640\.webp$/);
    expect(a.thumbnail).toBe(a.images[0].image);
    expect(a.description).toBe('Tabiiy bo‘yoqlar.\n\nBuyurtma asosida.');
    expect(a.applicants_count).toBeNull();
    const res = await t.app.inject({ method: 'GET', url: a.images[0].image });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.includes(Buffer.from('secret-gps-owner'))).toBe(false);
    // A service's page answers the announcement only (spec §7).
    const page = (await get(`/api/announcements/announcement/${a.meta}/`)).json();
    expect(Object.keys(page)).toEqual(['announcement']);
    expect(page.announcement.images).toEqual(a.images);
  });

  it('refuses anonymous callers before reading the form', async () => {
    const res = await create(job(), [], null);
    expect(res.statusCode).toBe(401);
  });

  it('answers the field codes and stores nothing on bad input', async () => {
    const before = await count();
    const files = uploadFiles();
    const empty = await create({});
    expectFieldErrorsInclude(empty, {
      annoucement_type: MSG.announcementTypeRequired,
      name: MSG.announcementNameRequired,
      region: MSG.announcementRegionRequired,
      district: MSG.districtRequired,
      work_time: MSG.workTimeInvalid,
      description: MSG.announcementDescriptionRequired,
    });
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ price_min: '6000000', price_max: '5000000' }, { price_max: MSG.priceRange }],
      [{ price_min: '', price_max: '' }, { price_min: MSG.payRequired }],
      [{ price_min: '12abc' }, { price_min: MSG.numberOnly }],
      [{ price_max: '1000000000000' }, { price_max: MSG.priceTooLarge }],
      [{ work_time: 'night_time' }, { work_time: MSG.workTimeInvalid }],
      [{ annoucement_type: 'course' }, { annoucement_type: MSG.announcementTypeRequired }],
      [{ district: String(CHILONZOR) }, { district: MSG.districtInvalid }],
      [{ district: '999999' }, { district: MSG.districtInvalid }],
      [{ region: '999' }, { region: MSG.regionInvalid }],
      [{ description: '<script>alert(1)</script>' }, { description: MSG.announcementDescriptionRequired }],
    ];
    for (const [override, errors] of cases) {
      const res = await create(job(override));
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', errors });
    }
    expect(await count()).toBe(before);
    expect(uploadFiles()).toBe(files);
  });

  it('refuses images on a job, a service without images or with more than 4, and a file that is not an image', async () => {
    const before = await count();
    const files = uploadFiles();
    const png = await pngFile();
    const cases: [Record<string, string>, FilePart[], string, Record<string, string> | undefined][] = [
      [job(), [png], 'validation_failed', { images: MSG.imagesNotForJobs }],
      [service(), [], 'validation_failed', { images: MSG.imagesMin }],
      [service(), [png, png, png, png, png], 'validation_failed', { images: MSG.imagesMax }],
      [service(), [{ name: 'images', filename: 'x.png', type: 'image/png', data: Buffer.from('not an image at all') }], 'upload.not_an_image', { images: MSG.imageOnly }],
    ];
    for (const [fields, parts, code, errors] of cases) {
      const res = await create(fields, parts);
      expect(res.statusCode, `${fields.annoucement_type} with ${parts.length}`).toBe(400);
      expect(res.json()).toMatchObject({ code, errors });
    }
    expect(await count()).toBe(before);
    expect(uploadFiles()).toBe(files);
  });
});

describe('PATCH and DELETE user-announcements/{guid}/', () => {
  it('lets the author edit, keeping and replacing a service’s images as a product’s edit does', async () => {
    const a = await created(service(), [await pngFile('a.png', '#111111'), await pngFile('b.png', '#222222')]);
    const url = `/api/announcements/user-announcements/${a.guid}/`;
    const res = await send('PATCH', url, { name: 'Yangi nom', keep_images: String(a.images[1].id), negotiate: 'true' }, [await jpegFile('c.jpg')]);
    expect(res.statusCode, res.body).toBe(200);
    const edited: UserAnnouncement = res.json();
    expect(edited).toMatchObject({ title: 'Yangi nom', negotiable: true, price_min: null, price_max: null });
    expect(edited.images).toHaveLength(2);
    expect(edited.images[0].id).toBe(a.images[1].id);
    // Hidden by its author: gone for everyone else, still in the own list.
    expect((await send('PATCH', url, { is_active: 'false' })).statusCode).toBe(200);
    expect((await get(`/api/announcements/announcement/${a.meta}/`)).statusCode).toBe(404);
    expect((await get(`/api/announcements/announcement/${a.meta}/`, author.token)).statusCode).toBe(200);
  });

  it('refuses a price_min above price_max, images on a job, a changed type and a district of another region', async () => {
    const a = await created(job());
    const url = `/api/announcements/user-announcements/${a.guid}/`;
    const cases: [Record<string, string>, FilePart[], Record<string, string>][] = [
      [{ price_min: '9000000' }, [], { price_max: MSG.priceRange }],
      [{}, [await pngFile()], { images: MSG.imagesNotForJobs }],
      [{ annoucement_type: 'service_announcement' }, [], { annoucement_type: MSG.announcementTypeFixed }],
      [{ region: String(TASHKENT) }, [], { district: MSG.districtInvalid }],
    ];
    for (const [fields, files, errors] of cases) {
      const res = await send('PATCH', url, fields, files);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().errors).toMatchObject(errors);
    }
    const ok = await send('PATCH', url, { region: String(TASHKENT), district: String(CHILONZOR), price_max: '' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ region: { id: TASHKENT }, district: { id: CHILONZOR }, price_min: 3_000_000, price_max: null });
  });

  it('is the author’s alone: 401 without a token, 403 for another user (404 for their read), a moderator may delete (then 410: removed)', async () => {
    const a = await created(job());
    const url = `/api/announcements/user-announcements/${a.guid}/`;
    expect((await send('PATCH', url, { name: 'X' }, [], null)).statusCode).toBe(401);
    const foreign = await send('PATCH', url, { name: 'Boshqa nom' }, [], otherToken);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('announcements.not_yours');
    expect((await get(url, otherToken)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(otherToken) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PATCH', url, headers: bearer(moderatorToken), payload: { name: 'Moderator' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(moderatorToken) })).statusCode).toBe(204);
    expect((await get(`/api/announcements/announcement/${a.meta}/`)).statusCode).toBe(410);
  });

  it('deletes the author’s service with its image files, and shows the change at once', async () => {
    const a = await created(service(), [await pngFile()]);
    expect((await get('/api/announcements/home-data/')).json().service_announcement.map((x: { guid: string }) => x.guid)).toContain(a.guid);
    const files = uploadFiles();
    const res = await t.app.inject({ method: 'DELETE', url: `/api/announcements/user-announcements/${a.guid}/`, headers: bearer(author.token) });
    expect(res.statusCode).toBe(204);
    expect(uploadFiles()).toBe(files - 3); // its one image, in three widths
    expect((await t.db.select().from(announcementImages).where(eq(announcementImages.announcementId, a.images[0].id))).length).toBe(0);
    expect((await get('/api/announcements/home-data/')).json().service_announcement.map((x: { guid: string }) => x.guid)).not.toContain(a.guid);
    expect((await get(`/api/announcements/announcement/${a.meta}/`)).statusCode).toBe(410);
  });
});

describe('GET list/', () => {
  let sellerToken: string;
  beforeAll(async () => {
    await t.db.delete(announcements);
    sellerToken = await newUserToken(t.app, { firstName: 'Sotuvchi' });
    const other = { address: 'Markaz', description: '<p>Ish haqida</p>' };
    await created(job({ name: "Marg'ilon atlas to'quvchisi", price_min: '4000000', price_max: '6000000', ...other }), [], sellerToken);
    await created(job({ name: 'Rishton kulol shogirdi', district: String(RISHTON), work_time: 'part_time', price_min: '1000000', price_max: '2000000', ...other }), [], sellerToken);
    await created(job({ name: 'Toshkent tikuvchi', region: String(TASHKENT), district: String(CHILONZOR), negotiate: 'true', ...other }), [], sellerToken);
    await created(service({ name: 'Gʻaltak ipak boʻyash', price_min: '100000', price_max: '300000', ...other, description: 'Xizmat haqida' }), [await pngFile()], sellerToken);
  });

  it('lists every active announcement, newest first, paginated like the shop’s lists', async () => {
    const all = await list('');
    expect(all).toMatchObject({ current_page: 1, total_pages: 1, count: 4 });
    expect(all.data[0].title).toBe('Gʻaltak ipak boʻyash');
    expect(all.data.every((a) => a.saved === false)).toBe(true);
    const page2 = await list('page_size=3&page=2');
    expect(page2).toMatchObject({ current_page: 2, total_pages: 2, count: 4 });
    expect(page2.data.map((a) => a.title)).toEqual(["Marg'ilon atlas to'quvchisi"]);
  });

  it('narrows by each filter', async () => {
    expect(titles(await list('type=service'))).toEqual(['Gʻaltak ipak boʻyash']);
    expect(titles(await list('type=work'))).toHaveLength(3);
    expect(titles(await list('type=work_announcement'))).toHaveLength(3);
    expect(titles(await list(`region=${TASHKENT}`))).toEqual(['Toshkent tikuvchi']);
    expect(titles(await list(`district=${RISHTON}`))).toEqual(['Rishton kulol shogirdi']);
    expect(titles(await list('work_time=part_time'))).toEqual(['Rishton kulol shogirdi']);
    expect(titles(await list('negotiable=true'))).toEqual(['Toshkent tikuvchi']);
    expect(titles(await list('negotiable=false'))).toHaveLength(3);
    // Pay ranges overlap: 1.5–2.5 million meets 1–2 million only; from 5 million meets 4–6 million.
    expect(titles(await list('price_from=1500000&price_to=2500000'))).toEqual(['Rishton kulol shogirdi']);
    expect(titles(await list('price_from=5000000'))).toEqual(["Marg'ilon atlas to'quvchisi"]);
    expect(titles(await list('price_to=200000'))).toEqual(['Gʻaltak ipak boʻyash']);
    expect(titles(await list(`type=work&region=${FERGANA}&work_time=full_time`))).toEqual(["Marg'ilon atlas to'quvchisi"]);
  });

  it('sorts by pay, those without a stated pay last', async () => {
    expect((await list('sort=pay_desc')).data.map((a) => a.title)).toEqual(["Marg'ilon atlas to'quvchisi", 'Rishton kulol shogirdi', 'Gʻaltak ipak boʻyash', 'Toshkent tikuvchi']);
    expect((await list('sort=pay_asc')).data.map((a) => a.title)).toEqual(['Gʻaltak ipak boʻyash', 'Rishton kulol shogirdi', "Marg'ilon atlas to'quvchisi", 'Toshkent tikuvchi']);
  });

  it('finds a word however it is spelled: apostrophe letters or none, Latin or Cyrillic (the shop’s search key)', async () => {
    for (const q of ["marg'ilon", 'Margʻilon', 'margilon', 'Марғилон', 'Маргилон']) expect(titles(await list(`q=${encodeURIComponent(q)}`)), q).toEqual(["Marg'ilon atlas to'quvchisi"]);
    for (const q of ["g'altak", 'galtak', 'ғалтак']) expect(titles(await list(`q=${encodeURIComponent(q)}`)), q).toEqual(['Gʻaltak ipak boʻyash']);
    expect(titles(await list(`q=${encodeURIComponent('atlas rishton')}`))).toEqual([]);
  });

  it('finds the Russian spelling of a place, and forgives a one-letter slip when nothing is found (did_you_mean)', async () => {
    for (const q of ['Маргилан', 'Margilan', 'Риштан']) expect(titles(await list(`q=${encodeURIComponent(q)}`)), q).toHaveLength(1);
    const slip = async (q: string) => {
      const page = (await list(`q=${encodeURIComponent(q)}`)) as Paged<AnnouncementItem> & { did_you_mean: string | null };
      return { titles: titles(page), didYouMean: page.did_you_mean };
    };
    expect(await slip('tikvchi')).toEqual({ titles: ['Toshkent tikuvchi'], didYouMean: 'tikuvchi' });
    expect(await slip('kulol shogridi')).toEqual({ titles: ['Rishton kulol shogirdi'], didYouMean: 'kulol shogirdi' });
    expect(await slip('kulol')).toEqual({ titles: ['Rishton kulol shogirdi'], didYouMean: null });
  });

  it('a later page of a search keeps its words (only a first page is corrected)', async () => {
    expect(await list(`q=kulol&page=2&page_size=1`)).toMatchObject({ data: [], count: 1 });
  });

  it('refuses a bad filter with a 400', async () => {
    for (const query of ['work_time=night', 'type=course', 'region=abc', 'price_from=-5', 'sort=cheap', 'page_size=1000']) {
      expect((await get(`/api/announcements/list/?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('saving, and the saved and own lists', () => {
  it('saves and unsaves; the saved list and the flags on lists and pages follow', async () => {
    const a = await created(job({ name: 'Saqlanadigan ish' }));
    const save = `/api/announcements/announcement/${a.meta}/save/`;
    expect((await t.app.inject({ method: 'POST', url: save })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: save, headers: bearer(otherToken) })).json()).toEqual({ saved: true });
    expect((await t.app.inject({ method: 'POST', url: save, headers: bearer(otherToken) })).json()).toEqual({ saved: true }); // twice is once

    const saved: Paged<AnnouncementItem> = (await get('/api/announcements/saved-announcements/', otherToken)).json();
    expect(saved).toMatchObject({ count: 1, data: [{ guid: a.guid, saved: true }] });
    expect((await get(`/api/announcements/announcement/${a.meta}/`, otherToken)).json().announcement.saved).toBe(true);
    expect((await get(`/api/announcements/announcement/${a.meta}/`)).json().announcement.saved).toBe(false);
    expect((await list('q=saqlanadigan', otherToken)).data[0].saved).toBe(true);
    expect((await list('q=saqlanadigan', author.token)).data[0].saved).toBe(false);

    expect((await t.app.inject({ method: 'DELETE', url: save, headers: bearer(otherToken) })).json()).toEqual({ saved: false });
    expect((await get('/api/announcements/saved-announcements/', otherToken)).json()).toMatchObject({ count: 0, data: [] });
    expect((await t.app.inject({ method: 'POST', url: '/api/announcements/announcement/yoq-elon/save/', headers: bearer(otherToken) })).statusCode).toBe(404);
    expect((await get('/api/announcements/saved-announcements/')).statusCode).toBe(401);
  });

  it('lists the caller’s own announcements, hidden ones too, and no one else’s', async () => {
    const mine = await created(job({ name: 'Yashirin ish' }));
    await send('PATCH', `/api/announcements/user-announcements/${mine.guid}/`, { is_active: 'false' });
    const own: Paged<UserAnnouncement> = (await get('/api/announcements/user-announcements/?page_size=100', author.token)).json();
    expect(own.data.find((a) => a.guid === mine.guid)).toMatchObject({ is_active: false, applicants_count: 0 });
    expect(own.data.every((a) => a.user.guid === author.guid)).toBe(true);
    expect((await get('/api/announcements/user-announcements/', otherToken)).json().data.some((a: { guid: string }) => a.guid === mine.guid)).toBe(false);
    expect((await get('/api/announcements/user-announcements/')).statusCode).toBe(401);
  });
});

describe('applicants', () => {
  it('counts the distinct people who opened a chat about a job (the messenger’s create call with data:{announcement})', async () => {
    const a = await created(job({ name: 'Arizalar soni' }));
    const apply = (token: string) =>
      t.app.inject({ method: 'POST', url: `/api/messenger/chats/${author.guid}/create/`, headers: bearer(token), payload: { data: { announcement: a.guid.toUpperCase() } } });
    const applicants = async () => (await get(`/api/announcements/announcement/${a.meta}/`)).json().announcement.applicants_count;
    expect(await applicants()).toBe(0);
    expect((await apply(otherToken)).statusCode).toBe(201);
    expect(await applicants()).toBe(1);
    expect((await apply(otherToken)).statusCode).toBe(200); // the same person again
    const third = await createUser(t.db);
    expect((await apply(await accessTokenFor(t.app, third))).statusCode).toBe(201);
    expect(await applicants()).toBe(2);
    const own: Paged<UserAnnouncement> = (await get('/api/announcements/user-announcements/?page_size=100', author.token)).json();
    expect(own.data.find((x) => x.guid === a.guid)?.applicants_count).toBe(2);
  });
});

describe('saved searches', () => {
  it('saves, lists and deletes the caller’s searches; refuses bad ones', async () => {
    const url = '/api/announcements/saved-searches/';
    expect((await t.app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url, headers: bearer(otherToken), payload: { type: 'work', region: FERGANA, work_time: 'full_time', price_from: 2_000_000, q: 'atlas' } });
    expect(res.statusCode, res.body).toBe(201);
    const s: SavedSearch = res.json();
    expect(s).toMatchObject({ type: 'work_announcement', region: FERGANA, district: null, work_time: 'full_time', price_from: 2_000_000, price_to: null, negotiable: null, q: 'atlas' });
    expect((await get(url, otherToken)).json()).toEqual([s]);
    expect((await get(url, author.token)).json()).toEqual([]);
    expect((await t.app.inject({ method: 'POST', url, headers: bearer(otherToken), payload: { work_time: 'night' } })).statusCode).toBe(400);
    const wrongPlace = await t.app.inject({ method: 'POST', url, headers: bearer(otherToken), payload: { region: TASHKENT, district: MARGILON } });
    expectFieldErrors(wrongPlace, { district: MSG.districtInvalid });
    expect((await t.app.inject({ method: 'DELETE', url: `${url}${s.guid}/`, headers: bearer(author.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${url}${s.guid}/`, headers: bearer(otherToken) })).statusCode).toBe(204);
    expect((await get(url, otherToken)).json()).toEqual([]);
  });

  it('notifies the user when a new matching announcement is published, and not for one that does not match', async () => {
    const watcher = await createSignedInUser(t.app, { firstName: 'Kuzatuvchi' });
    const save = await t.app.inject({
      method: 'POST',
      url: '/api/announcements/saved-searches/',
      headers: bearer(watcher.token),
      payload: { type: 'work', region: String(FERGANA), work_time: 'full_time', price_from: '2000000', price_to: '4000000', q: 'Атлас' },
    });
    expect(save.statusCode, save.body).toBe(201);
    const mine = async () => t.db.select().from(notifications).where(eq(notifications.userId, watcher.id));

    // Not matching: another region, another work time, pay out of range, negotiable, a service, other words.
    for (const fields of [
      job({ name: 'Atlas Toshkentda', region: String(TASHKENT), district: String(CHILONZOR) }),
      job({ name: 'Atlas yarim kun', work_time: 'part_time' }),
      job({ name: 'Atlas qimmat', price_min: '4500000', price_max: '9000000' }),
      job({ name: 'Atlas kelishiladi', negotiate: 'true' }),
      job({ name: 'Kulol kerak', description: '<p>Loy bilan ishlash</p>' }),
    ]) {
      await created(fields);
    }
    await created(service({ name: 'Atlas xizmati' }), [await pngFile()]);
    // The alerts are jobs: once they are done, nobody was told.
    await jobsSettled(t.app);
    expect((await mine()).map((n) => n.params)).toEqual([]);

    // Matching: its words in any spelling, pay 3–5 million overlapping 2–4 million.
    const match = await created(job({ name: "Marg'ilon atlas ustaxonasi" }));
    await jobsSettled(t.app);
    const [n, ...more] = await mine();
    expect(more).toEqual([]);
    expect(n).toMatchObject({ code: 'announcements.search_match', params: { title: "Marg'ilon atlas ustaxonasi", type: 'work_announcement' }, link: `/announcements/details/${match.meta}/` });
    // The bell lists it.
    const bell = (await get('/api/users/notifications/', watcher.token)).json();
    expect(bell.data[0]).toMatchObject({ code: 'announcements.search_match', read: false });
    // The author is not told about their own announcement.
    await t.app.inject({ method: 'POST', url: '/api/announcements/saved-searches/', headers: bearer(author.token), payload: { q: 'atlas' } });
    await created(job({ name: 'Yana atlas' }));
    await jobsSettled(t.app);
    const authors = await t.db.select().from(notifications).where(eq(notifications.userId, author.id));
    expect(authors.filter((x) => x.code === 'announcements.search_match')).toEqual([]);
  });
});

describe('the sitemap', () => {
  it('lists the job pages beside the service pages', async () => {
    const a = await created(job({ name: 'Sitemapdagi ish' }));
    const res = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'ipak.test' } });
    expect(res.body).toContain(`/announcements/details/${a.meta}/</loc>`);
  });
});

describe("an announcement's last day (issue 23)", () => {
  /** A Tashkent day `days` from today, as the form sends it. */
  const day = (days: number) => tashkentDay(new Date(), days);
  /** Its last day is over (an hour ago). */
  const expire = (guid: string) => t.db.update(announcements).set({ expiresAt: new Date(Date.now() - 3_600_000) }).where(eq(announcements.guid, guid));
  const publicJobs = async () => ((await get('/api/announcements/home-data/')).json() as AnnouncementsHomeData).work_announcement.map((a) => a.guid);

  it('lives ANNOUNCEMENT_TTL_DAYS to the end of that Tashkent day unless the author sets its last day; the API answers it', async () => {
    const plain = await created(job({ name: 'Muddatsiz ish' }));
    expect(plain.expires_at).toBe(defaultExpiry(new Date(plain.created_at)).toISOString());
    expect(lastDayOf(plain.expires_at)).toBe(day(ANNOUNCEMENT_TTL_DAYS));
    expect(plain.expired).toBe(false);

    const set = await created(job({ name: 'Muddatli ish', expires_at: day(45) }));
    expect(set.expires_at).toBe(expiryOfLastDay(day(45)).toISOString());
    const page = (await get(`/api/announcements/announcement/${set.meta}/`)).json();
    expect(page.announcement).toMatchObject({ expires_at: set.expires_at, expired: false });
    // Today is a last day too; JSON takes it as well.
    const today = await t.app.inject({ method: 'POST', url: '/api/announcements/user-announcements/', headers: bearer(author.token), payload: { ...job({ name: 'Bugungi ish' }), expires_at: day(0) } });
    expect(today.statusCode, today.body).toBe(201);
    expect(lastDayOf(today.json().expires_at)).toBe(day(0));
  });

  it('refuses a last day in the past, past the longest life, or not a date, with the field codes, and stores nothing', async () => {
    const before = await count();
    for (const [expires_at, code] of [
      [day(-1), MSG.announcementExpiryPast],
      [day(ANNOUNCEMENT_MAX_TTL_DAYS + 1), MSG.announcementExpiryTooFar],
      ['2026-02-30', MSG.dateInvalid],
      ['31.12.2026', MSG.dateInvalid],
    ] as const) {
      const res = await create(job({ expires_at }));
      expect(res.statusCode, expires_at).toBe(400);
      expect(res.json().errors, expires_at).toEqual({ expires_at: code });
    }
    expect(await count()).toBe(before);
    const mine = await created(job({ name: 'Tahrirlanadigan muddat' }));
    const edit = await send('PATCH', `/api/announcements/user-announcements/${mine.guid}/`, { expires_at: day(-2) });
    expectFieldErrors(edit, { expires_at: MSG.announcementExpiryPast });
  });

  it('leaves every public list once it is over: home data, the list and its search, the others beside a job, the sitemap; its page still answers, saying so', async () => {
    const gone = await created(job({ name: 'Zarbof ustasi kerak' }));
    const stays = await created(job({ name: 'Zardoz ustasi kerak' }));
    expect((await t.app.inject({ method: 'POST', url: `/api/announcements/announcement/${gone.meta}/save/`, headers: bearer(otherToken) })).statusCode).toBe(200);
    expect(await publicJobs()).toContain(gone.guid);
    await expire(gone.guid);
    // A write clears the caches; an expiry is a moment, so the caches' few seconds are all it may lag.
    await created(job({ name: 'Keshni yangilovchi ish' }));

    expect(await publicJobs()).not.toContain(gone.guid);
    expect(await publicJobs()).toContain(stays.guid);
    expect((await list('type=work&page_size=100')).data.map((a) => a.guid)).not.toContain(gone.guid);
    expect((await list('q=zarbof')).data).toEqual([]);
    expect((await list('q=zardoz')).data.map((a) => a.guid)).toEqual([stays.guid]);
    const beside = (await get(`/api/announcements/announcement/${stays.meta}/`)).json();
    expect(beside.announcements.map((a: { guid: string }) => a.guid)).not.toContain(gone.guid);
    const sitemap = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'ipak.test' } });
    expect(sitemap.body).not.toContain(`/announcements/details/${gone.meta}/</loc>`);
    expect(sitemap.body).toContain(`/announcements/details/${stays.meta}/</loc>`);

    // Its own page answers (old links of its author and applicants), flagged.
    const page = await get(`/api/announcements/announcement/${gone.meta}/`);
    expect(page.statusCode).toBe(200);
    expect(page.json().announcement).toMatchObject({ guid: gone.guid, expired: true });
    expect(Date.parse(page.json().announcement.expires_at)).toBeLessThan(Date.now());
    // The author's own list keeps it, marked; so does the list of whoever saved it.
    const own = (await get('/api/announcements/user-announcements/?page_size=100', author.token)).json() as Paged<UserAnnouncement>;
    expect(own.data.find((a) => a.guid === gone.guid)).toMatchObject({ expired: true });
    const saved = (await get('/api/announcements/saved-announcements/', otherToken)).json() as Paged<AnnouncementItem>;
    expect(saved.data.find((a) => a.guid === gone.guid)).toMatchObject({ expired: true, saved: true });

    // Its author extends it (a new last day): it is listed again, and its review state is untouched.
    const extended = await send('PATCH', `/api/announcements/user-announcements/${gone.guid}/`, { expires_at: day(20) });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json()).toMatchObject({ expired: false, expires_at: expiryOfLastDay(day(20)).toISOString(), moderation: { state: 'published' } });
    expect((await list('q=zarbof')).data.map((a) => a.guid)).toEqual([gone.guid]);
  });

  it("a held one's default life counts from its approval; a last day its author set stays; one approved after its last day tells no saved search", async () => {
    const adminToken = await newUserToken(t.app, { role: 'admin' });
    const settings = (body: object) => t.app.inject({ method: 'PUT', url: '/api/moderation/dashboard/settings/', headers: bearer(adminToken), payload: body });
    expect((await settings({ announcement: true })).statusCode).toBe(200);
    try {
      const watcher = await createSignedInUser(t.app, { firstName: 'Kutuvchi' });
        expect((await t.app.inject({ method: 'POST', url: '/api/announcements/saved-searches/', headers: bearer(watcher.token), payload: { q: 'kashtado‘z' } })).statusCode).toBe(201);

      const plain = await created(job({ name: 'Kashtadoʻz kerak (kutgan)' }));
      const chosen = await created(job({ name: 'Kashtado‘z kerak (tanlangan)', expires_at: day(50) }));
      const late = await created(job({ name: 'Kashtado‘z kerak (kechikkan)', expires_at: day(3) }));
      expect(plain.moderation.state).toBe('pending');
      // They waited in the queue: the first was posted 10 days ago (its default life with it), the last one's day is over.
      const posted = new Date(Date.now() - 10 * 86_400_000);
      await t.db.update(announcements).set({ createdAt: posted, expiresAt: defaultExpiry(posted) }).where(eq(announcements.guid, plain.guid));
      await expire(late.guid);

      const moderatorQueue = (await t.app.inject({ method: 'POST', url: '/api/moderation/dashboard/queue/', headers: bearer(moderatorToken), payload: { page_size: 100, source: 'review' } })).json();
      for (const a of [plain, chosen, late]) {
        const c = moderatorQueue.data.find((x: { target_guid: string }) => x.target_guid === a.guid);
        const res = await t.app.inject({ method: 'POST', url: `/api/moderation/dashboard/cases/${c.guid}/approve/`, headers: bearer(moderatorToken) });
        expect(res.statusCode, res.body).toBe(200);
      }
      const stored = async (guid: string) => (await t.db.select().from(announcements).where(eq(announcements.guid, guid)))[0]!;
      expect(lastDayOf((await stored(plain.guid)).expiresAt)).toBe(day(ANNOUNCEMENT_TTL_DAYS));
      expect((await stored(chosen.guid)).expiresAt.toISOString()).toBe(expiryOfLastDay(day(50)).toISOString());
      expect((await stored(late.guid)).expiresAt.getTime()).toBeLessThan(Date.now());
      expect((await list('q=kashtadoz')).data.map((a) => a.guid).sort()).toEqual([plain.guid, chosen.guid].sort());
      // The alerts are the job queue's work: read them once it has done what the approvals queued.
      await jobsSettled(t.app);
      const told = (await t.db.select().from(notifications).where(eq(notifications.userId, watcher.id))).map((n) => (n.params as { title: string }).title);
      expect(told.sort()).toEqual([plain.title, chosen.title].sort());
    } finally {
      await settings({ announcement: false });
    }
  });
});
