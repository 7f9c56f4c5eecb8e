import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';

type Operation = {
  tags?: string[];
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> } | undefined>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await buildTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
const apiOperations = () => operations().filter((o) => o.path.startsWith('/api/'));

describe('the OpenAPI document at /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(doc) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists the routes of every module', () => {
    const paths = Object.keys(doc.paths);
    for (const base of ['/api/users/', '/api/shop/', '/api/announcements/', '/api/news/', '/api/courses/', '/api/messenger/']) {
      expect(paths.some((p) => p.startsWith(base)), base).toBe(true);
    }
    expect(paths).toContain('/api/users/accounts/login/');
    expect(paths).toContain('/api/shop/product/{meta}/');
  });

  it('gives every API route a tag, its path parameters and a schema for its answer', () => {
    const missing: string[] = [];
    for (const { path, method, op } of apiOperations()) {
      const where = `${method.toUpperCase()} ${path}`;
      if (!op.tags?.length) missing.push(`${where}: no tag`);
      for (const name of [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])) {
        if (!op.parameters?.some((p) => p.in === 'path' && p.name === name)) missing.push(`${where}: path parameter ${name} not declared`);
      }
      const answers = Object.entries(op.responses ?? {}).filter(([status]) => status.startsWith('2'));
      const described = answers.some(([status, r]) => status === '204' || Object.values(r?.content ?? {}).some((c) => c.schema));
      if (!described) missing.push(`${where}: no schema for its answer`);
    }
    expect(missing).toEqual([]);
  });
});

describe('route schemas', () => {
  it('answer bad input with the one error shape and the field messages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/news/documents/not-a-number/' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'validation_failed', message: expect.any(String), errors: { id: 'bad_address' } });
  });

  it('check who may call a route before its input', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/notifications/read/', payload: { guid: 'not-a-uuid' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('the reference at /api/docs', () => {
  it('is served from our own assets, with no inline script under the strict CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    // Every script is either data (application/json) or loaded from our own path.
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      if (/type="application\/json"/.test(attrs)) continue;
      expect(attrs).toMatch(/src="\/api\/docs\//);
      expect(body.trim()).toBe('');
    }
    expect(page.body).not.toMatch(/https?:\/\//);

    const src = page.body.match(/src="([^"]+)"/)![1];
    const script = await t.app.inject({ method: 'GET', url: src });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
  });
});
