import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ADMIN_ROLES, ME_GUID } from '@shared/constants';
import { adminListBodySchema } from '@shared/schemas/common';
import {
  completeSchema,
  contactSchema,
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  profileUpdateSchema,
  refreshSchema,
  registerSchema,
} from '@shared/schemas/users';
import { notFound } from '../../lib/errors';
import { readForm } from '../../lib/multipart';
import { validate } from '../../lib/validate';
import { authenticate, requireRole, requireUser } from '../../plugins/auth';
import { paged } from '../../lib/paging';
import { listUsersPage } from './dashboard.repository';
import * as accounts from './accounts.service';
import { insertContactMessage } from './contact.repository';
import { listDistricts, listRegions } from './geo.repository';
import { presentAdminUser, presentDistrict, presentProfile, presentPublicProfile, presentRegion } from './users.presenter';
import { findUserByGuid, findUserById } from './users.repository';

/** Routes of /api/users/ (spec §7): accounts, geo reference data, the contact form. */
export default async function usersRoutes(app: FastifyInstance) {
  const { config, rateLimits: limits } = app;
  const deps = (): accounts.AccountsDeps => ({
    db: app.db,
    tokens: app.tokens,
    refreshTtlDays: config.refreshTokenTtlDays,
    uploadsDir: config.uploadsDir,
    sms: app.services.sms,
  });

  /** Runs a password-checking action under the per-phone and per-IP failure limits. */
  async function limitedByFailures<T>(request: FastifyRequest, phone: string, action: () => Promise<T>): Promise<T> {
    const phoneKey = `phone:${phone}`;
    const ipKey = `ip:${request.ip}`;
    await limits.loginPhone.check(phoneKey);
    await limits.loginIp.check(ipKey);
    try {
      const result = await action();
      await limits.loginPhone.reset(phoneKey);
      return result;
    } catch (err) {
      if ((err as { status?: number }).status === 401) {
        await Promise.all([limits.loginPhone.fail(phoneKey), limits.loginIp.fail(ipKey)]);
      }
      throw err;
    }
  }

  app.post('/accounts/register/', async (request, reply) => {
    await limits.register.consume(`ip:${request.ip}`);
    const input = validate(registerSchema, request.body);
    await accounts.register(deps(), input);
    return reply.status(201).send({ message: 'User registered' });
  });

  app.post('/accounts/login/', async (request) => {
    const input = validate(loginSchema, request.body);
    return limitedByFailures(request, input.phone, () => accounts.login(deps(), input.phone, input.password));
  });

  app.post('/accounts/refresh/', async (request) => {
    const input = validate(refreshSchema, request.body, 'auth.invalid_refresh');
    return accounts.refresh(deps(), input.refresh);
  });

  app.post('/accounts/logout/', async (request, reply) => {
    const input = validate(refreshSchema, request.body, 'auth.invalid_refresh');
    await accounts.logout(deps(), input.refresh);
    return reply.status(204).send();
  });

  app.post('/accounts/complete/', async (request) => {
    const form = await readForm(request, { fileFields: ['pfp'] });
    const input = validate(completeSchema, form.fields);
    await limitedByFailures(request, input.phone, () =>
      accounts.complete(
        deps(),
        input,
        form.files.find((f) => f.field === 'pfp'),
      ),
    );
    return { message: 'Profile completed successfully!' };
  });

  app.patch('/accounts/me/', async (request) => {
    const auth = await requireUser(request);
    const form = await readForm(request, { fileFields: ['pfp'] });
    const input = validate(profileUpdateSchema, form.fields);
    const user = (await findUserById(app.db, auth.id))!;
    const updated = await accounts.updateProfile(
      deps(),
      user,
      input,
      form.files.find((f) => f.field === 'pfp'),
    );
    return presentProfile(updated);
  });

  /** accounts/{ME_GUID}/ is the caller's own profile; any other guid is that user's public profile. */
  app.get<{ Params: { guid: string } }>('/accounts/:guid/', async (request) => {
    if (request.params.guid === ME_GUID) {
      const auth = await requireUser(request);
      const user = await findUserById(app.db, auth.id);
      if (!user) throw notFound('users.not_found', 'Foydalanuvchi topilmadi');
      return presentProfile(user);
    }
    await authenticate(request);
    const user = await findUserByGuid(app.db, request.params.guid);
    if (!user) throw notFound('users.not_found', 'Foydalanuvchi topilmadi');
    return presentPublicProfile(user);
  });

  app.post('/accounts/password-reset/request/', async (request) => {
    const input = validate(passwordResetRequestSchema, request.body);
    await limits.resetIp.consume(`ip:${request.ip}`);
    await limits.resetPhone.consume(`phone:${input.phone}`);
    await accounts.requestPasswordReset(deps(), input.phone);
    return { message: "Agar bu raqam ro'yxatdan o'tgan bo'lsa, unga tasdiqlash kodi yuborildi" };
  });

  app.post('/accounts/password-reset/confirm/', async (request) => {
    const input = validate(passwordResetConfirmSchema, request.body);
    const ipKey = `ip:${request.ip}`;
    await limits.resetIp.check(ipKey);
    try {
      await accounts.confirmPasswordReset(deps(), input.phone, input.code, input.password);
    } catch (err) {
      await limits.resetIp.fail(ipKey);
      throw err;
    }
    return { message: "Parol muvaffaqiyatli yangilandi. Endi yangi parol bilan kiring" };
  });

  app.get('/regions/', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=86400');
    return (await listRegions(app.db)).map(presentRegion);
  });

  app.get('/districts/', async (request, reply) => {
    const { region } = validate(z.object({ region: z.coerce.number().int().positive().optional() }), request.query);
    reply.header('cache-control', 'public, max-age=86400');
    return (await listDistricts(app.db, region)).map(presentDistrict);
  });

  app.post('/dashboard/users/list/', async (request) => {
    await requireRole(request, ADMIN_ROLES);
    const body = validate(adminListBodySchema, request.body);
    const { rows, total } = await listUsersPage(app.db, { role: body.role, q: body.q, page: body.page_number, pageSize: body.page_size });
    return paged(rows.map(presentAdminUser), body.page_number, body.page_size, total);
  });

  app.post('/contact/', async (request, reply) => {
    const input = validate(contactSchema, request.body);
    await limits.contact.consume(`ip:${request.ip}`);
    const user = await authenticate(request).catch(() => null);
    await insertContactMessage(app.db, { name: input.name, phone: input.phone, message: input.message, userId: user?.id ?? null });
    return reply.status(201).send({ message: "Xabaringiz yuborildi. Tez orada siz bilan bog'lanamiz" });
  });
}
