import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { countQueries } from '../../test/count-queries';
import { accessTokenFor, bearer, createUser } from '../../test/factories';
import { announcementImages, announcements } from './announcements.table';
import { invalidateAnnouncementCaches, invalidateAnnouncementsHomeData } from './announcements.service';
import { returningVisitor, visitorCookie } from '../../test/visitors';

const t = useTestApp();
let authorId: number;
let authorGuid: string;

let seq = 0;
async function addAnnouncement(type: 'service_announcement' | 'work_announcement', o: { active?: boolean; thumbnail?: string | null; ageMinutes?: number } = {}) {
  const n = ++seq;
  const [row] = await t.db
    .insert(announcements)
    .values({
      meta: `elon-${n}`,
      userId: authorId,
      type,
      title: `E'lon ${n}`,
      description: type === 'work_announcement' ? '<p>Ish haqida</p>' : 'Xizmat\nhaqida',
      regionId: 13,
      districtId: 188,
      address: "Marg'ilon, Atlas ko'chasi 5",
      experience: '1-3 yil',
      workTime: 'part_time',
      priceMin: n % 2 ? 3_000_000 : null,
      priceMax: n % 2 ? 5_000_000 : null,
      negotiable: n % 2 === 0,
      thumbnail: o.thumbnail === undefined ? null : o.thumbnail,
      isActive: o.active ?? true,
      createdAt: new Date(Date.now() - (o.ageMinutes ?? 1000 - n) * 60_000),
    })
    .returning();
  return row;
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  const author = await createUser(t.db, { firstName: 'Aziz', lastName: "Ne'matov", role: 'housemaker' });
  authorId = author.id;
  authorGuid = author.guid;
});

