import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WEATHER_CACHE_MS } from '@shared/constants';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { OPENWEATHERMAP_FORECAST_URL, OpenWeatherMapProvider, WEATHER_LOCATION, createWeatherProvider } from '../../lib/weather';
import { buildTestApp, type TestApp } from '../../test/app';
import { openTestDatabase } from '../../test/database';
import { startFakeWeatherServer } from '../../test/fake-weather-server';
import { WEATHER_RETRY_AFTER_MS } from './weather.service';

/** GET /api/weather/ against a local fake of OpenWeatherMap's forecast API. */
const KEY = 'owm-secret-key-123';
let database: Database;
let fake: Awaited<ReturnType<typeof startFakeWeatherServer>>;
const apps: TestApp[] = [];
/** The apps' clock (config.now), moved by the tests. */
let clock = Date.now();

/** An app on the test's clock (each app keeps its own forecast). */
async function appWith(opts: Parameters<typeof buildTestApp>[0] = {}) {
  const t = await buildTestApp({ database, ...opts, config: { now: () => clock, ...opts.config } });
  apps.push(t);
  return t.app;
}
const fakeProvider = (timeoutMs?: number, url = fake.url) => new OpenWeatherMapProvider({ url, apiKey: KEY, timeoutMs });
const getWeather = (app: TestApp['app']) => app.inject({ method: 'GET', url: '/api/weather/' });

beforeAll(async () => {
  database = await openTestDatabase();
  fake = await startFakeWeatherServer();
});
afterEach(async () => {
  clock = Date.now();
  fake.setMode('ok');
  fake.requests.length = 0;
  await Promise.all(apps.splice(0).map((t) => t.close()));
});
afterAll(async () => {
  await fake?.close();
  await database?.close();
});

describe('GET /api/weather/', () => {
  it('answers the city and the first 8 entries, mapped, from the configured provider (metric, the fixed location, the key)', async () => {
    const app = await appWith({ config: { weatherApiKey: KEY, weatherApiUrl: fake.url } });
    const res = await getWeather(app);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.city).toBe('Tashkent');
    expect(body.entries).toHaveLength(8);
    expect(body.entries[0]).toEqual({
      time: new Date(1_790_000_000 * 1000).toISOString(),
      temp: 20,
      humidity: 40,
      wind_speed: 2,
      icon: '01d',
      description: 'clear sky 0',
    });
    expect(body.entries[7]).toMatchObject({ temp: 23.5, humidity: 47, icon: '01n', description: 'clear sky 7' });
    expect(res.headers['cache-control']).toBe('public, max-age=300');

    expect(fake.requests).toHaveLength(1);
    const query = fake.requests[0];
    expect(Object.fromEntries(query)).toEqual({ lat: String(WEATHER_LOCATION.lat), lon: String(WEATHER_LOCATION.lon), units: 'metric', appid: KEY });
    // The key and the provider's own fields never leave the server.
    expect(res.body).not.toContain(KEY);
    expect(res.body).not.toContain('feels_like');
    expect(res.body).not.toContain(String(fake.url));
  });

  it('keeps the forecast: a second call, and callers at the same time, cost the provider one request', async () => {
    const app = await appWith({ services: { weather: fakeProvider() } });
    const [a, b, c] = await Promise.all([getWeather(app), getWeather(app), getWeather(app)]);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
    clock += WEATHER_CACHE_MS - 1;
    const again = await getWeather(app);
    expect(again.json()).toEqual(a.json());
    expect(fake.requests).toHaveLength(1);

    // Ten minutes on, the provider is asked again.
    clock += 2;
    expect((await getWeather(app)).statusCode).toBe(200);
    expect(fake.requests).toHaveLength(2);
  });

  it.each([
    ['answers 500', 'error'],
    ['answers JSON of another shape', 'garbage'],
  ] as const)('answers 503 weather.unavailable when the provider %s, leaves it alone 30 s, then asks again', async (_name, mode) => {
    fake.setMode(mode);
    const app = await appWith({ services: { weather: fakeProvider() } });
    const res = await getWeather(app);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'weather.unavailable', message: "Ob-havo ma'lumotlarini olishda xatolik yuz berdi." });
    expect(res.headers['retry-after']).toBe('30');
    expect(res.body).not.toContain(KEY);
    expect(fake.requests).toHaveLength(1);

    // Within 30 s callers get the answer at once, without waiting on the provider again.
    fake.setMode('ok');
    clock += WEATHER_RETRY_AFTER_MS - 10_000;
    const soon = await getWeather(app);
    expect(soon.statusCode).toBe(503);
    expect(soon.headers['retry-after']).toBe('10');
    expect(fake.requests).toHaveLength(1);

    // A failure is not kept as the forecast: once that time is over, the provider is asked and its forecast served.
    clock += 10_000;
    const next = await getWeather(app);
    expect(next.statusCode).toBe(200);
    expect(next.json().entries).toHaveLength(8);
    expect(fake.requests).toHaveLength(2);
  });

  it('answers 503 when the provider does not answer in time', async () => {
    fake.setMode('hang');
    const app = await appWith({ services: { weather: fakeProvider(200) } });
    const res = await getWeather(app);
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('weather.unavailable');
    expect(fake.requests).toHaveLength(1);
  });

  it('answers 503 when the provider cannot be reached', async () => {
    const down = await startFakeWeatherServer();
    const url = down.url;
    await down.close();
    const app = await appWith({ services: { weather: fakeProvider(undefined, url) } });
    const res = await getWeather(app);
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('weather.unavailable');
  });

  it('answers 503 when no provider is configured', async () => {
    const app = await appWith();
    const res = await getWeather(app);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'weather.unavailable', message: "Ob-havo ma'lumotlarini olishda xatolik yuz berdi." });
    expect(res.headers['retry-after']).toBe('3600');
    expect(fake.requests).toHaveLength(0);
  });

  it('is listed in the OpenAPI document with its answers', async () => {
    const app = await appWith();
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const op = doc.paths['/api/weather/']?.get;
    expect(op?.tags).toEqual(['weather']);
    expect(Object.keys(op?.responses ?? {})).toEqual(expect.arrayContaining(['200', '503']));
  });
});

describe('weather configuration', () => {
  it('has no provider without WEATHER_API_KEY, and OpenWeatherMap by default with one', () => {
    expect(createWeatherProvider(loadConfig({ NODE_ENV: 'test' }))).toBeUndefined();
    const config = loadConfig({ NODE_ENV: 'test', WEATHER_API_KEY: KEY });
    expect(config.weatherApiUrl).toBe(OPENWEATHERMAP_FORECAST_URL);
    expect(createWeatherProvider(config)).toBeInstanceOf(OpenWeatherMapProvider);
    expect(loadConfig({ NODE_ENV: 'test', WEATHER_API_URL: 'http://127.0.0.1:9/forecast' }).weatherApiUrl).toBe('http://127.0.0.1:9/forecast');
    expect(() => loadConfig({ NODE_ENV: 'test', WEATHER_API_URL: 'ftp://example.com/' })).toThrow(/WEATHER_API_URL/);
  });
});
