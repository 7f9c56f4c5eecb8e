import { eq, sql, type SQL } from 'drizzle-orm';
import type { MessageType } from '@shared/schemas/messenger';
import type { Db } from '../../db/client';
import { countPerPeriod, type Period } from '../../lib/periods';
import { chatMembers, chats, messages } from './messenger.table';

/**
 * Every query of the messenger. Raw SQL where a list needs lateral joins (one statement per list,
 * whatever its length: no N+1). Column names are the snake_case ones of messenger.table.ts.
 */

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isGuid = (s: string) => GUID.test(s);

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  // node-postgres and PGlite both answer {rows}.
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

interface ChatMemberRow {
  userId: number;
  userGuid: string;
  lastReadMessageId: number;
}
export interface ChatRow {
  id: number;
  guid: string;
  members: ChatMemberRow[];
}

/** The chat with its two members, or null when there is no chat with that guid. */
export async function findChat(db: Db, guid: string): Promise<ChatRow | null> {
  if (!isGuid(guid)) return null;
  const found = await rows<{ id: number; guid: string; user_id: number; user_guid: string; last_read_message_id: number }>(
    db,
    sql`select c.id, c.guid, cm.user_id, u.guid as user_guid, cm.last_read_message_id
        from chats c
        join chat_members cm on cm.chat_id = c.id
        join users u on u.id = cm.user_id
        where c.guid = ${guid}
        order by cm.user_id`,
  );
  if (found.length === 0) return null;
  return {
    id: found[0].id,
    guid: found[0].guid,
    members: found.map((r) => ({ userId: r.user_id, userGuid: r.user_guid, lastReadMessageId: Number(r.last_read_message_id) })),
  };
}

/** What a chat is about: a listing, by type and guid (lower-case). */
export interface ChatAbout {
  type: 'product' | 'announcement';
  guid: string;
}

/** What a chat is about (its listing), or null for a chat about nothing. */
export async function findChatAbout(db: Db, chatId: number): Promise<ChatAbout | null> {
  const [row] = await db.select({ type: chats.aboutType, guid: chats.aboutGuid }).from(chats).where(eq(chats.id, chatId));
  return row?.type && row.guid ? { type: row.type, guid: row.guid.toLowerCase() } : null;
}

/** The most recently active chat of two users (whatever it is about), if they have one. */
export async function findChatOfPair(db: Db, userA: number, userB: number): Promise<{ id: number; guid: string } | null> {
  const pairKey = `${Math.min(userA, userB)}:${Math.max(userA, userB)}`;
  const [existing] = await rows<{ id: number; guid: string }>(db, sql`select id, guid from chats where pair_key = ${pairKey} order by last_message_at desc, id desc limit 1`);
  return existing ?? null;
}

/**
 * The chat of two users about a listing, created when missing. (pair_key, about_type, about_guid) is
 * unique, so two concurrent creates end with one chat: the loser's INSERT ... ON CONFLICT waits for
 * the winner's transaction and then finds its row (chat and members are committed together).
 */
export async function findOrCreateChat(db: Db, userA: number, userB: number, about: ChatAbout): Promise<{ id: number; guid: string; created: boolean }> {
  const pairKey = `${Math.min(userA, userB)}:${Math.max(userA, userB)}`;
  const aboutGuid = about.guid.toLowerCase();
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(chats)
      .values({ pairKey, aboutType: about.type, aboutGuid })
      .onConflictDoNothing({ target: [chats.pairKey, chats.aboutType, chats.aboutGuid] })
      .returning({ id: chats.id, guid: chats.guid });
    if (inserted) {
      await tx.insert(chatMembers).values([
        { chatId: inserted.id, userId: userA },
        { chatId: inserted.id, userId: userB },
      ]);
      return { ...inserted, created: true };
    }
    const [existing] = await rows<{ id: number; guid: string }>(
      tx as unknown as Db,
      sql`select id, guid from chats where pair_key = ${pairKey} and about_type = ${about.type} and about_guid = ${aboutGuid}`,
    );
    return { ...existing, created: false };
  });
}

