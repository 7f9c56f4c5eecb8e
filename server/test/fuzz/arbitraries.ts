import fc from 'fast-check';
import { resolve, type JsonSchema, type OpenApiDocument, type Operation } from './operations';
import { encodeText, FILE_CONTENTS, IDENTITIES, type Body, type FilePart, type FuzzRequest } from './requests';

/**
 * fast-check arbitraries for an operation's requests, made from the JSON Schemas its OpenAPI entry
 * declares: values that follow the schema (with real ids, slugs and phones of the demo content, so
 * that requests get past the lookups into the code behind them) and hostile ones (wrong types,
 * missing and unknown fields, NUL bytes and other control characters, lone surrogates, very long
 * strings, huge and negative numbers, malformed ids, cut-off and malformed bodies, bad multipart
 * framing, broken images, forged tokens).
 */

/** Real values of the demo content for a parameter or field of an operation (may be empty). */
export type Dictionary = (op: Operation, name: string) => readonly string[];

export interface ArbitraryContext {
  doc: OpenApiDocument;
  dictionary: Dictionary;
}

export const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f', '\ud800', '\udfff', '\u0000\u0000', 'a\u0000'];

const SPECIAL_STRINGS = [
  '',
  ' ',
  '   ',
  '0',
  '-1',
  '1.5',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '0x1F',
  ' 12 ',
  '１２３',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '9223372036854775808',
  '99999999999999999999999',
  '999999999999',
  '1000000000000',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '%00',
  '%FF',
  '\\',
  '"',
  "'",
  'ʻ',
  '😀',
  '👨‍👩‍👧',
  'Ўзбекистон',
  '\u202e\u0635',
  '\ufeff',
  '00000000-0000-0000-0000-000000000000',
  '00000000-0000-0000-0000-00000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'not-a-uuid',
  'ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ',
  '{0000000-0000-0000-0000-000000000000}',
];

export const HOSTILE_NUMBERS = [-1, 0, 1.5, -0.5, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 32, 2 ** 53, 2 ** 53 + 2, 999_999_999_999, 1e12, 1e21, 1e308, -1e308, 4.9e-324];

/**
 * Raw path segments sent without encoding: bad percent-encodings, an encoded slash. (Not '.' or '..':
 * URL parsing resolves them before the request is sent, so they reach another route, not this one.)
 */
const RAW_SEGMENTS = ['%FF', '%00', '%', '%2F', '%E0%A4%A', '%C0%AE', '%25', '%ED%A0%80', 'a%20b', '%uD800', '%0A', '%5C'];

const SAMPLE_TEXTS = [
  "Marg'ilon atlasi",
  'Atlas va adras',
  "Qo'lda to'qilgan ipak ro'mol",
  'Ipak',
  'ipak',
  'Марғилон',
  'Маргилон',
  'Rishton',
  'kosa',
  'Ko‘ylak',
  "G'ayrat",
  'Dilnoza',
  'Abdulla-Xo‘ja',
  'test@example.com',
  '1990-01-01',
  '<p>Tabiiy ipak.</p>',
  'Line one\nline two',
  'a',
];

const weighted = <T>(...entries: [number, fc.Arbitrary<T>][]) => fc.oneof(...entries.map(([weight, arbitrary]) => ({ weight, arbitrary })));

/** Inserts `bad` into `text` at a position: a NUL or control character inside otherwise good text. */
const withCharacter = (text: fc.Arbitrary<string>) =>
  fc.tuple(text, fc.constantFrom(...CONTROL_CHARACTERS), fc.nat()).map(([t, bad, at]) => {
    const i = t.length ? at % (t.length + 1) : 0;
    return t.slice(0, i) + bad + t.slice(i);
  });

const longString = fc.tuple(fc.constantFrom(201, 1_001, 20_001, 200_001), fc.constantFrom('a', 'ʻ', '😀', ' ', '\u0000', '9')).map(([n, c]) => c.repeat(n));

