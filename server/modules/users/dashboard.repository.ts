import { and, count, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import { searchWords } from '@shared/text/uzbek';
import type { Role } from '@shared/constants';
import type { Db } from '../../db/client';
import { containsEveryWord } from '../../lib/search';
import { users } from './users.table';
import { onPage } from '../../lib/paging';

/** Admin list filter names of spec §6 → roles. 'all' (or nothing) means no filter. */
const LIST_ROLES: Record<string, Role | undefined> = {
  admins: 'admin',
  mods: 'moderator',
  housemakers: 'housemaker',
  users: 'user',
  superadmin: 'superadmin',
  admin: 'admin',
  moderator: 'moderator',
  housemaker: 'housemaker',
  user: 'user',
};

/**
 * The users an admin's search names: by name (the users' search key, any spelling) or by phone digits
 * (a leading 998 of a whole number dropped). No words: every user. The users list's and the admin
 * lists of other modules that search people (a course's learners and teachers).
 */
export function userMatchesSearch(q: string): SQL | undefined {
  if (!q) return undefined;
  const digits = q.replace(/\D/g, '').replace(/^998(?=\d{9}$)/, '');
  const words = searchWords(q);
  const byName = words.length ? and(...containsEveryWord(users.searchText, words)) : undefined;
  const byPhone = digits.length >= 2 ? like(users.phone, `%${digits}%`) : undefined;
  return byName && byPhone ? or(byName, byPhone)! : (byName ?? byPhone ?? sql`false`);
}

/** A person as an admin list shows them: guid, name and phone. */
export const personColumns = { guid: users.guid, firstName: users.firstName, lastName: users.lastName, phone: users.phone };

/** One page of users, newest first, filtered by role and searched by name or phone: two queries. */
export async function listUsersPage(db: Db, opts: { role?: string; q: string; page: number; pageSize: number }) {
  const role = opts.role ? LIST_ROLES[opts.role] : undefined;
  const where = and(role ? eq(users.role, role) : undefined, userMatchesSearch(opts.q));
  const [{ total }] = await db.select({ total: count() }).from(users).where(where);
  const rows = await onPage(
    db
      .select({
        ...personColumns,
        role: users.role,
        purposes: users.purposes,
        createdAt: users.createdAt,
        blockedAt: users.blockedAt,
        blockedReason: users.blockedReason,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .$dynamic(),
    opts,
  );
  return { total, rows };
}
