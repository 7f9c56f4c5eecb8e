import { describe, expect, it } from 'vitest';
import { mayManageUser, rolesToOffer } from './user-permissions';

const p = (guid: string, role: 'superadmin' | 'admin' | 'moderator' | 'housemaker' | 'user') => ({ guid, role });

describe('user permissions in the admin list', () => {
  it('offers only the roles the actor may give, never the current one', () => {
    expect(rolesToOffer(p('a', 'superadmin'), p('b', 'user'))).toEqual(['admin', 'moderator', 'housemaker']);
    expect(rolesToOffer(p('a', 'admin'), p('b', 'housemaker'))).toEqual(['moderator', 'user']);
  });
  it('offers nothing over an equal or higher rank, to a moderator, or on oneself', () => {
    expect(rolesToOffer(p('a', 'admin'), p('b', 'admin'))).toEqual([]);
    expect(rolesToOffer(p('a', 'moderator'), p('b', 'user'))).toEqual([]);
    expect(rolesToOffer(p('a', 'superadmin'), p('a', 'superadmin'))).toEqual([]);
  });
  it('lets a moderator act on users and housemakers only, and no one on themselves', () => {
    expect(mayManageUser(p('a', 'moderator'), p('b', 'user'))).toBe(true);
    expect(mayManageUser(p('a', 'moderator'), p('b', 'moderator'))).toBe(false);
    expect(mayManageUser(p('a', 'admin'), p('a', 'admin'))).toBe(false);
    expect(mayManageUser(p('a', 'user'), p('b', 'user'))).toBe(false);
  });
});
