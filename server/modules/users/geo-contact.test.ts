import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { contactMessages } from './users.table';
import { districts } from './geo.table';
import { MSG } from '@shared/validation/messages';
import { useTestApp } from '../../test/app';
import { bearer, createSignedInUser } from '../../test/factories';
import { expectFieldErrors } from '../../test/responses';

const t = useTestApp();

/**
 * Where our copy of the geo data departs from ../shared/data/geo, on purpose: Russian names that the
 * reference typed with a Latin 'p' (U+0070) for the Cyrillic 'р' (U+0440), so they neither read nor
 * search as Russian. Listed in docs/decisions/0001-departures-from-the-seed.md too; fixed by
 * migration 0010 in databases made before.
 */
const CORRECTIONS = [
  { id: 23, name_ru: { reference: 'Улугноpский район', ours: 'Улугнорский район' } },
  { id: 83, name_ru: { reference: 'Мингбулакский pайон', ours: 'Мингбулакский район' } },
  { id: 134, name_ru: { reference: 'Шиpин', ours: 'Ширин' } },
  { id: 135, name_ru: { reference: 'Янгиеp', ours: 'Янгиер' } },
  { id: 168, name_ru: { reference: 'Чиpчик', ours: 'Чирчик' } },
  { id: 188, name_ru: { reference: 'Маpгилан', ours: 'Маргилан' } },
  { id: 2939, name_ru: { reference: 'Заpафшан', ours: 'Зарафшан' } },
] as const;

const REGIONS_EN: Record<number, string> = {
  2: 'Andijan Region',
  3: 'Bukhara Region',
  4: 'Jizzakh Region',
  5: 'Kashkadarya Region',
  6: 'Navoi Region',
  7: 'Namangan Region',
  8: 'Samarkand Region',
  10: 'Syrdarya Region',
  11: 'Tashkent City',
  12: 'Tashkent Region',
  13: 'Fergana Region',
  14: 'Khorezm Region',
  15: 'Republic of Karakalpakstan',
  5723: 'Surkhandarya Region',
};

type Place = { id: number; name_uz: string; name_oz: string; name_ru: string | null; name_en: string };
const withoutEnglish = <T extends { name_en?: string }>({ name_en: _en, ...rest }: T) => rest;

