import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MSG } from '@shared/validation/messages';
import { loadConfig } from '../config';
import { buildTestApp, type TestApp } from '../test/app';
import { accessTokenFor, createUser } from '../test/factories';
import { listOperations, resolve, type JsonSchema, type OpenApiDocument, type Operation } from '../test/fuzz/operations';
import { toInject, type Body, type FuzzRequest, type RequestContext } from '../test/fuzz/requests';
import { ZOD_ENGLISH } from '../test/fuzz/responses';

/**
 * No sentence of zod's own reaches a reader: whatever is wrong with a request, its answer's `errors`
 * hold validation codes (each with its words in web/locales/{uz,ru,en}/validation.json or errors.json)
 * and neither they nor the `message` carry zod's default English ('Invalid option: expected one of …',
 * 'Too small: expected string to have >=1 characters', 'Unrecognized key: …'). Every operation of the
 * OpenAPI document gets malformed input in each of its path parameters, query parameters and body
 * fields, one at a time: wrong types, values outside an enum, numbers out of range, empty and huge
 * strings, unknown keys, bodies that are not objects.
 */


/** The words of every code a field error may carry: validation.* and errors.* of the Uzbek dictionary (ru and en have the same keys, a test of theirs checks). */
function knownCodes(): Set<string> {
  const codes = new Set<string>();
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === 'string') codes.add(prefix);
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, prefix ? `${prefix}.${k}` : k);
  };
  for (const area of ['validation', 'errors']) walk(JSON.parse(fs.readFileSync(path.resolve('web/locales/uz', `${area}.json`), 'utf8')), '');
  return codes;
}

/** Malformed values for a JSON field: every type that is not the field's, and the field's own type at its edges. */
const BAD_JSON_VALUES: unknown[] = [{ nested: { deep: true } }, ['a', 'b'], true, 1e21, -1, 0.5, 'zzz-not-an-option', '', null, 'x'.repeat(20_000)];
/** Malformed values for a query parameter or a form field (text only). */
const BAD_TEXT_VALUES = ['zzz-not-an-option', '-1', '0.5', '1e21', '', 'true', '{}', 'x'.repeat(5_000)];

const GUID = '00000000-0000-4000-8000-000000000000';
/** A path parameter that reaches the route's own checks: a well-formed value of the kind its name says. */
const pathValue = (name: string) => (/guid|chat|user|message|before|after/.test(name) ? GUID : name === 'id' ? '1' : name === 'type' ? '@a' : 'yoq');

/** The property names of a body schema (an object, or the objects of its anyOf / oneOf / allOf). */
function propertiesOf(doc: OpenApiDocument, schema: JsonSchema): string[] {
  const s = resolve(doc, schema);
  const names = new Set(Object.keys(s.properties ?? {}));
  for (const part of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) for (const n of propertiesOf(doc, part)) names.add(n);
  return [...names];
}

/** The malformed requests of one operation, one broken input at a time. */
function malformedRequests(doc: OpenApiDocument, op: Operation): FuzzRequest[] {
  const basePath = Object.fromEntries(op.pathParams.map((p) => [p.name, pathValue(p.name)]));
  const base = (over: Partial<FuzzRequest>): FuzzRequest => ({ op: op.key, as: 'admin', path: basePath, query: [], body: { kind: 'none' }, ...over });
  const requests: FuzzRequest[] = [base({})];
  for (const p of op.pathParams) for (const v of ['not a valid one!', '-1', 'x'.repeat(300)]) requests.push(base({ path: { ...basePath, [p.name]: v } }));
  for (const q of op.queryParams) for (const v of BAD_TEXT_VALUES) requests.push(base({ query: [[q.name, v]] }));
  if (op.queryParams.length) requests.push(base({ query: [['zzz_unknown', '1']] }));
  if (op.body?.type === 'json') {
    const fields = propertiesOf(doc, op.body.schema);
    const json = (value: unknown): Body => ({ kind: 'json', value });
    for (const value of [[], 'just text', 42, null, {}, { zzz_unknown: 1 }]) requests.push(base({ body: json(value) }));
    for (const f of fields) for (const v of BAD_JSON_VALUES) requests.push(base({ body: json({ [f]: v }) }));
  } else if (op.body?.type === 'multipart') {
    const fields = propertiesOf(doc, op.body.schema);
    requests.push(base({ body: { kind: 'multipart', fields: [], files: [] } }));
    for (const f of fields) for (const v of BAD_TEXT_VALUES) requests.push(base({ body: { kind: 'multipart', fields: [[f, v]], files: [] } }));
  }
  return requests;
}

