import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { guidParamsSchema, noContentSchema, rateLimitedAnswer } from '@shared/schemas/common';
import type { AuthUser } from '../lib/auth-user';
import { readForm, type FormBody, type UploadedFile } from '../lib/multipart';
import { validate } from '../lib/validate';
import { requireUser, signedIn } from './auth';
import { security } from './openapi';
import { countUpload } from './rate-limits';

/**
 * A signed-in user's multipart upload, in the order that spares the server work, before a byte of
 * the body is read: `may` is asked first (a 403 or 404, or a 429 of a limit of its own such as new
 * products per user), then the request is counted against the user's upload limit; then the form is
 * read. A refused request spends nothing of the upload limit.
 */
export async function readUpload(request: FastifyRequest, opts: Parameters<typeof readForm>[1], may?: (user: AuthUser) => Promise<unknown>): Promise<{ user: AuthUser; form: FormBody }> {
  const user = await requireUser(request);
  if (may) await may(user);
  await countUpload(request, user.id);
  return { user, form: await readForm(request, opts) };
}

/**
 * An editor's create (POST, answered 201) or edit (PATCH, 200) of one thing at `path`: a multipart form
 * of `fields` with the files `files` (or JSON where the fields allow it), read as readUpload reads it
 * (`may` first, with the path's params); `save`
 * gets the caller, the validated fields, the form (its files) and the params (`params` when the path
 * names the thing), and its answer is `answer`. The caller's guard: the plugin's, or `onRequest`.
 */
export function editorUploadRoute<F extends z.ZodObject, P extends z.ZodObject = typeof guidParamsSchema>(
  fastify: FastifyInstance,
  method: 'post' | 'patch',
  path: string,
  o: {
    tags: string[];
    summary: string;
    onRequest?: onRequestHookHandler;
    fields: F;
    files: string[];
    params?: P;
    answer: z.ZodType;
    may?: (user: AuthUser, params: z.output<P>) => Promise<unknown>;
    save: (user: AuthUser, input: z.output<F>, form: FormBody, params: z.output<P>) => Promise<unknown>;
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const status = method === 'post' ? 201 : 200;
  app[method](
    path,
    {
      ...(o.onRequest ? { onRequest: o.onRequest } : {}),
      config: { multipart: { fields: o.fields, files: o.files } },
      schema: { tags: o.tags, security, summary: o.summary, ...(o.params ? { params: o.params } : {}), response: { [status]: o.answer, ...rateLimitedAnswer } },
    },
    async (request, reply) => {
      const params = request.params as z.output<P>;
      const { may } = o;
      const { user, form } = await readUpload(request, { fileFields: o.files }, may && ((user) => may(user, params)));
      return reply.status(status).send((await o.save(user, validate(o.fields, form.fields), form, params)) as never);
    },
  );
}

/** One of a listing's routes: its OpenAPI summary (and a form's fields: the area's schema). */
interface ListingRoute {
  summary: string;
}
interface ListingForm<S extends z.ZodObject> extends ListingRoute {
  fields: S;
}

/**
 * A listing with images (a product, an announcement) as its owner keeps it, at `itemPath` (the listing's
 * guid in the address): GET answers it (`read`, the edit form); POST create.path (multipart, or JSON
 * where the fields allow it) creates one and answers 201 with it; PATCH edits it and answers 200; DELETE
 * removes it (204). Create and edit read the form as readUpload does, its `images` files in memory and
 * bounded by the multipart limits; a new listing is first asked of `create.may` (the area's own limit of
 * new listings per user), before a byte is read. The area's service checks and stores the images
 * (lib/stored-files, lib/listing-images).
 */
export function ownListingRoutes<C extends z.ZodObject, U extends z.ZodObject>(
  fastify: FastifyInstance,
  o: {
    tags: string[];
    itemPath: string;
    /** The owner's view of one listing, the answer of GET, POST and PATCH. */
    answer: z.ZodType;
    read: ListingRoute & { run: (user: AuthUser, guid: string) => Promise<unknown> };
    /** `onRequest`: who may create one (a named policy through allow(); signed in by default). */
    create: ListingForm<C> & {
      path: string;
      onRequest?: onRequestHookHandler;
      may: (user: AuthUser) => Promise<unknown>;
      save: (user: AuthUser, input: z.output<C>, files: UploadedFile[]) => Promise<{ guid: string }>;
    };
    update: ListingForm<U> & { save: (user: AuthUser, guid: string, input: z.output<U>, files: UploadedFile[]) => Promise<unknown> };
    remove: ListingRoute & { run: (user: AuthUser, guid: string) => Promise<unknown> };
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const fileFields = ['images'];
  const item = { tags: o.tags, security, params: guidParamsSchema };
  app.get(o.itemPath, { onRequest: signedIn, schema: { ...item, summary: o.read.summary, response: { 200: o.answer } } }, async (request) =>
    o.read.run(await requireUser(request), request.params.guid),
  );
  app.post(
    o.create.path,
    {
      onRequest: o.create.onRequest ?? signedIn,
      config: { multipart: { fields: o.create.fields, files: fileFields } },
      schema: { tags: o.tags, security, summary: o.create.summary, response: { 201: o.answer, ...rateLimitedAnswer } },
    },
    async (request, reply) => {
      const { user, form } = await readUpload(request, { fileFields }, o.create.may);
      const row = await o.create.save(user, validate(o.create.fields, form.fields), form.files);
      return reply.status(201).send(await o.read.run(user, row.guid));
    },
  );
  app.patch(
    o.itemPath,
    {
      onRequest: signedIn,
      config: { multipart: { fields: o.update.fields, files: fileFields } },
      schema: { ...item, summary: o.update.summary, response: { 200: o.answer, ...rateLimitedAnswer } },
    },
    async (request) => {
      const { user, form } = await readUpload(request, { fileFields });
      await o.update.save(user, request.params.guid, validate(o.update.fields, form.fields), form.files);
      return o.read.run(user, request.params.guid);
    },
  );
  app.delete(o.itemPath, { onRequest: signedIn, schema: { ...item, summary: o.remove.summary, response: { 204: noContentSchema } } }, async (request, reply) => {
    await o.remove.run(await requireUser(request), request.params.guid);
    return reply.status(204).send(null);
  });
}
