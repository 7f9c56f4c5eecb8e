import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import type { JsonSchema, OpenApiDocument, Operation } from './operations';

/**
 * zod's default English messages (its 'en' locale), in any of their forms: an answer never carries
 * one (shared/validation/messages.ts words zod's own issues as codes).
 */
export const ZOD_ENGLISH = /Invalid (input|option|string|number|key|element|value|union|type|format|date|email|url|UUID|ISO)|Too (small|big)|Unrecognized keys?|expected (one of|string|number|boolean|object|array|date|int|bigint|undefined|null)|received (string|number|boolean|object|array|undefined|null|NaN)|must (be|have|contain|match|start|end|include)\b|should (be|have)\b/i;

/**
 * Checks an answer against what its operation declares: the status must be declared (exactly, or by
 * its class such as 4XX; a 429 only where the operation declares 429, since a rate limit is part of
 * a route's contract), never 5xx, a JSON body must match the declared schema (JSON Schema
 * 2020-12, as OpenAPI 3.1 defines it, checked with ajv), and no message or field error of it may be
 * zod's own English.
 */
export class ResponseChecker {
  private readonly compile: (schema: JsonSchema) => ValidateFunction;
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(doc: OpenApiDocument) {
    this.compile = schemaCompiler(doc);
  }

  private validator(op: Operation, status: string, schema: JsonSchema): ValidateFunction {
    const key = `${op.key} ${status}`;
    let v = this.cache.get(key);
    if (!v) {
      v = this.compile(schema);
      this.cache.set(key, v);
    }
    return v;
  }

  /** Why the answer breaks its operation's contract, or null when it keeps it. */
  check(op: Operation, res: Pick<LightMyRequestResponse, 'statusCode' | 'headers' | 'body'>): string | null {
    const status = res.statusCode;
    if (status >= 500) return `answered ${status}: ${res.body.slice(0, 300)}`;
    const declared = Object.keys(op.responses);
    const key = declared.includes(String(status))
      ? String(status)
      : status !== 429 && declared.includes(`${String(status)[0]}XX`)
        ? `${String(status)[0]}XX`
        : declared.includes('default') && status !== 429
          ? 'default'
          : null;
    if (!key) return `answered ${status}, which the operation does not declare (declared: ${declared.join(', ')}): ${res.body.slice(0, 300)}`;
    const content = op.responses[key]?.content;
    const schema = content?.['application/json']?.schema;
    if (!schema) {
      if (res.body.length > 0 && status !== 204) return `answered ${status} with a body, but the operation declares none for ${key}`;
      return null;
    }
    const type = String(res.headers['content-type'] ?? '');
    if (!type.startsWith('application/json')) return `answered ${status} as ${type || 'no content type'}, not JSON`;
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      return `answered ${status} with a body that is not JSON: ${res.body.slice(0, 200)}`;
    }
    const words = body && typeof body === 'object' ? JSON.stringify({ message: (body as { message?: unknown }).message, errors: (body as { errors?: unknown }).errors }) : '';
    if (ZOD_ENGLISH.test(words)) return `answered ${status} with zod's own English instead of a code: ${words.slice(0, 300)}`;
    const validate = this.validator(op, key, schema);
    if (validate(body)) return null;
    const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
    return `answered ${status} with a body that does not match the declared schema (${key}): ${errors.join('; ')}; body: ${res.body.slice(0, 300)}`;
  }
}

/**
 * A JSON Schema 2020-12 validator (ajv, with formats) for schemas of the document: its
 * `#/components/schemas/X` become `components#/$defs/X`, one schema every other one refers to.
 */
export function schemaCompiler(doc: OpenApiDocument): (schema: JsonSchema) => ValidateFunction {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false, strictTuples: false, validateFormats: true });
  addFormats(ajv);
  const defs = Object.fromEntries(Object.entries(doc.components?.schemas ?? {}).map(([k, v]) => [k, rewriteRefs(v)]));
  ajv.addSchema({ $id: 'components', $defs: defs });
  return (schema) => ajv.compile(rewriteRefs(schema) as object);
}

function rewriteRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rewriteRefs);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' ? v.replace('#/components/schemas/', 'components#/$defs/') : rewriteRefs(v)]),
  );
}
