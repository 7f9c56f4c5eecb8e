import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, INTERNAL_ERROR, VALIDATION_MESSAGE } from '../lib/errors';
import { fieldErrors } from '../lib/validate';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The error code of a 400 for this route's schema (default validation_failed), e.g. auth.invalid_refresh. */
    validationCode?: string;
  }
}

/** Fastify's own error codes that mean "the client sent something wrong". */
const CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'invalid_json', message: "So'rov tanasi yaroqli JSON emas" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'invalid_json', message: "So'rov tanasi bo'sh" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type', message: "Bu turdagi so'rov qabul qilinmaydi" },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'invalid_request', message: "So'rov noto'g'ri" },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload_too_large', message: "So'rov hajmi juda katta" },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'file_too_large', message: "Fayl hajmi 5MB dan oshmasligi kerak" },
  FST_FILES_LIMIT: { status: 413, code: 'too_many_files', message: "Fayllar soni juda ko'p" },
  FST_PARTS_LIMIT: { status: 413, code: 'too_many_parts', message: "So'rov qismlari juda ko'p" },
  FST_FIELDS_LIMIT: { status: 413, code: 'too_many_fields', message: "Maydonlar soni juda ko'p" },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 400, code: 'invalid_multipart', message: "So'rov multipart/form-data bo'lishi kerak" },
  FST_ERR_VALIDATION: { status: 400, code: 'validation_failed', message: "Ma'lumotlar noto'g'ri kiritilgan" },
  // The router's refusals, before any route (see frameworkErrors): a badly percent-encoded path, a too long parameter.
  FST_ERR_BAD_URL: { status: 400, code: 'invalid_url', message: "Manzil noto'g'ri yozilgan" },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'url_too_long', message: 'Manzil juda uzun' },
};

/**
 * Fastify's `frameworkErrors` option: what the router refuses before a route is found (a path that is
 * not valid percent-encoding, a parameter over maxParamLength) answers in the one error shape too.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = CLIENT_ERRORS[error.code];
  if (known) {
    request.log.info({ code: error.code, status: known.status }, 'client error');
    return reply.status(known.status).send({ code: known.code, message: known.message });
  }
  request.log.error({ err: error }, 'router error');
  return reply.status(500).send(INTERNAL_ERROR);
}

/**
 * One error shape for every answer: {code, message, errors?}. 5xx answers carry a generic message;
 * their details (with the stack) go to the log. A client's error is not a fault: it is answered, and
 * logged at most as one line without a stack.
 */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        if (error.headers) reply.headers(error.headers);
        return reply
          .status(error.status)
          .send({ code: error.code, message: error.message, ...(error.params ? { params: error.params } : {}), ...(error.errors ? { errors: error.errors } : {}) });
      }
      // A request that fails its route's zod schema: a validation message code per field.
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = fieldErrors(error.validation.map((v) => ({ path: v.instancePath.split('/').filter(Boolean), message: v.message ?? VALIDATION_MESSAGE })));
        return reply.status(400).send({ code: request.routeOptions.config.validationCode ?? 'validation_failed', message: VALIDATION_MESSAGE, errors });
      }
      // An answer that does not match its declared schema is our fault: log what differs.
      if (isResponseSerializationError(error as FastifyError)) {
        request.log.error({ err: error, issues: (error.cause as { issues?: unknown })?.issues }, 'response does not match its schema');
        return reply.status(500).send(INTERNAL_ERROR);
      }
      const known = (error as FastifyError).code ? CLIENT_ERRORS[(error as FastifyError).code] : undefined;
      if (known) {
        request.log.info({ code: (error as FastifyError).code, status: known.status }, 'client error');
        return reply.status(known.status).send({ code: known.code, message: known.message });
      }
      const status = (error as FastifyError).statusCode;
      if (status === 429) {
        return reply.status(429).send({ code: 'rate_limited', message: "Juda ko'p urinish. Birozdan so'ng qayta urinib ko'ring" });
      }
      if (status && status >= 400 && status < 500) {
        request.log.info({ code: (error as FastifyError).code, status, reason: error.message }, 'client error');
        return reply.status(status).send({ code: 'invalid_request', message: "So'rov noto'g'ri" });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(INTERNAL_ERROR);
    });

  },
  { name: 'errors' },
);
