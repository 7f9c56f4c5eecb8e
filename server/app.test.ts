import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/app';
import { VIDEO_EMBED_FEATURES, VIDEO_EMBED_HOSTS } from '@shared/constants';

const t = useTestApp();

describe('app', () => {
  it('answers unknown API paths with the one error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'route_not_found', message: expect.any(String) });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets pages frame exactly the lesson video providers (VIDEO_EMBED_HOSTS, https) and nothing else', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const frameSrc = String(res.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .find(([name]) => name === 'frame-src')!
      .slice(1);
    expect(frameSrc.sort()).toEqual(["'self'", ...VIDEO_EMBED_HOSTS.map((h) => `https://${h}`)].sort());
    expect(frameSrc.every((s) => s === "'self'" || s.startsWith('https://'))).toBe(true);
  });

  it("sends a Permissions-Policy on every answer: the powerful features denied, writing the clipboard granted to us only, the lesson player's granted to us and the video providers only", async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'GET', url: '/api/openapi.json' }),
      await t.app.inject({ method: 'GET', url: '/api/docs' }),
      await t.app.inject({ method: 'GET', url: '/api/nope/' }),
      await t.app.inject({ method: 'GET', url: '/media/none.webp' }),
      await t.app.inject({ method: 'POST', url: '/api/users/accounts/login/', payload: {} }),
      await t.app.inject({ method: 'GET', url: '/online-shop/', headers: { accept: 'text/html' } }),
    ];
    for (const res of answers) {
      const policy = new Map(
        String(res.headers['permissions-policy'] ?? '')
          .split(',')
          .filter(Boolean)
          .map((d) => d.trim().split('=') as [string, string]),
      );
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'midi', 'display-capture', 'accelerometer', 'gyroscope', 'magnetometer', 'clipboard-read']) {
        expect(policy.get(feature), `${res.raw.req.url} ${feature}`).toBe('()');
      }
      // The share links copy a page's address: our pages may write the clipboard, no frame in them may.
      expect(policy.get('clipboard-write'), `${res.raw.req.url} clipboard-write`).toBe('(self)');
      // What the lesson player's iframe asks for (its `allow` is this list) is granted to exactly our pages and the providers.
      for (const feature of VIDEO_EMBED_FEATURES) {
        const allowed = policy.get(feature)?.replace(/^\(|\)$/g, '').split(' ');
        expect(allowed?.sort(), feature).toEqual(['self', ...VIDEO_EMBED_HOSTS.map((h) => `"https://${h}"`)].sort());
      }
    }
  });

  it('states one clickjacking policy: frame-ancestors, and no X-Frame-Options that could say otherwise', async () => {
    for (const url of ['/api/health', '/api/docs', '/api/openapi.json', '/api/nope/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBeUndefined();
    }
  });
});