export interface MessageRow {
  id: number;
  guid: string;
  chatId: number;
  userId: number;
  type: MessageType;
  content: string;
  clientId: string | null;
  createdAt: Date;
}

type RawMessage = { id: number; guid: string; chat_id: number; user_id: number; type: MessageType; content: string; client_id: string | null; created_at: Date | string };
const toMessage = (r: RawMessage): MessageRow => ({
  id: Number(r.id),
  guid: r.guid,
  chatId: r.chat_id,
  userId: r.user_id,
  type: r.type,
  content: r.content,
  clientId: r.client_id,
  createdAt: new Date(r.created_at),
});

/**
 * Stores a message once per (sender, client id): one statement inserts it and moves the chat's
 * last_message_at (the chat list order). On a repeated client id nothing is written and the row
 * stored the first time is returned with created = false.
 */
async function insertMessage(
  db: Db,
  m: { chatId: number; userId: number; type: MessageType; content: string; clientId: string | null },
): Promise<{ row: MessageRow; created: boolean }> {
  const [inserted] = await rows<RawMessage>(
    db,
    sql`with m as (
          insert into messages (chat_id, user_id, type, content, client_id)
          values (${m.chatId}, ${m.userId}, ${m.type}, ${m.content}, ${m.clientId})
          on conflict (user_id, client_id) do nothing
          returning id, guid, chat_id, user_id, type, content, client_id, created_at
        ), touched as (
          update chats set last_message_at = m.created_at from m where chats.id = m.chat_id
        )
        select * from m`,
  );
  if (inserted) return { row: toMessage(inserted), created: true };
  const [existing] = await rows<RawMessage>(
    db,
    sql`select id, guid, chat_id, user_id, type, content, client_id, created_at from messages where user_id = ${m.userId} and client_id = ${m.clientId}`,
  );
  if (!existing) throw new Error('message insert conflicted but no row was found');
  return { row: toMessage(existing), created: false };
}

/** The id of a message of this chat, by guid. */
export async function findMessageId(db: Db, chatId: number, guid: string): Promise<number | null> {
  if (!isGuid(guid)) return null;
  const [row] = await rows<{ id: number }>(db, sql`select id from messages where guid = ${guid} and chat_id = ${chatId}`);
  return row ? Number(row.id) : null;
}

export interface HistoryRow extends MessageRow {
  userGuid: string;
}

/**
 * A page of a chat's history, oldest first, served by messages_chat_id_idx (chat_id, id):
 * before → the newest `limit` older than that id; after → the oldest `limit` newer than it;
 * neither → the latest `limit`.
 */
export async function history(db: Db, chatId: number, opts: { beforeId?: number; afterId?: number; limit: number }): Promise<HistoryRow[]> {
  const cols = sql`m.id, m.guid, m.chat_id, m.user_id, m.type, m.content, m.client_id, m.created_at, u.guid as user_guid`;
  const query =
    opts.afterId !== undefined
      ? sql`select ${cols} from messages m join users u on u.id = m.user_id
            where m.chat_id = ${chatId} and m.id > ${opts.afterId} order by m.id asc limit ${opts.limit}`
      : sql`select * from (
              select ${cols} from messages m join users u on u.id = m.user_id
              where m.chat_id = ${chatId} ${opts.beforeId !== undefined ? sql`and m.id < ${opts.beforeId}` : sql``}
              order by m.id desc limit ${opts.limit}
            ) page order by id asc`;
  const found = await rows<RawMessage & { user_guid: string }>(db, query);
  return found.map((r) => ({ ...toMessage(r), userGuid: r.user_guid }));
}

export interface ChatSummaryRow {
  chatId: number;
  chatGuid: string;
  about: ChatAbout | null;
  lastMessageAt: Date;
  partner: { guid: string; firstName: string; lastName: string; pfp: string | null; purposes: string[] };
  me: { guid: string; firstName: string; lastName: string; pfp: string | null; purposes: string[] };
  lastMessage: HistoryRow | null;
  partnerReadGuid: string | null;
  unread: number;
}

