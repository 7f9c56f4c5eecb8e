// The server side of the chat bench, run as a child process so the load generator's memory and
// CPU are not counted as the server's. Starts the real app on a fresh database (embedded PGlite, or
// BENCH_DATABASE_URL), creates users and chats directly in SQL, signs their access tokens and hands
// them to the parent over IPC; answers {rss} requests with its resident memory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';

export interface ChatBenchSetup {
  url: string;
  /** [chat guid, token of member A, token of member B] */
  chats: [string, string, string][];
  kind: string;
}

async function main() {
  const chatCount = Number(process.env.BENCH_CHATS ?? 5000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipak-chat-bench-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'false', DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '', REDIS_URL: '', RATE_LIMIT_CHAT_PER_MINUTE: '1000000000' }); // the bench measures delivery, not the limit
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : path.join(dataDir, 'db') });
  const app = await buildApp({ config: { ...config, logLevel: 'silent' }, database });
  const db = app.db;

  // Users 2k-1 and 2k chat with each other (chat k). Plain SQL: thousands of rows in one statement.
  await db.execute(sql`insert into users (first_name, last_name, phone, password_hash)
    select 'Bench', 'User ' || g, lpad((900000000 + g)::text, 9, '0'), 'x' from generate_series(1, ${chatCount * 2}) g`);
  await db.execute(sql`insert into chats (pair_key)
    select (u.id)::text || ':' || (u.id + 1)::text from users u where u.first_name = 'Bench' and u.id % 2 = 1 order by u.id`);
  await db.execute(sql`insert into chat_members (chat_id, user_id)
    select c.id, split_part(c.pair_key, ':', 1)::int from chats c union all
    select c.id, split_part(c.pair_key, ':', 2)::int from chats c`);
  // One session (refresh-token family) per user: access tokens name their session, which must be open.
  await db.execute(sql`insert into refresh_tokens (user_id, family, token_hash, expires_at)
    select u.id, gen_random_uuid(), 'bench-' || u.id, now() + interval '1 day' from users u where u.first_name = 'Bench'`);
  const result = (await db.execute(sql`select c.guid, ua.guid as a, ub.guid as b, ra.family as sa, rb.family as sb from chats c
    join users ua on ua.id = split_part(c.pair_key, ':', 1)::int
    join users ub on ub.id = split_part(c.pair_key, ':', 2)::int
    join refresh_tokens ra on ra.user_id = ua.id
    join refresh_tokens rb on rb.user_id = ub.id order by c.id`)) as unknown as { rows: { guid: string; a: string; b: string; sa: string; sb: string }[] };
  const chats: [string, string, string][] = [];
  for (const r of result.rows) {
    chats.push([r.guid, await app.tokens.sign({ sub: r.a, role: 'user', sid: r.sa }), await app.tokens.sign({ sub: r.b, role: 'user', sid: r.sb })]);
  }
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', async (m: { type: string }) => {
    if (m.type === 'rss') {
      global.gc?.();
      process.send!({ type: 'rss', rss: process.memoryUsage().rss, heap: process.memoryUsage().heapUsed });
    }
    if (m.type === 'stop') {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    }
  });
  process.send!({ type: 'ready', setup: { url, chats, kind: database.kind } satisfies ChatBenchSetup });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
