import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPaths } from '@shared/paths';
import { paths } from '@web/lib/paths';
import { buildTestApp, type TestApp } from '../test/app';

/**
 * The OpenAPI document after pages have been rendered by the BUILT server renderer (dist/server, as
 * `npm run build` makes it: the same command, into a folder of this test's own). A renderer bundle with
 * its own copy of shared/schemas registered every named schema a second time in zod's one global
 * registry, and /api/openapi.json answered 500 ('Duplicate schema id PublicUser') from the first page
 * on, until a restart (issue 38). The other tests render with web/entry-server.tsx itself, through
 * the same module graph as the server, and ask for the document first: they never saw it.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(ROOT, '.test-data', `renderer-${process.pid}-${Date.now()}`);
let t: TestApp;
beforeAll(async () => {
  await promisify(execFile)(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--ssr', 'entry-server.tsx', '--outDir', outDir, '--emptyOutDir'], {
    cwd: ROOT,
  });
  const webDir = path.join(outDir, 'web');
  fs.mkdirSync(webDir);
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html lang="uz"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>');
  t = await buildTestApp({ config: { webDir, ssrEntry: path.join(outDir, 'entry-server.js') } });
}, 180_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(outDir, { recursive: true, force: true });
});

describe('the OpenAPI document once pages have been rendered', () => {
  it('answers 200 with a valid document after /contacts and the sign-in page were rendered first', async () => {
    for (const url of [publicPaths.contacts(), paths.signIn()]) {
      const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<div id="root"><');
    }
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      const doc = res.json<{ components: { schemas: Record<string, unknown> } }>();
      expect(Object.keys(doc.components.schemas)).toContain('PublicUser');
      const result = await new Validator().validate(structuredClone(doc) as never);
      expect(result.errors ?? []).toEqual([]);
    }
  });
});