/**
 * The user's chats, most recent activity first (or one of them): partner, last message, unread
 * count and the partner's read receipt, in one statement. The unread count is a range scan of
 * messages_chat_id_idx above the member's last read id.
 */
export async function chatSummaries(db: Db, userId: number, opts: { chatId?: number; limit?: number } = {}): Promise<ChatSummaryRow[]> {
  type Raw = {
    chat_id: number;
    chat_guid: string;
    about_type: ChatAbout['type'] | null;
    about_guid: string | null;
    last_message_at: Date | string;
    p_guid: string;
    p_first_name: string;
    p_last_name: string;
    p_pfp: string | null;
    p_purposes: string[] | string;
    me_guid: string;
    me_first_name: string;
    me_last_name: string;
    me_pfp: string | null;
    me_purposes: string[] | string;
    partner_read: string | null;
    unread: number;
    lm_id: number | null;
    lm_guid: string | null;
    lm_user_id: number | null;
    lm_user_guid: string | null;
    lm_type: MessageType | null;
    lm_content: string | null;
    lm_client_id: string | null;
    lm_created_at: Date | string | null;
  };
  const found = await rows<Raw>(
    db,
    sql`select c.id as chat_id, c.guid as chat_guid, c.about_type, c.about_guid, c.last_message_at,
               p.guid as p_guid, p.first_name as p_first_name, p.last_name as p_last_name, p.pfp as p_pfp, p.purposes as p_purposes,
               mu.guid as me_guid, mu.first_name as me_first_name, mu.last_name as me_last_name, mu.pfp as me_pfp, mu.purposes as me_purposes,
               pr.guid as partner_read,
               (select count(*) from messages um
                 where um.chat_id = c.id and um.id > me.last_read_message_id and um.user_id <> me.user_id) as unread,
               lm.id as lm_id, lm.guid as lm_guid, lm.user_id as lm_user_id, lm.user_guid as lm_user_guid, lm.type as lm_type,
               lm.content as lm_content, lm.client_id as lm_client_id, lm.created_at as lm_created_at
        from chat_members me
        join chats c on c.id = me.chat_id
        join chat_members pm on pm.chat_id = c.id and pm.user_id <> me.user_id
        join users p on p.id = pm.user_id
        join users mu on mu.id = me.user_id
        left join messages pr on pr.id = pm.last_read_message_id
        left join lateral (
          select m.id, m.guid, m.user_id, su.guid as user_guid, m.type, m.content, m.client_id, m.created_at
          from messages m join users su on su.id = m.user_id
          where m.chat_id = c.id order by m.id desc limit 1
        ) lm on true
        where me.user_id = ${userId} ${opts.chatId !== undefined ? sql`and c.id = ${opts.chatId}` : sql``}
        order by c.last_message_at desc, c.id desc
        limit ${opts.limit ?? 500}`,
  );
  return found.map((r) => ({
    chatId: r.chat_id,
    chatGuid: r.chat_guid,
    about: r.about_type && r.about_guid ? { type: r.about_type, guid: r.about_guid } : null,
    lastMessageAt: new Date(r.last_message_at),
    partner: { guid: r.p_guid, firstName: r.p_first_name, lastName: r.p_last_name, pfp: r.p_pfp, purposes: pgArray(r.p_purposes) },
    me: { guid: r.me_guid, firstName: r.me_first_name, lastName: r.me_last_name, pfp: r.me_pfp, purposes: pgArray(r.me_purposes) },
    partnerReadGuid: r.partner_read,
    unread: Number(r.unread),
    lastMessage:
      r.lm_id === null
        ? null
        : {
            id: Number(r.lm_id),
            guid: r.lm_guid!,
            chatId: r.chat_id,
            userId: r.lm_user_id!,
            userGuid: r.lm_user_guid!,
            type: r.lm_type!,
            content: r.lm_content!,
            clientId: r.lm_client_id,
            createdAt: new Date(r.lm_created_at!),
          },
  }));
}

