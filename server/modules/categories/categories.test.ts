import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { bearer, newUserToken } from '../../test/factories';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  adminToken = await newUserToken(t.app, { role: 'admin' });
});
afterAll(() => t.close());

// Each area's create address (spec §7); the rest of each area's administration is in its own tests.
const createPaths = { shop: '/api/shop/dashboard/categories/create/', news: '/api/news/dashboard/categories/', courses: '/api/courses/dashboard/categories/' };

describe('categories, in every area', () => {
  it.each(Object.entries(createPaths))('%s: a meta already taken gets a random suffix; the address of the first stays', async (_area, url) => {
    const create = () => t.app.inject({ method: 'POST', url, headers: bearer(adminToken), payload: { title: "Zardo'zlik" } });
    const first = await create();
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().meta).toBe('zardozlik');
    const twin = (await create()).json();
    expect(twin.meta).toMatch(/^zardozlik-[0-9a-f]{4}$/);
    expect(twin.guid).not.toBe(first.json().guid);
  });
});
