import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../lib/auth-user';
import { readForm, type FormBody } from '../lib/multipart';
import { requireUser } from './auth';
import { countUpload } from './rate-limits';

/**
 * A signed-in user's multipart upload, in the order that spares the server work: the request is
 * counted against the user's upload limit and `may` is asked (a 403 or 404) before a byte of the
 * body is read; then the form is read.
 */
export async function readUpload(request: FastifyRequest, opts: Parameters<typeof readForm>[1], may?: (user: AuthUser) => Promise<unknown>): Promise<{ user: AuthUser; form: FormBody }> {
  const user = await requireUser(request);
  await countUpload(request, user.id);
  if (may) await may(user);
  return { user, form: await readForm(request, opts) };
}
