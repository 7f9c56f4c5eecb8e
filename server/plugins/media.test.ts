import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { buildTestApp, type TestApp } from '../test/app';
import { openTestDatabase } from '../test/database';
import { bearer, createSignedInUser } from '../test/factories';
import { multipart } from '../test/multipart';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import { createCategory, pngFile } from '../test/shop-factories';

/**
 * /media on both stores (issue 28): the local disk and a real S3-protocol server (s3rver) that the
 * test starts. The same addresses, caching headers, ranges, sandbox and downloads either way; with a
 * bucket, what one instance stored every instance serves, and nothing is written to the local disk.
 */
let s3: TestS3Server;
let database: Database;
beforeAll(async () => {
  [s3, database] = await Promise.all([startS3Server(), openTestDatabase()]);
});
afterAll(async () => {
  await database.close();
  await s3.close();
});

const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(64, 7)]);
const sandboxed = (csp: unknown) =>
  String(csp)
    .split(';')
    .map((d) => d.trim())
    .includes('sandbox');
const filesUnder = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0);

describe.each(['disk', 's3'] as const)('files at /media, kept on the %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ database, config: kind === 's3' ? { s3: s3.settings } : {} });
  });
  afterAll(() => t.close());

  it('a product photo uploaded is kept in the store and served for a year, revalidated with its ETag (304), its size told to HEAD', async () => {
    const seller = await createSignedInUser(t.app, { role: 'housemaker' });
    const category = await createCategory(t.db);
    const body = multipart({ title: 'Atlas', description: '<p>Ipak</p>', price: '100000', category: category.guid }, [await pngFile()]);
    const created = await t.app.inject({ method: 'POST', url: '/api/shop/user-products/upload', payload: body.payload, headers: { ...body.headers, ...bearer(seller.token) } });
    expect(created.statusCode, created.body).toBe(201);
    const url: string = created.json().images[0].image;
    const key = url.replace(/^\/media\//, '');

    expect((await t.app.blobs.read(key))?.subarray(8, 12).toString()).toBe('WEBP');
    // With a bucket, nothing of it is on this machine's disk.
    expect(filesUnder(t.config.uploadsDir) > 0).toBe(kind === 'disk');

    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const etag = res.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(res.headers['last-modified']).toBeTruthy();

    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode, head.body).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(res.rawPayload.length);
    expect(head.rawPayload.length).toBe(0);
  });

  it('serves a lesson video in byte ranges (a player seeks), and refuses a range past its end (416)', async () => {
    await t.app.blobs.put('lessons/2026/a1b2c3.mp4', MP4);
    const part = await t.app.inject({ method: 'GET', url: '/media/lessons/2026/a1b2c3.mp4', headers: { range: 'bytes=4-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.headers['content-range']).toBe(`bytes 4-11/${MP4.length}`);
    expect(part.headers['accept-ranges']).toBe('bytes');
    expect(part.rawPayload).toEqual(MP4.subarray(4, 12));
    const whole = await t.app.inject({ method: 'GET', url: '/media/lessons/2026/a1b2c3.mp4' });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload).toEqual(MP4);
    const past = await t.app.inject({ method: 'GET', url: '/media/lessons/2026/a1b2c3.mp4', headers: { range: `bytes=${MP4.length + 10}-` } });
    expect(past.statusCode).toBe(416);
  });

  it('serves every file under a sandboxing CSP, and as an attachment with ?download= under a safe name with its own extension', async () => {
    await t.app.blobs.put('documents/2026/abc123.pdf', Buffer.from('%PDF-1.4 test'));
    await t.app.blobs.put('pfp/2026/abc123-640.webp', Buffer.from('RIFF0000WEBP'));
    for (const url of ['/media/documents/2026/abc123.pdf', '/media/pfp/2026/abc123-640.webp']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(sandboxed(res.headers['content-security-policy']), url).toBe(true);
      // The rest of the site's policy stays.
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['content-disposition'], url).toBeUndefined();
    }
    expect((await t.app.inject({ method: 'GET', url: '/media/documents/2026/abc123.pdf' })).headers['content-type']).toBe('application/pdf');
    const named = async (query: string) => (await t.app.inject({ method: 'GET', url: `/media/documents/2026/abc123.pdf?${query}` })).headers['content-disposition'];
    expect(await named('download=ipakchilik-qarori')).toBe('attachment; filename="ipakchilik-qarori.pdf"');
    // Whatever the name asked for, the file keeps its own extension and the name only safe characters.
    expect(await named(`download=${encodeURIComponent('../../setup.bat" x.exe\r\nSet-Cookie: a=b')}`)).toBe('attachment; filename="setup-bat-x-exe-Set-Cookie-a-b.pdf"');
    expect(await named(`download=${encodeURIComponent('Қарор №5')}`)).toBe('attachment; filename="5.pdf"');
    expect(await named('download=')).toBe('attachment; filename="abc123.pdf"');
    expect(await named('download=a&download=b')).toBe('attachment; filename="abc123.pdf"');
  });

  it('answers 404 for a file that is not there and for an address that is no key of ours, and never serves what is outside', async () => {
    for (const url of ['/media/products/2026/0000000000-640.webp', '/media/products/', '/media/%2e%2e/jwt-secret', '/media/../jwt-secret', '/media/a/..%2f..%2fjwt-secret']) {
      const res = await t.app.inject({ method: 'GET', url });
      // A refusal (404, or 400 for a folder's address on the disk), or for /media/../jwt-secret, which
      // resolves to /jwt-secret, no file we serve: at most the app's page shell.
      expect(res.statusCode, url).toBeLessThan(500);
      if (res.statusCode === 200) expect(res.body, url).toContain('id="root"');
      expect(res.body, url).not.toContain(fs.readFileSync(path.join(t.config.dataDir, 'jwt-secret'), 'utf8'));
    }
    expect((await t.app.inject({ method: 'GET', url: '/media/products/2026/0000000000-640.webp' })).statusCode).toBe(404);
  });

  it('is ready while the store answers', async () => {
    const ready = await t.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().checks.storage).toBe('ok');
  });
});

