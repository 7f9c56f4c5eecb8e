import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../lib/auth-user';
import { readForm, type FormBody } from '../lib/multipart';
import { requireUser } from './auth';
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
