import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_MAX } from '@shared/constants';
import { buildTestApp, type TestApp } from '../test/app';
import { listOperations, resolve, type JsonSchema, type OpenApiDocument } from '../test/fuzz/operations';
import { schemaCompiler } from '../test/fuzz/responses';
import { operationIdOf } from './openapi';

type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  tags?: string[];
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> } | undefined>;
};
type Document = { openapi: string; servers?: { url: string }[]; paths: Record<string, Record<string, Operation>> };

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

describe('what tools read from the document', () => {
  it('gives every operation a unique, readable operationId made from its method and path', () => {
    const ids = operations().map(({ path, method, op }) => ({ where: `${method.toUpperCase()} ${path}`, id: op.operationId }));
    expect(ids.filter((o) => !o.id).map((o) => o.where)).toEqual([]);
    const seen = new Map<string, string>();
    const twice = ids.flatMap(({ where, id }) => (seen.has(id!) ? [`${id}: ${seen.get(id!)} and ${where}`] : (seen.set(id!, where), [])));
    expect(twice).toEqual([]);
    for (const { path, method, op } of operations()) {
      expect(op.operationId).toMatch(/^[a-z]+[A-Za-z0-9]*$/);
      expect(op.operationId).toBe(operationIdOf(method, path));
    }
    expect(doc.paths['/api/shop/product/{meta}/']!.get!.operationId).toBe('getShopProductByMeta');
    expect(doc.paths['/api/users/accounts/login/']!.post!.operationId).toBe('postUsersAccountsLogin');
  });

  it('names the server: relative to the document by default', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it('names the server PUBLIC_URL when it is set', async () => {
    const other = await buildTestApp({ config: { publicUrl: 'https://ipak.example' } });
    try {
      const document = (await other.app.inject('/api/openapi.json')).json() as Document;
      expect(document.servers).toEqual([expect.objectContaining({ url: 'https://ipak.example' })]);
    } finally {
      await other.close();
    }
  });

  it('has no two paths that differ only in the names of their parameters', () => {
    const byTemplate = new Map<string, string[]>();
    for (const p of Object.keys(doc.paths)) {
      const template = p.replace(/\{[^}]+\}/g, '{}');
      byTemplate.set(template, [...(byTemplate.get(template) ?? []), p]);
    }
    expect([...byTemplate.values()].filter((paths) => paths.length > 1)).toEqual([]);
    // The course's address is read by its meta and changed by its guid, as clients call it.
    expect(Object.keys(doc.paths['/api/courses/course/{course}/']!).sort()).toEqual(['delete', 'get', 'patch']);
  });

  it('marks public operations security: [] and the others with the bearer scheme, as the routes answer without a token', async () => {
    const wrong: string[] = [];
    const document = doc as unknown as OpenApiDocument;
    for (const op of listOperations(document)) {
      const declared = (doc.paths[op.path]![op.method.toLowerCase()]!.security ?? null) as Record<string, string[]>[] | null;
      if (!Array.isArray(declared)) {
        wrong.push(`${op.key}: no security`);
        continue;
      }
      const schemes = declared.flatMap((s) => Object.keys(s));
      // The chat sockets take the token as a query parameter; a plain GET of them answers 426.
      if (schemes.includes('socketToken')) continue;
      const url = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
        const param = op.pathParams.find((p) => p.name === name);
        return resolve(document, param?.schema ?? {}).type === 'integer' ? '1' : '00000000-0000-4000-8000-000000000000';
      });
      const res = await t.app.inject({ method: op.method as 'GET', url });
      const refusedForNoToken = res.statusCode === 401 && res.json().code === 'auth.unauthorized';
      const bearer = schemes.includes('bearer');
      if (bearer !== refusedForNoToken) wrong.push(`${op.key}: security ${JSON.stringify(declared)}, answered ${res.statusCode} ${res.body.slice(0, 80)} without a token`);
    }
    expect(wrong).toEqual([]);
  });

  it('passes Redocly lint (redocly.yaml) with no error', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipak-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      fs.writeFileSync(file, JSON.stringify(doc));
      // The CLI is one bundled file: it needs no network (no telemetry, no update check).
      const cli = path.resolve('node_modules/@redocly/cli/bin/cli.js');
      const run = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--config', path.resolve('redocly.yaml'), '--format=json', '--max-problems=10000'], {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
        maxBuffer: 64 * 1024 * 1024,
      }).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
      const report = JSON.parse(run.stdout) as { totals: { errors: number }; problems: { severity: string; ruleId: string; message: string; location?: { pointer?: string }[] }[] };
      const errors = report.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} (${p.location?.[0]?.pointer})`);
      expect(errors).toEqual([]);
      expect(report.totals.errors).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
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
