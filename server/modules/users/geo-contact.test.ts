import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from './users.table';
import { MSG } from '@shared/validation/messages';
import { buildTestApp, type TestApp } from '../../test/app';
import { accessTokenFor, bearer, createUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('geo reference data', () => {
  it('lists the 14 regions with the spec ids', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/regions/' });
    expect(res.statusCode).toBe(200);
    const regions = res.json() as { id: number }[];
    expect(regions.map((r) => r.id)).toEqual([2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 5723]);
    expect(regions[0]).toEqual({ id: 2, soato_id: 1703, name_uz: 'Andijon viloyati', name_oz: 'Андижон вилояти', name_ru: 'Андижанская область' });
  });

  it('lists the districts of a region, and refuses a bad region parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/districts/?region=2' });
    const list = res.json() as { region_id: number }[];
    expect(list.length).toBeGreaterThan(10);
    expect(list.every((d) => d.region_id === 2)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/districts/?region=abc' })).statusCode).toBe(400);
  });

  // The product carries its own copy; when ../shared is present, it must match the reference facts.
  const shared = path.resolve('../shared/data/geo');
  it.skipIf(!fs.existsSync(shared))('matches the reference data in ../shared/data/geo exactly', async () => {
    const refRegions = JSON.parse(fs.readFileSync(path.join(shared, 'regions.json'), 'utf8'));
    const refDistricts = JSON.parse(fs.readFileSync(path.join(shared, 'districts.json'), 'utf8'));
    const regions = (await t.app.inject({ method: 'GET', url: '/api/users/regions/' })).json();
    const districts = (await t.app.inject({ method: 'GET', url: '/api/users/districts/' })).json();
    expect(refDistricts).toHaveLength(210);
    expect(regions).toEqual(refRegions);
    expect(districts).toEqual(refDistricts);
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
    const user = await createUser(t.db);
    const token = await accessTokenFor(t.app, user);
    await t.app.inject({ method: 'POST', url: '/api/users/contact/', payload: { name: 'Sardor', phone: '901234567', message: 'Savol' }, headers: bearer(token) });
    const rows = await t.db.select().from(contactMessages);
    expect(rows.find((r) => r.name === 'Sardor')?.userId).toBe(user.id);
  });

  it('requires all three fields', async () => {
    const before = (await t.db.select().from(contactMessages)).length;
    const res = await t.app.inject({ method: 'POST', url: '/api/users/contact/', payload: { name: ' ', phone: '', message: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ name: MSG.nameRequired, phone: MSG.phoneRequired, message: MSG.messageRequired });
    expect((await t.db.select().from(contactMessages)).length).toBe(before);
  });
});
