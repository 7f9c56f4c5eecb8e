import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { openTestDatabase } from '../../test/database';
import { buildTestApp, type TestApp } from '../../test/app';
import type { Database } from '../../db/client';

/** The social links as the server reads them from the environment (SOCIAL_*_URL). */
const socialFrom = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env }).social;

let database: Database;
let unset: TestApp;
let set: TestApp;
beforeAll(async () => {
  database = await openTestDatabase();
  unset = await buildTestApp({ database, config: { social: socialFrom({}) } });
  set = await buildTestApp({
    database,
    config: {
      social: socialFrom({ SOCIAL_TELEGRAM_URL: 'https://t.me/ipak_uz', SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/@ipak', SOCIAL_X_URL: '' }),
      weatherApiKey: 'a-key',
    },
  });
});
afterAll(async () => {
  await unset?.close();
  await set?.close();
  await database?.close();
});

describe('GET /api/site/', () => {
  it('has no social links and no forecast when none is configured (a fresh install), and may be cached', async () => {
    const res = await unset.app.inject({ method: 'GET', url: '/api/site/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ social: {}, weather: false, telegram_bot: null });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers exactly the configured links (an empty variable counts as unset), and that a forecast is configured', async () => {
    const res = await set.app.inject({ method: 'GET', url: '/api/site' });
    expect(res.json()).toEqual({ social: { telegram: 'https://t.me/ipak_uz', youtube: 'https://www.youtube.com/@ipak' }, weather: true, telegram_bot: null });
  });
});

describe('SOCIAL_*_URL configuration', () => {
  it.each([
    ['SOCIAL_INSTAGRAM_URL', '#'],
    ['SOCIAL_INSTAGRAM_URL', 'instagram.com/ipak'],
    ['SOCIAL_FACEBOOK_URL', 'http://facebook.com/ipak'],
    ['SOCIAL_TELEGRAM_URL', 'javascript:alert(1)'],
    ['SOCIAL_YOUTUBE_URL', 'https://'],
  ])('refuses to start with %s=%s, naming the variable', (name, value) => {
    expect(() => socialFrom({ [name]: value })).toThrow(new RegExp(`Invalid configuration:[\\s\\S]*${name}: must be an https:// address`));
  });
});