/** Slightly wrong versions of real values: a character more or less, upper case, a NUL inside. */
const mutated = (values: readonly string[]) =>
  fc.tuple(fc.constantFrom(...values), fc.constantFrom('append', 'drop', 'upper', 'nul', 'space', 'dash', 'double')).map(([v, how]) => {
    switch (how) {
      case 'append':
        return `${v}x`;
      case 'drop':
        return v.slice(0, -1);
      case 'upper':
        return v.toUpperCase();
      case 'nul':
        return `${v.slice(0, 3)}\u0000${v.slice(3)}`;
      case 'space':
        return ` ${v} `;
      case 'dash':
        return v.replace(/-/g, '');
      default:
        return `${v}${v}`;
    }
  });

function textArb(s: JsonSchema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = Math.max(min, Math.min(s.maxLength ?? 60, 60));
  const base = weighted<string>([3, fc.constantFrom(...SAMPLE_TEXTS)], [2, fc.string({ unit: 'grapheme', minLength: min, maxLength: max })], [1, fc.string({ minLength: min, maxLength: max })]);
  let re: RegExp | null = null;
  if (s.pattern) {
    try {
      re = new RegExp(s.pattern, 'u');
    } catch {
      re = null;
    }
  }
  if (re && !re.test('Ipak matni')) {
    const pattern = re;
    return fc.stringMatching(pattern).filter((v) => v.length <= (s.maxLength ?? 10_000));
  }
  const pattern = re;
  return base.map((v) => (pattern && !pattern.test(v) ? 'Ipak' : v));
}

function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'email') return fc.emailAddress().filter((v) => v.length <= (s.maxLength ?? 254));
  if (s.format === 'uri') return fc.webUrl();
  return textArb(s);
}

function integerArb(s: JsonSchema): fc.Arbitrary<number> {
  const min = Math.max(s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 0), -(2 ** 40));
  const max = Math.min(s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 1_000), 2 ** 40);
  const cap = Math.min(max, min + 1_000);
  return weighted([4, fc.integer({ min, max: Math.max(min, cap) })], [1, fc.constantFrom(min, Math.max(min, max))]);
}

/** Merges allOf parts (several patterns of one string, mostly). */
function flatten(ctx: ArbitraryContext, schema: JsonSchema): JsonSchema {
  const s = resolve(ctx.doc, schema);
  if (!s.allOf) return s;
  const merged: JsonSchema = { ...s, allOf: undefined };
  const patterns: string[] = [];
  for (const part of s.allOf.map((p) => flatten(ctx, p))) {
    if (part.pattern) patterns.push(part.pattern);
    Object.assign(merged, part);
  }
  // A value must match every pattern: prefer the most specific (one that refuses plain text).
  merged.pattern = patterns.find((p) => !new RegExp(p, 'u').test('Ipak matni')) ?? patterns[0];
  return merged;
}

/** A value that follows the schema (mostly: lengths and formats, not every cross-field rule). */
export function validValue(ctx: ArbitraryContext, op: Operation, name: string, schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const s = flatten(ctx, schema);
  const known = ctx.dictionary(op, name);
  const own = ownValue(ctx, op, name, s, depth);
  return known.length ? weighted<unknown>([5, fc.constantFrom(...known)], [1, own]) : own;
}

function ownValue(ctx: ArbitraryContext, op: Operation, name: string, s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const branches = s.anyOf ?? s.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((b) => validValue(ctx, op, name, b, depth + 1)));
  if ('const' in s) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : ['string', 'integer', 'boolean'];
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'string':
          return stringArb(s);
        case 'integer':
          return integerArb(s);
        case 'number':
          return weighted<number>([4, integerArb(s)], [1, fc.double({ min: s.minimum ?? 0, max: s.maximum ?? 1_000, noNaN: true })]);
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array':
          return depth > 4
            ? fc.constant([])
            : fc.array(validValue(ctx, op, name, s.items ?? {}, depth + 1), { minLength: s.minItems ?? 0, maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 4, 5)) });
        case 'object':
          return depth > 4 ? fc.constant({}) : objectValue(ctx, op, s, depth + 1);
        default:
          return fc.constant(null);
      }
    }),
  );
}