describe('GET /api/announcements/home-data/', () => {
  it('answers empty lists on an empty site', async () => {
    invalidateAnnouncementsHomeData();
    expect((await get('/api/announcements/home-data/')).json()).toEqual({ service_announcement: [], work_announcement: [] });
  });

  it('sends the newest 8 active announcements of each type', async () => {
    const work = [];
    for (let i = 0; i < 10; i++) work.push(await addAnnouncement('work_announcement'));
    await addAnnouncement('work_announcement', { active: false, ageMinutes: 0 });
    const service = await addAnnouncement('service_announcement', { thumbnail: 'announcements/test/thumb' });
    const withImage = await addAnnouncement('service_announcement');
    await t.db.insert(announcementImages).values([
      { announcementId: withImage.id, image: 'announcements/test/second', position: 1 },
      { announcementId: withImage.id, image: 'announcements/test/first', position: 0 },
    ]);
    invalidateAnnouncementsHomeData();
    const res = await get('/api/announcements/home-data/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.work_announcement.map((a: { meta: string }) => a.meta)).toEqual(work.slice(2).reverse().map((a) => a.meta));
    expect(body.service_announcement.map((a: { meta: string }) => a.meta)).toEqual([withImage.meta, service.meta]);
    expect(body.service_announcement[0].thumbnail).toBe('/media/announcements/test/first-640.webp');
    expect(body.service_announcement[1].thumbnail).toBe('/media/announcements/test/thumb-640.webp');

    const last = work[9];
    expect(body.work_announcement[0]).toEqual({
      guid: last.guid,
      meta: last.meta,
      type: 'work_announcement',
      title: last.title,
      description: '<p>Ish haqida</p>',
      address: "Marg'ilon, Atlas ko'chasi 5",
      region: { id: 13, name_uz: "Farg'ona viloyati", name_oz: 'Фарғона вилояти', name_ru: 'Ферганская область', name_en: 'Fergana Region' },
      district: { id: 188, name_uz: expect.stringContaining('ilon'), name_oz: expect.stringMatching(/^Марғилон/), name_ru: 'Маргилан', name_en: "Marg'ilon" },
      experience: '1-3 yil',
      work_time: 'part_time',
      price_min: last.priceMin,
      price_max: last.priceMax,
      negotiable: last.negotiable,
      dealed: last.negotiable,
      argued: last.negotiable,
      thumbnail: null,
      views: 0,
      created_at: last.createdAt.toISOString(),
      expires_at: last.expiresAt.toISOString(),
      expired: false,
      user: { guid: authorGuid, first_name: 'Aziz', last_name: "Ne'matov", pfp: null },
    });
  });

  it('is a fixed number of queries whatever the number of announcements', async () => {
    invalidateAnnouncementsHomeData();
    const few = await countQueries(t.db, () => get('/api/announcements/home-data/'));
    for (let i = 0; i < 8; i++) await addAnnouncement('service_announcement', { thumbnail: `announcements/test/t${i}` });
    invalidateAnnouncementsHomeData();
    const many = await countQueries(t.db, () => get('/api/announcements/home-data/'));
    expect(few).toBe(2);
    expect(many).toBe(few);
  });
});

describe('GET /api/announcements/announcement/{meta}/', () => {
  it('sends the announcement, counts the view, and lists the others of its type', async () => {
    const res = await get('/api/announcements/announcement/elon-5/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.announcement).toMatchObject({ meta: 'elon-5', type: 'work_announcement', views: 0 }); // a first visit: given its cookie, counted when it comes back
    const others = body.announcements.map((a: { meta: string; type: string }) => a.meta);
    expect(others).toHaveLength(9); // 10 active work announcements, less this one
    expect(others).not.toContain('elon-5');
    expect(others).not.toContain('elon-11'); // inactive
    expect(body.announcements.every((a: { type: string }) => a.type === 'work_announcement')).toBe(true);
    // Back with its cookie it counts, reloading not again; another returning visitor counts.
    const look = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/announcements/announcement/elon-5/', headers: { cookie } })).json().announcement.views;
    expect(await look(visitorCookie(res))).toBe(1);
    expect(await look(visitorCookie(res))).toBe(1);
    expect(await look(returningVisitor(t.app))).toBe(2);
  });

  it('is a fixed number of queries whatever the number of others; a cached page costs only what is joined per request', async () => {
    invalidateAnnouncementCaches(t.db);
    const service = await countQueries(t.db, () => get('/api/announcements/announcement/elon-12/'));
    const work = await countQueries(t.db, () => get('/api/announcements/announcement/elon-3/'));
    expect(service).toBe(2); // the announcement and its images; the view is written later, in a batch
    expect(work).toBe(3); // the announcement, the others and its applicants
    expect(await countQueries(t.db, () => get('/api/announcements/announcement/elon-12/'))).toBe(0);
    expect(await countQueries(t.db, () => get('/api/announcements/announcement/elon-3/'))).toBe(1); // its applicants
  });

  it('answers a service with the announcement only (spec §7), with its images and no applicants', async () => {
    const body = (await get('/api/announcements/announcement/elon-12/')).json();
    expect(Object.keys(body)).toEqual(['announcement']);
    expect(body.announcement).toMatchObject({ type: 'service_announcement', images: [], saved: false, applicants_count: null });
    const job = (await get('/api/announcements/announcement/elon-3/')).json();
    expect(job.announcement).toMatchObject({ type: 'work_announcement', images: [], saved: false, applicants_count: 0 });
  });

  it('answers 404 for a missing announcement, and for an inactive one with its type (its page offers others of it)', async () => {
    const missing = await get('/api/announcements/announcement/yoq/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'announcements.not_found', message: "E'lon topilmadi" });
    const hidden = await get('/api/announcements/announcement/elon-11/');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ code: 'announcements.not_found', params: { type: expect.stringMatching(/_announcement$/) } });
  });

  it('answers 410 with its type for a deleted announcement, and 404 (not public yet, may be soon) for one in review (issue 40)', async () => {
    const gone = await addAnnouncement('service_announcement');
    const waiting = await addAnnouncement('work_announcement');
    const author = await accessTokenFor(t.app, { id: authorId, guid: authorGuid, role: 'housemaker' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/announcements/user-announcements/${gone.guid}/`, headers: bearer(author) })).statusCode).toBe(204);
    const removed = await get(`/api/announcements/announcement/${gone.meta}/`);
    expect(removed.statusCode).toBe(410);
    expect(removed.json()).toEqual({ code: 'announcements.removed', message: "Bu e'lon o'chirilgan", params: { type: 'service_announcement' } });

    await t.db.update(announcements).set({ moderationState: 'pending' }).where(eq(announcements.id, waiting.id));
    invalidateAnnouncementCaches();
    const inReview = await get(`/api/announcements/announcement/${waiting.meta}/`);
    expect(inReview.statusCode).toBe(404);
    expect(inReview.json()).toMatchObject({ code: 'announcements.in_review', params: { type: 'work_announcement' } });
    // Its author still sees it.
    expect((await t.app.inject({ method: 'GET', url: `/api/announcements/announcement/${waiting.meta}/`, headers: bearer(author) })).statusCode).toBe(200);
  });
});

describe('GET /api/announcements/mannouncement/{guid}/ (the chat\'s card)', () => {
  it('answers what the card names: kind, title, pay and the meta of its page', async () => {
    const job = await addAnnouncement('work_announcement');
    const res = await get(`/api/announcements/mannouncement/${job.guid}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ guid: job.guid, meta: job.meta, type: 'work_announcement', title: job.title, price_min: job.priceMin, price_max: job.priceMax, negotiable: job.negotiable });
  });

  it('answers 404 for one that is hidden (but to its author), missing, or not a guid', async () => {
    const hidden = await addAnnouncement('service_announcement', { active: false });
    expect((await get(`/api/announcements/mannouncement/${hidden.guid}/`)).statusCode).toBe(404);
    const author = await t.app.inject({ method: 'GET', url: `/api/announcements/mannouncement/${hidden.guid}/`, headers: bearer(await accessTokenFor(t.app, { id: authorId, guid: authorGuid, role: 'housemaker' })) });
    expect(author.json()).toMatchObject({ guid: hidden.guid, title: hidden.title });
    expect((await get(`/api/announcements/mannouncement/${crypto.randomUUID()}/`)).statusCode).toBe(404);
    expect((await get('/api/announcements/mannouncement/yoq/')).statusCode).toBe(400);
  });
});
