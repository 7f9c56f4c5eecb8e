import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@shared/schemas/common';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The text fields of a multipart/form-data body (read by readForm and validated in the handler,
     * since Fastify cannot validate a stream): documented as the route's request body, with its files.
     */
    multipart?: { fields: z.ZodObject; files: readonly string[] };
  }
}

const DOCS_PREFIX = '/api/docs';
/** Scalar's plugin serves its script under this prefix; our own page at /api/docs loads it. */
const SCALAR_PREFIX = `${DOCS_PREFIX}/ui`;

const zodTransform = createJsonSchemaTransform({ skipList: [] });
const zodTransformObject = createJsonSchemaTransformObject({});
/** Every documented route may answer with the one error shape. */
const ERROR_RESPONSE = { description: 'The one error shape: {code, message, errors?}, message in Uzbek', $ref: `#/components/schemas/${errorSchema.meta()!.id}` };

/**
 * One source for validation, types and documentation: every route declares params, query, body and
 * response with the shared zod schemas; Fastify validates input and serialises answers through zod,
 * and @fastify/swagger turns the same schemas into the OpenAPI 3.1 document at GET /api/openapi.json.
 * The interactive reference at /api/docs is Scalar's, served from its npm package (no outside host),
 * started by a page of ours so that the strict CSP (no inline script) holds there too.
 */
type Operation = { operationId?: string; security?: Record<string, string[]>[]; responses?: Record<string, unknown> };
type Document = {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
  [key: string]: unknown;
};
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** A signed-in route's OpenAPI security: the bearer token (the scheme this plugin declares). A route without it is public. */
export const security = [{ bearer: [] }];

const pascal = (word: string) =>
  word
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

/**
 * An operation's id, made from its method and path so that it is stable (it changes only with the
 * URL), unique (a test checks it) and readable: the path's words after /api/ (the module first), a
 * parameter only when it ends the path ('By' + its name). GET /api/shop/product/{meta}/ is
 * getShopProductByMeta; POST /api/shop/product/{meta}/like/ is postShopProductLike.
 */
export function operationIdOf(method: string, path: string): string {
  const segments = path.split('/').filter(Boolean);
  const words = segments[0] === 'api' ? segments.slice(1) : segments;
  const parts = words.flatMap((segment, i) => {
    const param = /^\{(.+)\}$/.exec(segment);
    if (!param) return [pascal(segment)];
    return i === words.length - 1 ? [`By${pascal(param[1]!)}`] : [];
  });
  return method.toLowerCase() + parts.join('');
}

/** The names of the component schemas a value refers to ($ref), directly. */
function refsIn(value: unknown, out: Set<string>) {
  if (Array.isArray(value)) for (const v of value) refsIn(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/')) out.add(v.slice('#/components/schemas/'.length));
      else refsIn(v, out);
    }
  }
}

/**
 * The document as it is served: every operation with its id and its security (a route that needs a
 * signed-in caller declares the bearer scheme; any other is public: `security: []`), and only the
 * component schemas something refers to (the zod provider registers an input and an output variant of
 * every named schema; most answers have no input side).
 */
function finishDocument(doc: Document): Document {
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      op.operationId ??= operationIdOf(method, path);
      op.security ??= [];
    }
  }
  const schemas = doc.components?.schemas;
  if (schemas) {
    const used = new Set<string>();
    refsIn({ ...doc, components: { ...doc.components, schemas: {} } }, used);
    for (const name of used) refsIn(schemas[name], used);
    // Follow references between schemas until nothing new is found.
    for (let size = 0; size !== used.size; ) {
      size = used.size;
      for (const name of [...used]) refsIn(schemas[name], used);
    }
    doc.components!.schemas = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  }
  return doc;
}

export default fp(
  async function openapiPlugin(app: FastifyInstance, opts: { publicUrl?: string }) {
    // A POST without a body is validated as {} (its fields may all be optional), as it always was.
    app.setValidatorCompiler((route) => {
      const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
      return route.httpPart === 'body' ? (data: unknown) => validate(data ?? {}) : validate;
    });
    app.setSerializerCompiler(serializerCompiler);

    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Ipak API',
          version: '1.0.0',
          description:
            "The API of Ipak, the platform of Uzbekistan's silk-farming and crafts community. Errors always have the shape " +
            '{code, message, errors?}; messages are Uzbek. Send the access token as `Authorization: Bearer <access>`.',
        },
        // PUBLIC_URL when the site's address is configured; else the paths are relative to wherever the document was read.
        servers: [{ url: opts.publicUrl ?? '/', description: opts.publicUrl ? 'This site' : 'The server that answered this document' }],
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token of POST /api/users/accounts/login/' },
            // The chat sockets: a WebSocket cannot send an Authorization header from a browser.
            socketToken: { type: 'apiKey', in: 'query', name: 'token', description: 'The access token, for the chat sockets (/chat/…)' },
          },
        },
      },
      // Named schemas (.meta({id})) become components/schemas, referenced from the routes; then every
      // operation gets its id and security, and unused schemas go.
      transformObject: (input) => finishDocument(zodTransformObject(input) as Document) as ReturnType<typeof zodTransformObject>,
      transform: (document) => {
        const multipart = document.route.config?.multipart;
        const transformed = zodTransform(document);
        const { url } = transformed;
        const schema = transformed.schema as (FastifySchema & Record<string, unknown>) | undefined;
        // Every documented route (the API and the chat sockets' plain GET) may answer with the one error shape.
        if (schema && !schema.hide) {
          // A chat socket's success is the upgrade (101), which OpenAPI can only name.
          const upgrade = (document.route as { wsHandler?: unknown }).wsHandler ? { 101: { description: 'Switching Protocols: the WebSocket is open' } } : {};
          schema.response = { ...upgrade, ...(schema.response as object | undefined), '4XX': ERROR_RESPONSE };
        }
        if (!multipart || !schema) return { schema: schema ?? {}, url };
        // Multipart bodies: the text fields' schema, plus the file fields as binary strings.
        const fields = z.toJSONSchema(multipart.fields, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as {
          properties?: Record<string, unknown>;
          required?: string[];
        };
        const properties = { ...fields.properties };
        for (const file of multipart.files) properties[file] = { type: 'array', items: { type: 'string', format: 'binary' } };
        return {
          schema: { ...schema, consumes: ['multipart/form-data'], body: { type: 'object', properties, required: fields.required ?? [] } },
          url,
        };
      },
    });

    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

    await app.register(scalar, {
      routePrefix: SCALAR_PREFIX,
      logLevel: 'warn',
      // Scalar's own page starts it with an inline script, which our CSP refuses: send readers to ours.
      hooks: {
        onRequest: async (request, reply) => {
          const path = request.url.split('?')[0]!.replace(/\/$/, '');
          if (path === SCALAR_PREFIX) return reply.redirect(DOCS_PREFIX);
        },
      },
    });

    // Our fonts and no links out: no web fonts, no developer toolbar, no AI agent, no telemetry.
    const configuration = JSON.stringify({ withDefaultFonts: false, hideClientButton: true, showDeveloperTools: 'never', agent: { disabled: true }, telemetry: false });
    const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ipak API reference</title>
</head>
<body>
<script id="api-reference" type="application/json" data-url="/api/openapi.json" data-configuration="${configuration.replaceAll('"', '&quot;')}"></script>
<script src="${SCALAR_PREFIX}/js/scalar.js"></script>
</body>
</html>`;
    app.get(DOCS_PREFIX, { schema: { hide: true } }, async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
  },
  { name: 'openapi', dependencies: ['errors'] },
);