describe('files in a bucket, across instances', () => {
  it('what one instance stored, another (the same database and bucket) serves, and its removal reaches the bucket', async () => {
    // Instances share the database, the bucket and the secrets (docs/deploy.md).
    const shared = { s3: s3.settings, jwtSecret: 'media-test-secret-'.padEnd(40, 'x') };
    const [one, two] = await Promise.all([buildTestApp({ database, config: shared }), buildTestApp({ database, config: shared })]);
    try {
      const seller = await createSignedInUser(one.app, { role: 'housemaker' });
      const category = await createCategory(one.db);
      const body = multipart({ title: 'Adras', description: '<p>Ipak</p>', price: '90000', category: category.guid }, [await pngFile('a.png', '#1f2a6b')]);
      const created = await one.app.inject({ method: 'POST', url: '/api/shop/user-products/upload', payload: body.payload, headers: { ...body.headers, ...bearer(seller.token) } });
      expect(created.statusCode, created.body).toBe(201);
      const url: string = created.json().images[0].image;

      const served = await two.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
      expect(filesUnder(two.config.uploadsDir)).toBe(0);

      // Deleted through the second instance: the files leave the bucket, so neither serves them.
      const deleted = await two.app.inject({ method: 'DELETE', url: `/api/shop/user-products/${created.json().guid}/`, headers: bearer(seller.token) });
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect((await one.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('is not ready while the bucket does not answer', async () => {
    const t = await buildTestApp({ database, config: { s3: { ...s3.settings, bucket: 'no-such-bucket' } } });
    try {
      const ready = await t.app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not_ready', checks: { database: 'ok', storage: 'failed' } });
    } finally {
      await t.close();
    }
  });
});

describe('the S3_* variables', () => {
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp/ipak-config', ...env });
  it('S3_BUCKET puts the files in that bucket; without it they stay on the local disk', () => {
    expect(load({}).s3).toBeUndefined();
    expect(load({ S3_BUCKET: 'ipak-media', S3_ENDPOINT: 'https://s3.example.uz', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret', S3_REGION: 'uz-1', S3_FORCE_PATH_STYLE: 'true' }).s3).toEqual({
      bucket: 'ipak-media',
      endpoint: 'https://s3.example.uz',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      region: 'uz-1',
      forcePathStyle: true,
    });
    // AWS itself: the endpoint comes from the region, the credentials from the SDK's chain (an instance role).
    expect(load({ S3_BUCKET: 'ipak-media' }).s3).toEqual({ bucket: 'ipak-media', endpoint: undefined, accessKeyId: undefined, secretAccessKey: undefined, region: 'us-east-1', forcePathStyle: false });
  });

  it('stops the start, naming the variable, for half a pair of credentials, a bad bucket name, or S3_* without a bucket', () => {
    expect(() => load({ S3_BUCKET: 'ipak-media', S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together/);
    expect(() => load({ S3_BUCKET: 'Ipak_Media' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => load({ S3_ENDPOINT: 'https://s3.example.uz' })).toThrow(/S3_BUCKET: S3_BUCKET is required/);
    expect(() => load({ S3_BUCKET: 'ipak-media', S3_ENDPOINT: 'ftp://s3.example.uz' })).toThrow(/S3_ENDPOINT: must be an http/);
  });
});