/** text[] from a raw query: drivers parse it to an array; a literal "{a,b}" is parsed here just in case. */
function pgArray(v: string[] | string | null): string[] {
  if (Array.isArray(v)) return v;
  if (!v || v === '{}') return [];
  return v
    .slice(1, -1)
    .split(',')
    .map((s) => s.replace(/^"(.*)"$/, '$1'));
}

/** Unread messages per chat of the user (only chats with some), in one grouped statement. */
export async function unreadCounts(db: Db, userId: number): Promise<{ chatGuid: string; unread: number }[]> {
  const found = await rows<{ guid: string; unread: number }>(
    db,
    sql`select c.guid, count(m.id) as unread
        from chat_members me
        join chats c on c.id = me.chat_id
        join messages m on m.chat_id = me.chat_id and m.id > me.last_read_message_id and m.user_id <> me.user_id
        where me.user_id = ${userId}
        group by c.guid`,
  );
  return found.map((r) => ({ chatGuid: r.guid, unread: Number(r.unread) }));
}

/**
 * Moves the member's read mark up to messageId (never back: greatest()), and answers the mark
 * now stored with its message guid and the chat's remaining unread count for that member.
 */
export async function markRead(db: Db, chatId: number, userId: number, messageId: number): Promise<{ moved: boolean; lastReadGuid: string | null; unread: number }> {
  const [row] = await rows<{ old_id: number; new_id: number; guid: string | null; unread: number }>(
    db,
    sql`with old as (
          select last_read_message_id as id from chat_members where chat_id = ${chatId} and user_id = ${userId}
        ), upd as (
          update chat_members set last_read_message_id = greatest(last_read_message_id, ${messageId})
          where chat_id = ${chatId} and user_id = ${userId}
          returning last_read_message_id
        )
        select old.id as old_id, upd.last_read_message_id as new_id,
               (select guid from messages where id = upd.last_read_message_id) as guid,
               (select count(*) from messages m where m.chat_id = ${chatId} and m.id > upd.last_read_message_id and m.user_id <> ${userId}) as unread
        from upd, old`,
  );
  return { moved: Number(row.new_id) !== Number(row.old_id), lastReadGuid: row.guid, unread: Number(row.unread) };
}

type NewMessage = { chatId: number; userId: number; type: MessageType; content: string; clientId: string | null };

/**
 * Group commit for messages with a client id. Sends that arrive in the same turn of the event
 * loop are stored by one statement (one transaction, one WAL write) instead of one each: on the
 * embedded PGlite, which runs SQL on the main thread, this is what keeps delivery latency low
 * under load. Nobody is answered before the statement has committed. Rows are inserted in arrival
 * order, so ids (the history order) follow it. Messages without a client id go one by one.
 */
export class MessageWriter {
  private pending: { m: NewMessage & { clientId: string }; resolve: (r: { row: MessageRow; created: boolean }) => void; reject: (e: unknown) => void }[] = [];
  private scheduled = false;

  constructor(
    private readonly db: Db,
    private readonly maxBatch = 200,
  ) {}

