import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSessionUser } from '../modules/users/users.repository';
import { openTestDatabase } from '../test/database';
import { openedForTests } from '../test/per-file';
import { createUser } from '../test/factories';
import { keptPlanCount } from './client';
import { keepPlans } from './pglite-plans';

const preparedNames = async (client: PGlite) =>
  (await client.query<{ name: string }>(`select name from pg_prepared_statements order by name`)).rows.map((r) => r.name);

describe('keepPlans (the embedded database keeps the plans of fixed-shape statements)', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
  });
  afterAll(() => client.close());

  it('prepares kept SQL once and executes it after, with the answers a plain query gives', async () => {
    const plans = keepPlans(client);
    const text = 'select $1::int + 1 as n, $2::text as word, $3::boolean as flag, $4::int as nothing';
    plans.keep(text);
    const first = await client.query(text, [41, "Marg'ilon", true, null]);
    const second = await client.query(text, [1, 'ipak', false, null]);
    expect(first.rows).toEqual([{ n: 42, word: "Marg'ilon", flag: true, nothing: null }]);
    expect(second.rows).toEqual([{ n: 2, word: 'ipak', flag: false, nothing: null }]);
    expect(plans.prepared).toBe(1);
    expect(await preparedNames(client)).toEqual(['ipak_kept_1']);
    // A value is a literal, never SQL: quotes and statement separators stay text.
    const hostile = "x'); drop table pg_class; --";
    expect((await client.query<{ word: string }>(text, [0, hostile, true, null])).rows[0].word).toBe(hostile);
  });

  it('runs SQL that was not kept, values that are not plain scalars and SQL that cannot be prepared as before', async () => {
    const plans = keepPlans(client);
    const arrays = 'select array_length($1::int[], 1) as n';
    plans.keep(arrays);
    expect((await client.query(arrays, [[1, 2, 3]])).rows).toEqual([{ n: 3 }]);
    // PREPARE takes only SELECT, INSERT, UPDATE, DELETE, MERGE and VALUES: this runs as a plain statement.
    const ddl = 'create table if not exists kept_plain (id int)';
    plans.keep(ddl);
    await client.query(ddl);
    await client.query(ddl);
    expect((await client.query(`select count(*)::int as n from pg_tables where tablename = 'kept_plain'`)).rows).toEqual([{ n: 1 }]);
    expect((await client.query('select 2 as n')).rows).toEqual([{ n: 2 }]);
    expect(plans.prepared).toBe(0);
  });

  it('gives a kept statement the errors a plain one gives (the code a caller reads)', async () => {
    const plans = keepPlans(client);
    await client.exec('create table if not exists kept_unique (id int primary key)');
    const insert = 'insert into kept_unique (id) values ($1::int)';
    plans.keep(insert);
    await client.query(insert, [1]);
    await expect(client.query(insert, [1])).rejects.toMatchObject({ code: '23505' });
  });
});

describe('prepared statements of the code on the embedded database', () => {
  const database = openedForTests(openTestDatabase);

  it('keep their plan there (the session check every signed-in request makes)', async () => {
    if (database.kind !== 'pglite') return;
    const { guid } = await createUser(database.db);
    const before = keptPlanCount(database.db);
    const sid = '00000000-0000-4000-8000-000000000000';
    const first = await findSessionUser(database.db, guid, sid);
    const again = await findSessionUser(database.db, guid, sid);
    expect(again).toEqual(first);
    expect(keptPlanCount(database.db)).toBe(before + 1);
  });
});
