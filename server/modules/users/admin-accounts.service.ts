import { z } from 'zod';
import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import { validate } from '../../lib/validate';
import { nameField, passwordField, phoneField } from '@shared/schemas/common';
import { MSG } from '@shared/validation/messages';
import { findUserByPhone, insertUser, updateUser } from './users.repository';

const schema = z.object({
  phone: phoneField,
  password: passwordField,
  firstName: nameField(MSG.firstNameRequired, MSG.firstNameLetters),
});

/**
 * Used by `npm run create-admin`: a superadmin by phone, created or promoted, with the given password.
 * Its profile counts as completed: an administrator made here is not sent through sign-up's steps
 * when signing in (a promoted account keeps its own completion date if it has one).
 */
export async function createOrPromoteSuperadmin(db: Db, input: { phone: string; password: string; firstName: string }) {
  let parsed;
  try {
    parsed = validate(schema, input);
  } catch (err) {
    const errors = (err as { errors?: Record<string, string> }).errors ?? {};
    throw new Error(Object.entries(errors).map(([k, v]) => `${k}: ${v}`).join('\n'));
  }
  const passwordHash = await hashPassword(parsed.password);
  const existing = await findUserByPhone(db, parsed.phone);
  if (existing) {
    const row = await updateUser(db, existing.id, { role: 'superadmin', passwordHash, profileCompletedAt: existing.profileCompletedAt ?? new Date(), phoneConfirmedAt: existing.phoneConfirmedAt ?? new Date() });
    return { created: false, phone: row.phone, guid: row.guid };
  }
  // The operator who runs this vouches for the phone (issue 40: it counts as confirmed).
  const row = await insertUser(db, { phone: parsed.phone, firstName: parsed.firstName, role: 'superadmin', passwordHash, profileCompletedAt: new Date(), phoneConfirmedAt: new Date() });
  return { created: true, phone: row.phone, guid: row.guid };
}