let t: TestApp;
let ctx: RequestContext;
let doc: OpenApiDocument;

beforeAll(async () => {
  // Limits out of the way: the test is about the words of refusals, not about limits.
  const base = loadConfig({ NODE_ENV: 'test' });
  const rateLimits = Object.fromEntries(Object.entries(base.rateLimits).map(([k, v]) => [k, k === 'windowMs' ? v : 1_000_000])) as typeof base.rateLimits;
  t = await buildTestApp({ config: { rateLimits } });
  // A superadmin reaches every route's validation (the admin routes check the role before the input).
  const admin = await accessTokenFor(t.app, await createUser(t.db, { role: 'superadmin' }));
  ctx = { tokens: { admin, user: admin, seller: admin, ghost: admin }, files: {} as RequestContext['files'] };
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
}, 60_000);
afterAll(() => t.close());

describe('the words of a refused request', () => {
  it('are codes the dictionaries word, never a sentence of zod’s (checked over every operation with malformed input)', async () => {
    const known = knownCodes();
    const operations = listOperations(doc);
    expect(operations.length).toBeGreaterThan(100);
    const offenders = new Map<string, string>();
    let refusals = 0;
    for (const op of operations) {
      for (const request of malformedRequests(doc, op)) {
        const res = await t.app.inject(toInject(request, ctx));
        if (!String(res.headers['content-type'] ?? '').startsWith('application/json')) continue;
        const body = res.json() as { message?: unknown; errors?: Record<string, unknown> };
        const errors = Object.entries(body?.errors ?? {});
        if (res.statusCode === 400) refusals++;
        const unknown = errors.filter(([, code]) => typeof code !== 'string' || !known.has(code));
        const english = ZOD_ENGLISH.test(JSON.stringify({ message: body?.message, errors: body?.errors }));
        if (unknown.length || english) offenders.set(`${op.key} ${JSON.stringify(unknown.length ? unknown : body.message)}`, JSON.stringify(request).slice(0, 300));
      }
    }
    expect(refusals, 'the malformed requests were refused').toBeGreaterThan(1_000);
    expect([...offenders.keys()]).toEqual([]);
  }, 600_000);

  it('word the refusals zod makes by itself as codes: an option outside an enum, a wrong type, a size out of bounds, an unknown key', async () => {
    // Through the route a reader meets: the shop's product list with a sort it does not know.
    const sort = await t.app.inject({ method: 'GET', url: '/api/shop/products/?sort=cheapest-first' });
    expect(sort.statusCode).toBe(400);
    expect(sort.json()).toEqual({ code: 'validation_failed', message: expect.any(String), errors: { sort: MSG.invalidOption } });

    // And every kind of zod issue that a schema leaves without our message, as its code.
    const cases: [z.ZodType, unknown, string][] = [
      [z.enum(['a', 'b']), 'c', MSG.invalidOption],
      [z.literal('a'), 'b', MSG.invalidOption],
      [z.string(), 5, MSG.invalidType],
      [z.object({ a: z.string() }), {}, MSG.required],
      [z.string().min(3), 'ab', MSG.tooShort],
      [z.string().max(3), 'abcd', MSG.tooLong],
      [z.array(z.string()).min(1), [], MSG.tooFew],
      [z.array(z.string()).max(1), ['a', 'b'], MSG.tooMany],
      [z.number().min(1), 0, MSG.tooSmall],
      [z.number().max(1), 2, MSG.tooLarge],
      [z.number().int(), 1.5, MSG.invalidType],
      [z.number().multipleOf(5), 7, MSG.invalidValue],
      [z.email(), 'not-an-email', MSG.invalidFormat],
      [z.uuid(), 'x', MSG.invalidFormat],
      [z.strictObject({ a: z.string() }), { a: 'x', b: 1 }, MSG.unknownField],
      [z.union([z.string(), z.number()]), true, MSG.invalidValue],
      [z.partialRecord(z.enum(['a']), z.string()), { b: 'x' }, MSG.unknownField],
      [z.set(z.number()), new Set(['a']), MSG.invalidType],
      [z.string().refine((v) => v === 'x'), 'y', MSG.invalidValue],
    ];
    for (const [schema, input, code] of cases) {
      const result = schema.safeParse(input);
      expect(result.success, JSON.stringify(input)).toBe(false);
      expect(result.error!.issues[0].message, `${JSON.stringify(input)} → ${result.error!.issues[0].code}`).toBe(code);
    }
  });
});
