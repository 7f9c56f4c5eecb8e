import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { createUser, randomPhone } from '../../test/factories';
import { createOrPromoteSuperadmin } from './admin-accounts.service';
import { users } from './users.table';

const t = useTestApp();

describe('create-admin', () => {
  it('creates a superadmin who can log in', async () => {
    const phone = randomPhone();
    const result = await createOrPromoteSuperadmin(t.db, { phone, password: 'Super-admin-1', firstName: 'Bosh' });
    expect(result.created).toBe(true);
    const res = await t.app.inject({ method: 'POST', url: '/api/users/accounts/login/', payload: { phone, password: 'Super-admin-1' } });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.phone, phone));
    expect(row.role).toBe('superadmin');
    // Not sent through sign-up's steps at sign-in.
    expect(row.profileCompletedAt).not.toBeNull();
  });

  it('promotes an existing account and sets its password', async () => {
    const user = await createUser(t.db);
    const result = await createOrPromoteSuperadmin(t.db, { phone: `+998${user.phone}`, password: 'Yangi-admin-2', firstName: 'X' });
    expect(result).toMatchObject({ created: false, guid: user.guid });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.role).toBe('superadmin');
    expect(row.firstName).toBe(user.firstName);
    expect(row.profileCompletedAt).not.toBeNull();
  });

  it('refuses a bad phone or a short password', async () => {
    await expect(createOrPromoteSuperadmin(t.db, { phone: '123', password: 'short', firstName: 'A' })).rejects.toThrow(/phone[\s\S]*password/);
  });
});