  insert(m: NewMessage): Promise<{ row: MessageRow; created: boolean }> {
    if (m.clientId === null) return insertMessage(this.db, m);
    return new Promise((resolve, reject) => {
      this.pending.push({ m: m as NewMessage & { clientId: string }, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush() {
    this.scheduled = false;
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.maxBatch);
      try {
        const results = await insertMessages(this.db, batch.map((p) => p.m));
        batch.forEach((p, i) => p.resolve(results[i]));
      } catch (err) {
        for (const p of batch) p.reject(err);
      }
    }
  }
}

/** Many messages (each with a client id) in one statement; answers in input order. See insertMessage. */
async function insertMessages(db: Db, list: (NewMessage & { clientId: string })[]): Promise<{ row: MessageRow; created: boolean }[]> {
  if (list.length === 1) return [await insertMessage(db, list[0])];
  const values = sql.join(
    list.map((m, i) => sql`(${i}::int, ${m.chatId}::int, ${m.userId}::int, ${m.type}::text, ${m.content}::text, ${m.clientId}::text)`),
    sql`, `,
  );
  const inserted = await rows<RawMessage>(
    db,
    sql`with input(ord, chat_id, user_id, type, content, client_id) as (values ${values}),
        m as (
          insert into messages (chat_id, user_id, type, content, client_id)
          select chat_id, user_id, type, content, client_id from input order by ord
          on conflict (user_id, client_id) do nothing
          returning id, guid, chat_id, user_id, type, content, client_id, created_at
        ), touched as (
          update chats set last_message_at = x.at
          from (select chat_id, max(created_at) as at from m group by chat_id) x
          where chats.id = x.chat_id
        )
        select * from m`,
  );
  const key = (userId: number, clientId: string | null) => `${userId}\u0000${clientId}`;
  const created = new Map(inserted.map((r) => [key(r.user_id, r.client_id), toMessage(r)]));
  const missing = list.filter((m) => !created.has(key(m.userId, m.clientId)));
  const existing = new Map<string, MessageRow>();
  if (missing.length > 0) {
    const pairs = sql.join(
      missing.map((m) => sql`(${m.userId}::int, ${m.clientId}::text)`),
      sql`, `,
    );
    const found = await rows<RawMessage>(
      db,
      sql`select id, guid, chat_id, user_id, type, content, client_id, created_at from messages where (user_id, client_id) in (${pairs})`,
    );
    for (const r of found) existing.set(key(r.user_id, r.client_id), toMessage(r));
  }
  // A client id repeated inside one batch: the first occurrence is the one stored.
  const answered = new Set<string>();
  return list.map((m) => {
    const k = key(m.userId, m.clientId);
    const row = created.get(k);
    if (row && !answered.has(k)) {
      answered.add(k);
      return { row, created: true };
    }
    const prior = row ?? existing.get(k);
    if (!prior) throw new Error('message insert conflicted but no row was found');
    return { row: prior, created: false };
  });
}

/**
 * How many people applied to each announcement: the distinct senders, other than its author, of
 * messages about it (the chat's create call with data:{announcement} posts one). One query for any
 * number of announcements, served by messages_announcement_idx.
 */
export async function announcementApplicantCounts(db: Db, items: readonly { guid: string; authorId: number }[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (!items.length) return counts;
  const byGuid = sql.join(
    items.map((i) => sql`(content = ${i.guid.toLowerCase()} and user_id <> ${i.authorId})`),
    sql` or `,
  );
  const found = await rows<{ content: string; n: number }>(
    db,
    sql`select content, count(distinct user_id)::int as n from messages where type = 'announcement' and (${byGuid}) group by content`,
  );
  for (const row of found) counts.set(row.content, Number(row.n));
  return counts;
}

/** The admin overview: messages sent per period since `since` (messages_created_idx range). */
export const countNewMessages = (db: Db, period: Period, since: Date) => countPerPeriod(db, messages, messages.createdAt, period, since);

/**
 * How fast the user usually answers (issue 40): in their chats started since `since`, the time from
 * the other member's first message to the user's first message after it; the median of those (in
 * seconds) and how many chats were answered. Chats never answered are not counted. One statement
 * (each chat's two firsts through messages_chat_id_idx).
 */
export async function firstReplyMedian(db: Db, userId: number, since: Date): Promise<{ seconds: number | null; answered: number }> {
  const [row] = await rows<{ seconds: number | null; answered: number }>(
    db,
    sql`
    with asked as (
      select c.id, (select min(m.created_at) from messages m where m.chat_id = c.id and m.user_id <> ${userId}) as at
      from chats c join chat_members cm on cm.chat_id = c.id and cm.user_id = ${userId}
      where c.created_at >= ${since.toISOString()}::timestamptz
    ), replied as (
      select a.at, (select min(m.created_at) from messages m where m.chat_id = a.id and m.user_id = ${userId} and m.created_at >= a.at) as reply
      from asked a where a.at is not null
    )
    select percentile_cont(0.5) within group (order by extract(epoch from reply - at))::float8 as seconds, count(*)::int as answered
    from replied where reply is not null`,
  );
  return { seconds: row?.seconds == null ? null : Number(row.seconds), answered: Number(row?.answered ?? 0) };
}
