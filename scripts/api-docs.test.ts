import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../server/test/app';
import { API_PATHS_FILE, END, renderApiPaths, renderEndpointIndex, START, type OpenApiDocument } from './api-docs/render';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('docs/api.md lists exactly the routes of the OpenAPI document (run `npm run docs:api` after changing a route)', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDocument;
  const file = fs.readFileSync('docs/api.md', 'utf8');
  const generated = file.slice(file.indexOf(START.slice(0, 24)), file.indexOf(END) + END.length);
  expect(generated).toBe(renderEndpointIndex(doc));
});

it('web/lib/api-paths.generated.ts holds exactly the routes of the OpenAPI document (run `npm run docs:api` after changing a route)', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDocument;
  const generated = renderApiPaths(doc);
  expect(generated).toContain('| `/api/shop/product/${string}/`');
  expect(fs.readFileSync(API_PATHS_FILE, 'utf8')).toBe(generated);
});