/** Something no schema allows at this place. */
export function hostileValue(ctx: ArbitraryContext, op: Operation, name: string, schema: JsonSchema): fc.Arbitrary<unknown> {
  const s = flatten(ctx, schema);
  const known = ctx.dictionary(op, name);
  const text = known.length ? fc.constantFrom(...known) : stringArb(s);
  const entries: [number, fc.Arbitrary<unknown>][] = [
    [3, withCharacter(text)],
    [2, fc.constantFrom(...SPECIAL_STRINGS)],
    [1, longString],
    [2, fc.constantFrom(...HOSTILE_NUMBERS)],
    [1, fc.constantFrom(...HOSTILE_NUMBERS.map(String))],
    [2, fc.constantFrom<unknown>(null, true, false, [], {}, [[[]]], { a: 1 }, ['a', 'b'], [1, 2], { $ne: null }, JSON.parse('{"__proto__":{"admin":true}}'))],
  ];
  if (known.length) entries.push([2, mutated(known)]);
  return weighted(...entries);
}

/**
 * Requests come in two modes. `valid`: every part follows its schema (with real ids), so the request
 * reaches the code behind the validation (and often succeeds: a product is created, a chat opened).
 * `mixed`: any part may be hostile, from one field to the framing of the whole body.
 */
export type Mode = 'valid' | 'mixed';

/** A value at a field: in mixed mode mostly valid, sometimes hostile. */
function fieldValue(ctx: ArbitraryContext, op: Operation, name: string, schema: JsonSchema, depth: number, mode: Mode): fc.Arbitrary<unknown> {
  if (mode === 'valid') return validValue(ctx, op, name, schema, depth);
  return weighted<unknown>([6, validValue(ctx, op, name, schema, depth)], [1, hostileValue(ctx, op, name, schema)]);
}

const UNKNOWN_FIELDS = ['extra', 'role', 'is_admin', '__proto__', 'constructor', 'id', 'user_id', 'is_verified', '', '\u0000', 'a'.repeat(300)];

/** An object after the schema's properties; in mixed mode now and then a required field is left out or an unknown one added. */
export function objectValue(ctx: ArbitraryContext, op: Operation, schema: JsonSchema, depth = 0, mode: Mode = 'mixed'): fc.Arbitrary<Record<string, unknown>> {
  const s = flatten(ctx, schema);
  const props = Object.entries(s.properties ?? {});
  const required = (s.required ?? []).filter((k) => s.properties?.[k]);
  const record = fc.record(Object.fromEntries(props.map(([k, ps]) => [k, fieldValue(ctx, op, k, ps, depth, mode)])), { requiredKeys: required });
  if (mode === 'valid') return record.map((o) => ({ ...o }));
  const drop = required.length ? weighted<string | null>([7, fc.constant(null)], [1, fc.constantFrom(...required)]) : fc.constant(null);
  const extra = weighted<[string, unknown] | null>([7, fc.constant(null)], [1, fc.tuple(fc.constantFrom(...UNKNOWN_FIELDS), fc.constantFrom<unknown>('x', 1, true, null, { nested: 1 }))]);
  return fc.tuple(record, drop, extra).map(([o, d, e]) => {
    const out: Record<string, unknown> = { ...o };
    if (d) delete out[d];
    if (e) Object.defineProperty(out, e[0], { value: e[1], enumerable: true, writable: true, configurable: true });
    return out;
  });
}

// --- the parts of a request ----------------------------------------------------------------------

const asQueryString = (v: unknown): string[] => (Array.isArray(v) ? v.flatMap(asQueryString) : [typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]);

function queryArb(ctx: ArbitraryContext, op: Operation, mode: Mode): fc.Arbitrary<FuzzRequest['query']> {
  const params = op.queryParams;
  const pairs =
    params.length === 0
      ? fc.constant<[string, string][]>([])
      : fc
          .record(Object.fromEntries(params.map((p) => [p.name, fieldValue(ctx, op, p.name, p.schema, 0, mode)])), {
            requiredKeys: params.filter((p) => p.required).map((p) => p.name),
          })
          .map((o) => Object.entries(o).flatMap(([k, v]) => asQueryString(v).map((s): [string, string] => [k, s])));
  if (mode === 'valid') return pairs;
  const extra = weighted<[string, string][]>(
    [6, fc.constant([])],
    [1, fc.tuple(fc.constantFrom('page', 'q', 'x', 'page[]', 'a[b]', '__proto__', ...params.map((p) => p.name)), fc.constantFrom(...SPECIAL_STRINGS)).map((kv) => [kv])],
  );
  const raw = fc.constantFrom('page=%FF', 'q=%', 'q=%E0%A4%A', '&&&', '=', 'a=1&a=2&a=3', `${params[0]?.name ?? 'x'}=%00`, 'page=1&page=2', 'page_size=1e3', `${params[0]?.name ?? 'q'}[]=1`);
  return weighted<FuzzRequest['query']>([8, fc.tuple(pairs, extra).map(([a, b]) => [...a, ...b])], [1, raw.map((r) => ({ raw: r }))]);
}

