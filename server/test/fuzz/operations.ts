/**
 * The operations of the OpenAPI document (GET /api/openapi.json), as the fuzzer needs them: where the
 * inputs go (path, query, JSON or multipart body) with their JSON Schemas, and the declared answers.
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  [key: string]: unknown;
};

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: JsonSchema }> }>;
  security?: unknown[];
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Operation {
  /** "METHOD /path/{param}/", the operation's name in reports and in the regression table. */
  key: string;
  method: string;
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The body the operation documents, if any. */
  body?: { type: 'json' | 'multipart'; schema: JsonSchema; required: boolean };
  responses: NonNullable<OpenApiOperation['responses']>;
  /** Whether the route says it needs a signed-in caller. */
  secured: boolean;
}

/**
 * Operations the fuzzer does not send. Everything the document lists is fuzzed; routes outside the
 * document are out of its reach by construction (they are hidden from it on purpose):
 *   - GET /api/openapi.json and /api/docs (+ /api/docs/ui/*): the document itself and Scalar's HTML
 *     and script, not JSON answers with a schema;
 *   - the web app and /media/* (static files and the SPA's HTML, served by plugins/static.ts).
 */
export const EXCLUDED_OPERATIONS: Record<string, string> = {};

export function listOperations(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const key = `${method.toUpperCase()} ${path}`;
      if (key in EXCLUDED_OPERATIONS) continue;
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const json = content['application/json'];
      const form = content['multipart/form-data'];
      const body = form
        ? { type: 'multipart' as const, schema: form.schema, required: !!op.requestBody?.required }
        : json
          ? { type: 'json' as const, schema: json.schema, required: !!op.requestBody?.required }
          : undefined;
      ops.push({
        key,
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        body,
        responses: op.responses ?? {},
        secured: !!op.security?.length,
      });
    }
  }
  return ops.sort((a, b) => a.key.localeCompare(b.key));
}

/** Follows a local $ref (#/components/schemas/X). */
export function resolve(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  let s = schema;
  for (let i = 0; s?.$ref && i < 20; i++) {
    const name = s.$ref.replace('#/components/schemas/', '');
    s = doc.components?.schemas?.[name] ?? {};
  }
  return s;
}
