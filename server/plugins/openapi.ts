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
/** Every documented route may answer with the one error shape. */
const ERROR_RESPONSE = { description: 'The one error shape: {code, message, errors?}, message in Uzbek', $ref: `#/components/schemas/${errorSchema.meta()!.id}` };

/**
 * One source for validation, types and documentation: every route declares params, query, body and
 * response with the shared zod schemas; Fastify validates input and serialises answers through zod,
 * and @fastify/swagger turns the same schemas into the OpenAPI 3.1 document at GET /api/openapi.json.
 * The interactive reference at /api/docs is Scalar's, served from its npm package (no outside host),
 * started by a page of ours so that the strict CSP (no inline script) holds there too.
 */
export default fp(
  async function openapiPlugin(app: FastifyInstance) {
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
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      // Named schemas (.meta({id})) become components/schemas, referenced from the routes.
      transformObject: createJsonSchemaTransformObject({}),
      transform: (document) => {
        const multipart = document.route.config?.multipart;
        const transformed = zodTransform(document);
        const { url } = transformed;
        const schema = transformed.schema as (FastifySchema & Record<string, unknown>) | undefined;
        // Every documented route (the API and the chat sockets' plain GET) may answer with the one error shape.
        if (schema && !schema.hide) {
          schema.response = { ...(schema.response as object | undefined), '4XX': ERROR_RESPONSE };
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