function pathArb(ctx: ArbitraryContext, op: Operation, mode: Mode): fc.Arbitrary<{ path: Record<string, string>; rawPath?: boolean }> {
  if (!op.pathParams.length) return fc.constant({ path: {} });
  const value = (p: Operation['pathParams'][number]) =>
    mode === 'valid' ? validValue(ctx, op, p.name, p.schema) : weighted<unknown>([6, validValue(ctx, op, p.name, p.schema)], [2, hostileValue(ctx, op, p.name, p.schema)]);
  const encoded = fc
    .record(Object.fromEntries(op.pathParams.map((p) => [p.name, value(p)])))
    .map((o) => ({ path: Object.fromEntries(Object.entries(o).map(([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')])) }));
  if (mode === 'valid') return encoded;
  const raw = fc
    .record(Object.fromEntries(op.pathParams.map((p) => [p.name, weighted<string>([1, fc.constantFrom(...RAW_SEGMENTS)], [1, validValue(ctx, op, p.name, p.schema).map((v) => encodeText(String(v)))])])))
    .map((path) => ({ path, rawPath: true }));
  return weighted<{ path: Record<string, string>; rawPath?: boolean }>([9, encoded], [1, raw]);
}

const MALFORMED_JSON = ['{', '{"a":', '[', 'nul', '{"a":1,}', "{'a':1}", '\u0000', '{"a":"\u0000"}', '{"a":"\\u0000"}', '{"a":"\\ud800"}', '"\\ud800"', '1e999999', '{"__proto__":{"x":1}}', '[]'.repeat(1000), '['.repeat(5000)];

function jsonBodyArb(ctx: ArbitraryContext, op: Operation, schema: JsonSchema, mode: Mode): fc.Arbitrary<Body> {
  const value = objectValue(ctx, op, schema, 0, mode);
  if (mode === 'valid') return value.map((v): Body => ({ kind: 'json', value: v }));
  return weighted<Body>(
    [10, value.map((v) => ({ kind: 'json', value: v }))],
    [1, fc.constantFrom<unknown>(null, [], 'text', 42, true, [{}], { data: null }).map((v) => ({ kind: 'json', value: v }))],
    [1, fc.tuple(value, fc.nat({ max: 400 })).map(([v, cut]) => ({ kind: 'json', value: v, cut }))],
    [
      1,
      fc.oneof(
        fc.constantFrom(...MALFORMED_JSON).map((text): Body => ({ kind: 'text', contentType: 'application/json', text })),
        fc
          .tuple(
            fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'application/json; charset=latin1', 'application/json; charset=utf-16', 'multipart/form-data'),
            fc.constantFrom('a=1', '<a/>', '{}', ''),
          )
          .map(([contentType, text]): Body => ({ kind: 'text', contentType, text })),
      ),
    ],
  );
}

const FILENAMES = ['rasm.png', 'photo.jpg', 'a.webp', '../../etc/passwd.png', 'rasm.gif', '', 'x'.repeat(300) + '.png', 'с.png'];

function filePartArb(field: string, mode: Mode): fc.Arbitrary<FilePart> {
  if (mode === 'valid') return fc.record({ field: fc.constant(field), filename: fc.constantFrom('rasm.png', 'photo.jpg'), content: fc.constantFrom('png' as const, 'jpeg' as const) });
  return fc.record({
    field: weighted([9, fc.constant(field)], [1, fc.constantFrom(`${field}[]`, 'other', '')]),
    filename: fc.constantFrom(...FILENAMES),
    content: weighted([6, fc.constant('png' as const)], [2, fc.constant('jpeg' as const)], [3, fc.constantFrom(...FILE_CONTENTS)]),
  });
}

function multipartBodyArb(ctx: ArbitraryContext, op: Operation, schema: JsonSchema, mode: Mode): fc.Arbitrary<Body> {
  const s = flatten(ctx, schema);
  const fileFields = Object.entries(s.properties ?? {})
    .filter(([, p]) => {
      const r = flatten(ctx, p);
      return r.format === 'binary' || (r.type === 'array' && flatten(ctx, r.items ?? {}).format === 'binary');
    })
    .map(([k]) => k);
  const textSchema: JsonSchema = { ...s, properties: Object.fromEntries(Object.entries(s.properties ?? {}).filter(([k]) => !fileFields.includes(k))) };
  const fields = objectValue(ctx, op, textSchema, 0, mode).map((o) =>
    Object.entries(o).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x): [string, string] => [k, asQueryString(x)[0]]) : [[k, asQueryString(v)[0]] as [string, string]])),
  );
  const files = fileFields.length
    ? fc.array(fc.oneof(...fileFields.map((f) => filePartArb(f, mode))), { minLength: mode === 'valid' ? 1 : 0, maxLength: mode === 'valid' ? 4 : 5 })
    : fc.constant<FilePart[]>([]);
  if (mode === 'valid') return fc.tuple(fields, files).map(([f, fl]): Body => ({ kind: 'multipart', fields: f, files: fl }));
  const framing = weighted<{ cut?: number; boundary?: 'ok' | 'missing' | 'mismatch' }>(
    [12, fc.constant({})],
    [2, fc.nat({ max: 3_000 }).map((cut) => ({ cut }))],
    [1, fc.constantFrom<'missing' | 'mismatch'>('missing', 'mismatch').map((boundary) => ({ boundary }))],
  );
  return weighted<Body>(
    [10, fc.tuple(fields, files, framing).map(([f, fl, fr]): Body => ({ kind: 'multipart', fields: f, files: fl, ...fr }))],
    // readForm takes JSON too (the same fields, any types).
    [2, objectValue(ctx, op, textSchema).map((value): Body => ({ kind: 'json', value }))],
    [1, fc.constantFrom(...MALFORMED_JSON).map((text): Body => ({ kind: 'text', contentType: 'application/json', text }))],
  );
}

function bodyArb(ctx: ArbitraryContext, op: Operation, mode: Mode): fc.Arbitrary<Body> {
  if (!op.body) {
    if (mode === 'valid') return fc.constant({ kind: 'none' });
    return weighted<Body>(
      [12, fc.constant({ kind: 'none' })],
      [1, fc.constantFrom<Body>({ kind: 'json', value: { a: 1 } }, { kind: 'text', contentType: 'application/json', text: '{' }, { kind: 'text', contentType: 'text/plain', text: '\u0000' })],
    );
  }
  const body = op.body.type === 'multipart' ? multipartBodyArb(ctx, op, op.body.schema, mode) : jsonBodyArb(ctx, op, op.body.schema, mode);
  return mode === 'valid' ? body : weighted<Body>([12, body], [1, fc.constant({ kind: 'none' })]);
}

export function requestOf(ctx: ArbitraryContext, op: Operation, mode: Mode): fc.Arbitrary<FuzzRequest> {
  const as =
    mode === 'valid'
      ? fc.constantFrom('user' as const, 'seller' as const, 'admin' as const)
      : weighted([2, fc.constantFrom('user' as const, 'seller' as const, 'admin' as const)], [1, fc.constantFrom(...IDENTITIES)]);
  return fc
    .record({ as, path: pathArb(ctx, op, mode), query: queryArb(ctx, op, mode), body: bodyArb(ctx, op, mode) })
    .map(({ as, path, query, body }): FuzzRequest => ({ op: op.key, as, ...path, query, body }));
}

/** Requests for one operation: two in five follow the schemas throughout, the others mix in hostile parts. */
export function requestArb(ctx: ArbitraryContext, op: Operation): fc.Arbitrary<FuzzRequest> {
  return weighted([3, requestOf(ctx, op, 'mixed')], [2, requestOf(ctx, op, 'valid')]);
}