describe('geo reference data', () => {
  it('lists the 14 regions with the spec ids', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/regions/' });
    expect(res.statusCode).toBe(200);
    const regions = res.json() as { id: number }[];
    expect(regions.map((r) => r.id)).toEqual([2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 5723]);
    expect(regions[0]).toEqual({ id: 2, soato_id: 1703, name_uz: 'Andijon viloyati', name_oz: 'Андижон вилояти', name_ru: 'Андижанская область', name_en: 'Andijan Region' });
  });

  it('lists the districts of a region, and refuses a bad region parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/districts/?region=2' });
    const list = res.json() as { region_id: number }[];
    expect(list.length).toBeGreaterThan(10);
    expect(list.every((d) => d.region_id === 2)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/districts/?region=abc' })).statusCode).toBe(400);
  });

  it('names every region in English, and every district by its Latin name with District or City', async () => {
    const regions = (await t.app.inject({ method: 'GET', url: '/api/users/regions/' })).json() as Place[];
    expect(Object.fromEntries(regions.map((r) => [r.id, r.name_en]))).toEqual(REGIONS_EN);
    const districts = (await t.app.inject({ method: 'GET', url: '/api/users/districts/' })).json() as Place[];
    const en = new Map(districts.map((d) => [d.id, d.name_en]));
    expect(en.get(16)).toBe("Oltinko'l District");
    expect(en.get(17)).toBe('Andijon District');
    expect(en.get(30)).toBe('Andijon'); // a city, named alone
    expect(en.get(8574)).toBe('Baxt City');
    expect(en.get(2993)).toBe('Tashkent City districts');
    for (const d of districts) {
      expect(d.name_en).not.toMatch(/\b(tumani|shahri|shaxar|tumanlari|viloyati)\b/);
      if (d.name_uz.endsWith(' tumani')) expect(d.name_en).toBe(`${d.name_uz.slice(0, -' tumani'.length)} District`);
    }
  });

  it('writes no Cyrillic-script name with a Latin letter inside', async () => {
    const regions = (await t.app.inject({ method: 'GET', url: '/api/users/regions/' })).json() as Place[];
    const districts = (await t.app.inject({ method: 'GET', url: '/api/users/districts/' })).json() as Place[];
    const mixed = [...regions, ...districts].flatMap((p) => [p.name_oz, p.name_ru ?? ''].filter((name) => /[\u0400-\u04FF]/.test(name) && /[A-Za-z]/.test(name)));
    expect(mixed).toEqual([]);
  });

  it("migration 0010 corrects a database made before, where the reference's names were loaded as they were", async () => {
    for (const c of CORRECTIONS) await t.db.update(districts).set({ nameRu: c.name_ru.reference }).where(eq(districts.id, c.id));
    const file = fs.readFileSync(path.resolve('server/db/migrations/0010_place_names_en.sql'), 'utf8');
    const fixes = file.split('--> statement-breakpoint').map((stmt) => stmt.replace(/^\s*--.*$/gm, '').trim()).filter((stmt) => stmt.startsWith('UPDATE "districts" SET "name_ru"'));
    expect(fixes).toHaveLength(CORRECTIONS.length);
    for (const stmt of fixes) await t.db.execute(sql.raw(stmt));
    const rows = await t.db.select({ id: districts.id, nameRu: districts.nameRu }).from(districts).where(inArray(districts.id, CORRECTIONS.map((c) => c.id)));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.nameRu]))).toEqual(Object.fromEntries(CORRECTIONS.map((c) => [c.id, c.name_ru.ours])));
  });

  // The product carries its own copy; when ../shared is present, it must match the reference facts
  // apart from the documented corrections (and the English names the reference does not have).
  const shared = path.resolve('../shared/data/geo');
  it.skipIf(!fs.existsSync(shared))('matches the reference data in ../shared/data/geo, but for the listed corrections', async () => {
    const refRegions = JSON.parse(fs.readFileSync(path.join(shared, 'regions.json'), 'utf8'));
    const refDistricts = JSON.parse(fs.readFileSync(path.join(shared, 'districts.json'), 'utf8')) as Array<Record<string, unknown> & { id: number }>;
    const regions = (await t.app.inject({ method: 'GET', url: '/api/users/regions/' })).json() as Place[];
    const districts = (await t.app.inject({ method: 'GET', url: '/api/users/districts/' })).json() as Place[];
    expect(refDistricts).toHaveLength(210);
    expect(regions.map(withoutEnglish)).toEqual(refRegions);
    // Each correction still describes the reference (so the list stays exact), and is the only difference.
    const corrected = refDistricts.map((d) => {
      const fix = CORRECTIONS.find((c) => c.id === d.id);
      if (!fix) return d;
      expect(d.name_ru).toBe(fix.name_ru.reference);
      return { ...d, name_ru: fix.name_ru.ours };
    });
    expect(districts.map(withoutEnglish)).toEqual(corrected);
  });
});

describe('POST contact/', () => {
  it('stores a message and answers 201', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/contact/', payload: { name: 'Nodira', phone: '+998 (90) 111-22-33', message: 'Hamkorlik taklifi bor' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toEqual(expect.any(String));
    const rows = await t.db.select().from(contactMessages);
    expect(rows.find((r) => r.name === 'Nodira')).toMatchObject({ phone: '901112233', message: 'Hamkorlik taklifi bor', userId: null });
  });

  it('links the message to a signed-in sender', async () => {
    const user = await createSignedInUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/users/contact/', payload: { name: 'Sardor', phone: '901234567', message: 'Savol' }, headers: bearer(user.token) });
    const rows = await t.db.select().from(contactMessages);
    expect(rows.find((r) => r.name === 'Sardor')?.userId).toBe(user.id);
  });

  it('requires all three fields', async () => {
    const before = (await t.db.select().from(contactMessages)).length;
    const res = await t.app.inject({ method: 'POST', url: '/api/users/contact/', payload: { name: ' ', phone: '', message: '' } });
    expectFieldErrors(res, { name: MSG.nameRequired, phone: MSG.phoneRequired, message: MSG.messageRequired });
    expect((await t.db.select().from(contactMessages)).length).toBe(before);
  });
});
