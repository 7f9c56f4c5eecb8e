import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_MAX_TTL_DAYS, ANNOUNCEMENT_TTL_DAYS } from '@shared/constants';
import { announcementFormSchema, type UserAnnouncement } from '@shared/schemas/announcements';
import { defaultExpiry, expiryOfLastDay, lastDayIssue, lastDayOf } from '@shared/announcement-days';
import { tashkentDay } from '@shared/format/date';
import { ApiError } from '@web/lib/api-client';
import { applyApiError } from '@web/components/form/apply-api-error';
import {
  ANNOUNCEMENT_FORM_FIELDS,
  SERVER_FIELD_TO_FORM,
  buildCreateFormData,
  buildUpdateFormData,
  crossFieldIssues,
  emptyFields,
  fieldsFrom,
  type AnnouncementFormFields,
  type ParsedAnnouncementForm,
} from './announcement-payload';
import { withSaved } from './saved-state';

const entries = (fd: FormData) => [...fd.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${(v as File).name}`]);

const job: ParsedAnnouncementForm = {
  annoucement_type: 'work_announcement',
  name: "Atlas to'quvchi",
  negotiate: false,
  price_min: 3_000_000,
  price_max: 5_000_000,
  region: 13,
  district: 188,
  address: "Marg'ilon shahri",
  experience: '1–3 yil',
  work_time: 'full_time',
  description: "Vazifalar:\n- atlas to'qish\n- <b>sifat</b>",
};

/** A last day `days` from today (Tashkent), as the form holds it. */
const dayFromToday = (days: number) => tashkentDay(new Date(), days);

const stored: UserAnnouncement = {
  guid: 'g-1',
  meta: 'atlas-toquvchi',
  type: 'work_announcement',
  title: "Atlas to'quvchi",
  description: "<p>Vazifalar:</p><ul><li>atlas to'qish</li><li>&lt;b&gt;sifat&lt;/b&gt;</li></ul>",
  address: "Marg'ilon shahri",
  region: { id: 13, name_uz: "Farg'ona viloyati", name_oz: 'Фарғона вилояти', name_ru: null, name_en: 'Fergana Region' },
  district: { id: 188, name_uz: "Marg'ilon shahri", name_oz: 'Марғилон шаҳри', name_ru: null, name_en: 'Margilan City' },
  experience: '1–3 yil',
  work_time: 'full_time',
  price_min: 3_000_000,
  price_max: 5_000_000,
  negotiable: false,
  dealed: false,
  argued: false,
  thumbnail: null,
  views: 4,
  created_at: '2026-11-20T10:00:00Z',
  expires_at: expiryOfLastDay(dayFromToday(10)).toISOString(),
  expired: false,
  user: { guid: 'u-1', first_name: 'Aziz', last_name: 'Karimov', pfp: null } as UserAnnouncement['user'],
  images: [],
  saved: false,
  applicants_count: 2,
  is_active: true,
  moderation: { state: 'published', reason: null, message: null, decided_at: null },
  revision: null,
  edits_held: false,
};

describe('announcement payload (spec §3 form draft)', () => {
  it('a job: the spec spellings, the pay, the description as safe HTML, no images', () => {
    const fd = buildCreateFormData(job, [new File(['x'], 'stray.png', { type: 'image/png' })]);
    expect(entries(fd)).toEqual([
      ['annoucement_type', 'work_announcement'],
      ['name', "Atlas to'quvchi"],
      ['negotiate', 'false'],
      ['price_min', '3000000'],
      ['price_max', '5000000'],
      ['region', '13'],
      ['district', '188'],
      ['address', "Marg'ilon shahri"],
      ['experience', '1–3 yil'],
      ['work_time', 'full_time'],
      ['description', '<p>Vazifalar:</p><ul><li>atlas to&#39;qish</li><li>&lt;b&gt;sifat&lt;/b&gt;</li></ul>'],
    ]);
  });

  it('negotiable pay sends no amounts; a service sends its text as typed and every image', () => {
    const fd = buildCreateFormData(
      { ...job, annoucement_type: 'service_announcement', negotiate: true, price_min: 1, price_max: 2, description: 'Birinchi qator\nIkkinchi qator' },
      [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.png', { type: 'image/png' })],
    );
    const got = entries(fd);
    expect(got).toContainEqual(['negotiate', 'true']);
    expect(got.map(([k]) => k)).not.toContain('price_min');
    expect(got.map(([k]) => k)).not.toContain('price_max');
    expect(got).toContainEqual(['description', 'Birinchi qator\nIkkinchi qator']);
    expect(got.filter(([k]) => k === 'images')).toEqual([
      ['images', 'file:a.png'],
      ['images', 'file:b.png'],
    ]);
  });

  it('the stored job fills the edit form, and saving it unchanged sends nothing', () => {
    const fields = fieldsFrom(stored, () => null);
    expect(fields).toMatchObject({ annoucement_type: 'work_announcement', name: "Atlas to'quvchi", price_min: '3 000 000', price_max: '5 000 000', negotiate: false, region: '13', district: '188', work_time: 'full_time' });
    expect(fields.description).toBe("Vazifalar:\n\n- atlas to'qish\n- <b>sifat</b>");
    const parsed = announcementFormSchema.parse(fields) as ParsedAnnouncementForm;
    expect(entries(buildUpdateFormData(stored, parsed, [], []))).toEqual([]);
  });

  it('an edit sends only what changed: the pay whole (an empty amount clears it), region with district', () => {
    const fd = buildUpdateFormData(stored, { ...job, name: 'Yangi nom', price_max: null, district: 190 }, [], []);
    expect(entries(fd)).toEqual([
      ['name', 'Yangi nom'],
      ['negotiate', 'false'],
      ['price_min', '3000000'],
      ['price_max', ''],
      ['region', '13'],
      ['district', '190'],
      ['description', '<p>Vazifalar:</p><ul><li>atlas to&#39;qish</li><li>&lt;b&gt;sifat&lt;/b&gt;</li></ul>'],
    ]);
    // Turning to 'Kelishiladi' clears both amounts.
    expect(entries(buildUpdateFormData(stored, { ...job, description: "Vazifalar:\n\n- atlas to'qish\n- <b>sifat</b>", negotiate: true }, [], []))).toEqual([
      ['negotiate', 'true'],
      ['price_min', ''],
      ['price_max', ''],
    ]);
  });

  it('the last day: sent on create only when the author set one; an edit sends a changed one', () => {
    expect(entries(buildCreateFormData(job, [])).map(([k]) => k)).not.toContain('expires_at');
    expect(entries(buildCreateFormData({ ...job, expires_at: dayFromToday(45) }, []))).toContainEqual(['expires_at', dayFromToday(45)]);
    expect(fieldsFrom(stored, () => null).expires_at).toBe(dayFromToday(10));
    expect(entries(buildUpdateFormData(stored, { ...job, description: "Vazifalar:\n\n- atlas to'qish\n- <b>sifat</b>", expires_at: dayFromToday(60) }, [], []))).toEqual([['expires_at', dayFromToday(60)]]);
    expect(entries(buildUpdateFormData(stored, { ...job, description: "Vazifalar:\n\n- atlas to'qish\n- <b>sifat</b>", expires_at: dayFromToday(10) }, [], []))).toEqual([]);
  });

  it('a new form shows the default last day: published today + the days', () => {
    const now = new Date('2026-11-27T20:30:00Z'); // 01:30 on the 28th in Tashkent
    expect(emptyFields('', now).expires_at).toBe('2026-12-28');
    // Its end is the end of that Tashkent day.
    expect(defaultExpiry(now).toISOString()).toBe('2026-12-28T19:00:00.000Z');
    expect(lastDayOf(defaultExpiry(now))).toBe('2026-12-28');
    expect(expiryOfLastDay('2026-12-28').toISOString()).toBe('2026-12-28T19:00:00.000Z');
    expect(ANNOUNCEMENT_TTL_DAYS).toBe(30);
  });

  it('a service edit keeps the images left and adds the new ones', () => {
    const service: UserAnnouncement = { ...stored, type: 'service_announcement', description: 'Matn', images: [{ id: 7, image: '/media/a.webp' }, { id: 9, image: '/media/b.webp' }] };
    const fields = fieldsFrom(service, (img) => img.id);
    expect(fields.images).toEqual([7, 9]);
    expect(fields.description).toBe('Matn');
    const fd = buildUpdateFormData(service, { ...job, annoucement_type: 'service_announcement', description: 'Matn' }, [9], [new File(['n'], 'new.png', { type: 'image/png' })]);
    expect(entries(fd)).toEqual([
      ['keep_images', '9'],
      ['images', 'file:new.png'],
    ]);
  });
});

describe('the form checks the rules across fields on the values as typed', () => {
  const typed = (over: Partial<AnnouncementFormFields>): AnnouncementFormFields => ({ ...emptyFields(), ...over });

  it('a new form: negotiable, nothing to say about the pay', () => {
    expect(emptyFields().negotiate).toBe(true);
    expect(crossFieldIssues(typed({}))).toEqual({});
  });

  it('stated pay: at least one amount, and min ≤ max', () => {
    expect(crossFieldIssues(typed({ negotiate: false }))).toEqual({ price_min: 'pay_required' });
    expect(crossFieldIssues(typed({ negotiate: false, price_min: '5 000 000', price_max: '3000000' }))).toEqual({ price_max: 'price_range' });
    expect(crossFieldIssues(typed({ negotiate: false, price_min: '3000000', price_max: '5000000' }))).toEqual({});
    expect(crossFieldIssues(typed({ negotiate: true, price_min: '9', price_max: '1' }))).toEqual({});
  });

  it('a service needs an image, a job takes none', () => {
    expect(crossFieldIssues(typed({ annoucement_type: 'service_announcement' }))).toEqual({ images: 'images_min' });
    expect(crossFieldIssues(typed({ annoucement_type: 'work_announcement', images: [1] }))).toEqual({ images: 'images_not_for_jobs' });
  });

  it('the shared schema says the same with Uzbek codes on an empty submit', () => {
    const result = announcementFormSchema.safeParse({ ...emptyFields(), annoucement_type: 'service_announcement' });
    const codes = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(codes).toMatchObject({ name: 'announcement_name_required', region: 'announcement_region_required', district: 'district_required', work_time: 'work_time_invalid', description: 'announcement_description_required' });
  });
});

describe('the last day rule (one for the form and the server)', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  it('takes today up to the longest life ahead, in Tashkent days', () => {
    expect(lastDayIssue('2026-11-27', now)).toBeNull();
    expect(lastDayIssue(tashkentDay(now, ANNOUNCEMENT_MAX_TTL_DAYS), now)).toBeNull();
    expect(lastDayIssue('2026-11-26', now)).toBe('announcement_expiry_past');
    expect(lastDayIssue(tashkentDay(now, ANNOUNCEMENT_MAX_TTL_DAYS + 1), now)).toBe('announcement_expiry_too_far');
    for (const bad of ['2026-02-30', '27.11.2026', '2026-11-27T10:00', 'ertaga', '']) expect(lastDayIssue(bad, now), bad).toBe('date_invalid');
  });

  it('the form schema gives the codes; an empty field is no choice', () => {
    const base = { ...emptyFields(), annoucement_type: 'work_announcement', name: 'Ish', region: '13', district: '188', work_time: 'full_time', description: 'Matn' } as const;
    const issue = (expires_at: string) => announcementFormSchema.safeParse({ ...base, expires_at }).error?.issues.find((i) => i.path[0] === 'expires_at')?.message;
    expect(issue(dayFromToday(-1))).toBe('announcement_expiry_past');
    expect(issue(dayFromToday(ANNOUNCEMENT_MAX_TTL_DAYS + 1))).toBe('announcement_expiry_too_far');
    expect(issue('1 dekabr')).toBe('date_invalid');
    expect(announcementFormSchema.parse({ ...base, expires_at: '' }).expires_at).toBeUndefined();
    expect(announcementFormSchema.parse({ ...base, expires_at: dayFromToday(7) }).expires_at).toBe(dayFromToday(7));
  });
});

describe("the server's field errors land on the form's inputs", () => {
  it('by name, renamed where the API says it otherwise; the rest goes to the alert', () => {
    const set: Record<string, string> = {};
    const error = new ApiError(400, 'validation_error', 'Xato', { price_max: 'price_range', district: 'district_invalid', 'images[]': 'upload.not_an_image' });
    const alert = applyApiError(error, (name, e) => (set[name] = e.message), ANNOUNCEMENT_FORM_FIELDS, {}, { rename: SERVER_FIELD_TO_FORM });
    expect(set).toEqual({ price_max: 'price_range', district: 'district_invalid', images: 'upload.not_an_image' });
    expect(alert).toBeNull();
  });
});

describe('withSaved', () => {
  const item = (meta: string, saved = false) => ({ meta, saved, title: meta });

  it('flips the announcement wherever a cached answer holds it, and leaves the rest as they were', () => {
    const page = { announcement: { ...item('a'), images: [] }, announcements: [item('b')] };
    const next = withSaved(page, 'a', true);
    expect(next.announcement.saved).toBe(true);
    expect(next.announcements).toBe(page.announcements);

    const paged = { data: [item('a'), item('b')], count: 2 };
    const after = withSaved(paged, 'b', true);
    expect(after.data.map((x) => x.saved)).toEqual([false, true]);
    expect(after.data[0]).toBe(paged.data[0]);

    const home = { service_announcement: [item('c')], work_announcement: [item('a', true)] };
    expect(withSaved(home, 'a', false).work_announcement[0].saved).toBe(false);
  });

  it('answers without it come back unchanged (the same object)', () => {
    const other = { data: [item('x')] };
    expect(withSaved(other, 'a', true)).toBe(other);
    expect(withSaved(undefined, 'a', true)).toBeUndefined();
    expect(withSaved([1, 2], 'a', true)).toEqual([1, 2]);
  });
});
