import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_MAX } from '@shared/constants';
import { buildTestApp, type TestApp } from '../test/app';
import { listOperations, resolve, type JsonSchema, type OpenApiDocument } from '../test/fuzz/operations';
import { schemaCompiler } from '../test/fuzz/responses';

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

describe('what every request schema refuses', () => {
  /** Every place a request carries a value: path and query parameters, and each field (at any depth) of a JSON or multipart body. */
  function positions() {
    const document = doc as unknown as OpenApiDocument;
    /** textual: the value may also arrive as text (a type or union with a string), parsed and bounded by the schema's transform. */
    const out: { where: string; schema: JsonSchema; textual: boolean }[] = [];
    const isText = (x: JsonSchema): boolean => {
      const r = resolve(document, x);
      return r.type === 'string' || (Array.isArray(r.type) && r.type.includes('string')) || [...(r.anyOf ?? []), ...(r.oneOf ?? [])].some(isText);
    };
    const walk = (where: string, schema: JsonSchema, textual: boolean) => {
      const s = resolve(document, schema);
      const branches = [...(s.anyOf ?? []), ...(s.oneOf ?? [])];
      const text = textual || isText(s) || branches.some(isText);
      out.push({ where, schema, textual: text });
      for (const [k, v] of Object.entries(s.properties ?? {})) walk(`${where}.${k}`, v, false);
      if (s.items) walk(`${where}[]`, s.items, false);
      for (const branch of branches) walk(where, branch, text);
    };
    for (const op of listOperations(document)) {
      for (const p of [...op.pathParams, ...op.queryParams]) walk(`${op.key} ${p.in} ${p.name}`, p.schema, false);
      if (op.body) {
        for (const [k, v] of Object.entries(resolve(document, op.body.schema).properties ?? {})) {
          if (resolve(document, v).format === 'binary' || resolve(document, resolve(document, v).items ?? {}).format === 'binary') continue;
          walk(`${op.key} body.${k}`, v, false);
        }
      }
    }
    return out;
  }

  it('refuses NUL bytes, other control characters and lone surrogates in every string (line() / text(), or a stricter pattern)', () => {
    const compile = schemaCompiler(doc as unknown as OpenApiDocument);
    const bad = ['a\u0000', '\u0000', 'a\u0001b', '\u001b[31m', 'a\u007f', 'a\ud800', '\udfffa', 'a\u000bb'];
    const accepted = positions().flatMap(({ where, schema }) => {
      const validate = compile(schema);
      return bad.filter((v) => validate(v)).map((v) => `${where} accepts ${JSON.stringify(v)}`);
    });
    expect(accepted).toEqual([]);
  });

  it('bounds every number (form fields that arrive as text are bounded by their transform, and fuzzed)', () => {
    const compile = schemaCompiler(doc as unknown as OpenApiDocument);
    const unbounded = positions().flatMap(({ where, schema, textual }) => {
      // A value that may arrive as a number or as text (forms) goes through a transform that bounds it.
      if (textual) return [];
      const validate = compile(schema);
      return [PRICE_MAX + 1, 1e21, -1e21].filter((v) => validate(v)).map((v) => `${where} accepts ${v}`);
    });
    expect(unbounded).toEqual([]);
  });
});

describe('route schemas', () => {
  it('answer bad input with the one error shape and the field messages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/news/documents/details/not-a-number/' });
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
