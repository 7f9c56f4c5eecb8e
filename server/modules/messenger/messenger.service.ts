import type { FastifyBaseLogger } from 'fastify';
import type { ChatMessage, ChatSummary, MessageType, ServerNotification } from '@shared/schemas/messenger';
import type { Db } from '../../db/client';
import type { Period } from '../../lib/periods';
import type { Broker } from '../../realtime/broker';
import { chatSubjects as announcementSubjects, findAnnouncementOwner } from '../announcements';
import { clearNotificationsForLink, createNotification } from '../notifications';
import { chatSubjects as productSubjects, countProductEvent, findProduct } from '../shop';
import { findActiveAuthUser, findAuthUser } from '../users';
import { phoneUnconfirmed, type AuthUser } from '../../lib/auth-user';
import type { Limit } from '../../lib/rate-limiter';
import {
  announcementExpired,
  announcementNotOfMember,
  chatAnnouncementNotFound,
  chatForbidden,
  chatProductNotFound,
  chatUserNotFound,
  clientIdReused,
  cursorConflict,
  messageEmpty,
  messageNotFound,
  messageTooLong,
  productNotOfMember,
  senderBlocked,
  selfChat,
  subjectInvalid,
  subjectRequired,
  twoSubjects,
} from './messenger.errors';
import { canChat, canChatAboutProduct, canChatWith, isChatMember, isMembersListing } from './messenger.policies';
import { presentChatSummary, presentMessage, type SubjectInfo } from './messenger.presenter';
import * as repo from './messenger.repository';
import type { ChatRow, MessageRow } from './messenger.repository';
import { shorten } from '@shared/text/shorten';
import { REPLY_TIME_DAYS, REPLY_TIME_MIN_CHATS } from '@shared/constants';
import { MESSAGE_MAX_LENGTH } from '@shared/schemas/messenger';

const chatLink = (chatGuid: string) => `/messaging/?chat=${chatGuid}`;
const NOTIFICATION_COMMENT_MAX = 140;

/**
 * What the messenger's rules need: the database, the broker that reaches every instance's sockets, the
 * log, the batched message writer, and Web Push for a member with no tab of the site open (the push
 * module's, handed in by server/app.ts).
 */
export interface MessengerDeps {
  db: Db;
  broker: Broker;
  log: FastifyBaseLogger;
  writer: repo.MessageWriter;
  webPush?: (userId: number, notification: ServerNotification) => Promise<void>;
  /** Telegram, for a member with no socket of the chat open (the telegram module's, handed in by server/app.ts). */
  telegram?: ChatMessageNotify;
  /**
   * Each chat's notifying still under way on this instance (its last message's), keyed by chat id:
   * the next message's waits for it, so a burst's notifications reach the bell, Web Push and
   * Telegram in the order the messages were stored, not in the order their lookups happen to finish.
   */
  notifying: Map<number, Promise<void>>;
}

/** What a chat message's notification elsewhere (Telegram) may say besides the bell's: the site chat (a reply goes there) and what it is about. */
export interface ChatContext {
  chat: string;
  about: { type: 'product' | 'announcement'; title: string } | null;
}
export type ChatMessageNotify = (userId: number, notification: ServerNotification, chat: ChatContext) => Promise<void>;

/** The deps of one server instance (built once by the sockets plugin, which owns the broker). */
export const messengerDeps = (db: Db, broker: Broker, log: FastifyBaseLogger, webPush?: MessengerDeps['webPush'], telegram?: ChatMessageNotify): MessengerDeps => ({
  db,
  broker,
  log,
  writer: new repo.MessageWriter(db),
  webPush,
  telegram,
  notifying: new Map(),
});

/*
 * The messenger's rules, shared by the REST routes and the sockets. Order of a send: store (the
 * only step that must succeed before anyone hears of the message), then the caller acknowledges,
 * then deliver() publishes and notifies absent members.
 */
/** The chat when the user is one of its two members; 403 otherwise (also for an unknown chat). */
export async function requireChat(deps: MessengerDeps, userId: number, chatGuid: string): Promise<ChatRow> {
  const chat = await repo.findChat(deps.db, chatGuid);
  if (!chat || !isChatMember(userId, chat)) throw chatForbidden();
  return chat;
}

export async function listChats(deps: MessengerDeps, user: AuthUser): Promise<ChatSummary[]> {
  const rows = await repo.chatSummaries(deps.db, user.id);
  const subjects = await subjectsOf(deps, rows);
  return rows.map((r) => presentChatSummary(r, subjects));
}

export async function chatSummary(deps: MessengerDeps, userId: number, chatId: number): Promise<ChatSummary | null> {
  const [row] = await repo.chatSummaries(deps.db, userId, { chatId, limit: 1 });
  return row ? presentChatSummary(row, await subjectsOf(deps, [row])) : null;
}

/**
 * What the chats are about, asked of the modules that own the listings: one query each for the
 * products and the announcements, whatever the number of chats. Keyed 'type:guid'.
 */
async function subjectsOf(deps: MessengerDeps, rows: readonly repo.ChatSummaryRow[]): Promise<Map<string, SubjectInfo>> {
  const guids = (type: repo.ChatAbout['type']) => [...new Set(rows.flatMap((r) => (r.about?.type === type ? [r.about.guid.toLowerCase()] : [])))];
  const [products, announcements] = await Promise.all([productSubjects({ db: deps.db }, guids('product')), announcementSubjects({ db: deps.db }, guids('announcement'))]);
  const out = new Map<string, SubjectInfo>();
  for (const [guid, p] of products) out.set(`product:${guid}`, p);
  for (const [guid, a] of announcements) out.set(`announcement:${guid}`, a);
  return out;
}

export async function unread(deps: MessengerDeps, userId: number): Promise<{ total: number; chats: Record<string, number> }> {
  const counts = await repo.unreadCounts(deps.db, userId);
  return { total: counts.reduce((sum, c) => sum + c.unread, 0), chats: Object.fromEntries(counts.map((c) => [c.chatGuid, c.unread])) };
}

export async function history(deps: MessengerDeps, user: AuthUser, chatGuid: string, q: { before?: string; after?: string; limit: number }): Promise<ChatMessage[]> {
  const chat = await requireChat(deps, user.id, chatGuid);
  if (q.before && q.after) throw cursorConflict();
  const cursor = q.before ?? q.after;
  let cursorId: number | undefined;
  if (cursor) {
    const id = await repo.findMessageId(deps.db, chat.id, cursor);
    if (id === null) throw messageNotFound();
    cursorId = id;
  }
  const rows = await repo.history(deps.db, chat.id, { limit: q.limit, beforeId: q.before ? cursorId : undefined, afterId: q.after ? cursorId : undefined });
  return rows.map((r) => presentMessage(r, chat.guid, r.userGuid));
}

/**
 * Opens (or finds) the chat with another user about a product or an announcement: one chat per pair
 * and listing, so an application to a job is a conversation about that job, never a message lost in
 * an older chat about a product. Posts the listing as a message once per sender and chat: its
 * client id is derived from the subject and the chat, so a repeated create (a double tap, a retry on
 * a bad network) stores nothing new. Without a listing, the two's latest chat is found.
 */
export async function createChat(deps: MessengerDeps, user: AuthUser, targetGuid: string, data: { product?: string; announcement?: string }): Promise<{ chat: string; created: boolean }> {
  if (data.product && data.announcement) {
    throw twoSubjects();
  }
  const target = repo.isGuid(targetGuid) ? await findAuthUser({ db: deps.db }, targetGuid) : null;
  if (!target) throw chatUserNotFound();
  if (!canChatWith(user, target)) throw selfChat();

  const subject = data.product
    ? { type: 'product' as const, guid: data.product }
    : data.announcement
      ? { type: 'announcement' as const, guid: data.announcement }
      : null;
  // A chat is started about a product or an announcement (spec §7: data:{product} or
  // data:{announcement}); without one, only a chat the two already have is found.
  if (!subject) {
    const existing = await repo.findChatOfPair(deps.db, user.id, target.id);
    if (!existing) throw subjectRequired();
    return { chat: existing.guid, created: false };
  }
  await checkSubject(deps, subject.type, subject.guid, [user.id, target.id]);

  const { id, guid, created } = await repo.findOrCreateChat(deps.db, user.id, target.id, subject);
  // A new chat about a product counts in its seller's statistics (issue 40).
  if (created && subject.type === 'product') await countProductEvent(deps.db, subject.guid, 'chats');
  const chat: ChatRow = {
    id,
    guid,
    members: [
      { userId: user.id, userGuid: user.guid, lastReadMessageId: 0 },
      { userId: target.id, userGuid: target.guid, lastReadMessageId: 0 },
    ],
  };
  const stored = await store(deps, user, chat, { type: subject.type, content: subject.guid, clientId: `${subject.type}:${subject.guid}:${id}` });
  if (stored.created) await deliver(deps, user, chat, stored.row);
  return { chat: guid, created };
}

/** A product / announcement message must name one that exists and belongs to a member of the chat. */
async function checkSubject(deps: MessengerDeps, type: 'product' | 'announcement', guid: string, memberIds: number[]) {
  if (type === 'product') {
    const product = await findProduct({ db: deps.db }, guid);
    if (!product || !canChatAboutProduct(product)) throw chatProductNotFound();
    if (!isMembersListing(memberIds, product)) throw productNotOfMember();
  } else {
    const announcement = await findAnnouncementOwner({ db: deps.db }, guid);
    if (!announcement) throw chatAnnouncementNotFound();
    // Past its last day an ad takes no more applications (its page says so and offers no button).
    if (announcement.expired) throw announcementExpired();
    if (!isMembersListing(memberIds, announcement)) throw announcementNotOfMember();
  }
}

/**
 * Stores a message of the sender (always the authenticated user). Content is trimmed; empty is
 * refused. A client id already used by this sender returns the first stored copy (created =
 * false) when it is of this chat, and is refused when it names a message of another chat.
 */
export async function store(deps: MessengerDeps, sender: AuthUser, chat: ChatRow, input: { type: MessageType; content: string; clientId: string | null }): Promise<{ row: MessageRow; message: ChatMessage; created: boolean }> {
  // A product or announcement is named by its guid, kept lower-case (how many applied is counted by it).
  if (!canChat(sender)) throw phoneUnconfirmed();
  const content = input.type === 'text' ? input.content.trim() : input.content.trim().toLowerCase();
  if (!content) throw messageEmpty();
  if (input.type !== 'text') {
    if (!repo.isGuid(content)) throw subjectInvalid();
    await checkSubject(deps, input.type, content, chat.members.map((m) => m.userId));
  }
  const { row, created } = await deps.writer.insert({ chatId: chat.id, userId: sender.id, type: input.type, content, clientId: input.clientId });
  if (row.chatId !== chat.id) throw clientIdReused();
  return { row, message: presentMessage(row, chat.guid, sender.guid), created };
}

/**
 * Publishes a stored message to every socket of the chat (all instances), then notifies each
 * other member who has no socket of this chat open anywhere: the bell's notification, shown at once
 * in their open tabs; and when they have no socket open at all (no tab of the site anywhere), a Web
 * Push to their browsers. The publish is issued before the first await, so messages of one sender
 * are published in the order they were stored; a chat's notifications follow in that order too
 * (each waits for the one before it), so a burst reaches Telegram as it was written.
 */
export function deliver(deps: MessengerDeps, sender: AuthUser, chat: ChatRow, row: MessageRow): Promise<void> {
  const message = presentMessage(row, chat.guid, sender.guid);
  const members = chat.members.map((m) => m.userId);
  const published = deps.broker.publish({ t: 'message', chatId: chat.id, chat: chat.guid, members, senderId: sender.id, message });
  // One chat's notifications one after another, in the order its messages were delivered (MessengerDeps.notifying).
  const previous = deps.notifying.get(chat.id);
  const done = (async () => {
    try {
      await published;
    } catch (err) {
      deps.log.error({ err, chat: chat.guid }, 'chat publish failed (the message is stored; clients catch up from history)');
    }
    if (previous) await previous;
    await notifyAbsentMembers(deps, sender, chat, row);
  })();
  deps.notifying.set(chat.id, done);
  void done.finally(() => {
    if (deps.notifying.get(chat.id) === done) deps.notifying.delete(chat.id);
  });
  return done;
}

/**
 * Waits for every chat's notifying under way on this instance (the app's close, before the broker
 * and the database it reads go): a burst's last notifications finish rather than fail on a closed pool.
 */
export async function notifyingSettled(deps: MessengerDeps): Promise<void> {
  while (deps.notifying.size > 0) await Promise.allSettled([...deps.notifying.values()]);
}

/** The notifications of a delivered message, to each other member with no socket of the chat open (deliver()); a failure is logged, never thrown. */
async function notifyAbsentMembers(deps: MessengerDeps, sender: AuthUser, chat: ChatRow, row: MessageRow): Promise<void> {
  for (const member of chat.members) {
    if (member.userId === sender.id) continue;
    try {
      if (await deps.broker.isPresent(chat.id, member.userId)) continue;
      const notification = await createNotification({ db: deps.db }, {
        userId: member.userId,
        type: 'message',
        ...messageNotification(row, `${sender.firstName} ${sender.lastName}`.trim()),
        link: chatLink(chat.guid),
      });
      // The member switched chat messages off: nothing in the bell, no toast, no push.
      if (!notification) continue;
      await deps.broker.publish({ t: 'notification', userId: member.userId, notification });
      if (deps.webPush && !(await deps.broker.isOnline(member.userId))) await deps.webPush(member.userId, notification);
      // Telegram (when they linked it) whenever they are not in this chat: a reply there comes back into it.
      if (deps.telegram) await deps.telegram(member.userId, notification, { chat: chat.guid, about: await chatSubject(deps, chat.id) });
    } catch (err) {
      deps.log.error({ err, chat: chat.guid }, 'message notification failed');
    }
  }
}

/** What a chat is about, as its summary shows it (the listing's title), or null (no listing, or it is gone). */
async function chatSubject(deps: MessengerDeps, chatId: number): Promise<ChatContext['about']> {
  const about = await repo.findChatAbout(deps.db, chatId);
  if (!about) return null;
  const subjects = about.type === 'product' ? await productSubjects({ db: deps.db }, [about.guid]) : await announcementSubjects({ db: deps.db }, [about.guid]);
  const subject = subjects.get(about.guid);
  return subject ? { type: about.type, title: subject.title } : null;
}

/**
 * A text message posted into a chat as a user from outside the site (a reply in Telegram, issue 41):
 * the same rules as a message sent on the chat's socket — a member of the chat only (403
 * messenger.chat_forbidden, also for an unknown chat), not blocked (403 auth.blocked), a confirmed
 * phone (403 auth.phone_unconfirmed), the per-user send limit (429), not empty, not too long — then
 * stored and delivered like any message: both members' sockets see it live, the other is notified.
 */
export async function postAsUser(deps: MessengerDeps, limit: Limit, userId: number, chatGuid: string, text: string): Promise<ChatMessage> {
  const user = await findActiveAuthUser(deps.db, userId);
  if (!user) throw senderBlocked();
  const chat = await requireChat(deps, user.id, chatGuid);
  if (text.length > MESSAGE_MAX_LENGTH) throw messageTooLong();
  await limit.consume(`user:${user.id}`);
  const stored = await store(deps, user, chat, { type: 'text', content: text, clientId: null });
  await deliver(deps, user, chat, stored.row);
  return stored.message;
}

/**
 * Shows a notification another module created (e.g. a saved search's match) in the user's open tabs
 * at once, through the inbox sockets of every instance; a failure is logged (the bell still finds it
 * at its next load).
 */
export async function pushNotification(deps: MessengerDeps, userId: number, notification: ServerNotification): Promise<void> {
  await deps.broker.publish({ t: 'notification', userId, notification }).catch((err) => deps.log.error({ err }, 'notification publish failed'));
}

/** Read receipt: moves the reader's mark (never backwards) and tells both members' sockets. */
export async function markRead(deps: MessengerDeps, user: AuthUser, chat: ChatRow, messageGuid: string): Promise<{ unread: number }> {
  const messageId = await repo.findMessageId(deps.db, chat.id, messageGuid);
  if (messageId === null) throw messageNotFound();
  const result = await repo.markRead(deps.db, chat.id, user.id, messageId);
  if (result.unread === 0) await clearNotificationsForLink({ db: deps.db }, user.id, chatLink(chat.guid));
  if (result.moved && result.lastReadGuid) {
    await deps.broker
      .publish({
        t: 'read',
        chatId: chat.id,
        chat: chat.guid,
        members: chat.members.map((m) => m.userId),
        userId: user.id,
        read: { chat: chat.guid, user: user.guid, message: result.lastReadGuid },
      })
      .catch((err) => deps.log.error({ err }, 'read receipt publish failed'));
  }
  return { unread: result.unread };
}

export async function typing(deps: MessengerDeps, user: AuthUser, chat: ChatRow, typing: boolean): Promise<void> {
  await deps.broker.publish({ t: 'typing', chatId: chat.id, userId: user.id, typing: { chat: chat.guid, user: user.guid, typing } });
}

/** A new message's notification: a code per message type, with the sender's name and (for text) the message's start. */
function messageNotification(row: MessageRow, sender: string): { code: string; params: Record<string, string> } {
  if (row.type === 'product') return { code: 'chat.product', params: { sender } };
  if (row.type === 'announcement') return { code: 'chat.announcement', params: { sender } };
  const text = row.content.replace(/\s+/g, ' ');
  return { code: 'chat.message', params: { sender, preview: shorten(text, NOTIFICATION_COMMENT_MAX) } };
}


/** The admin overview's chat figure (one query): messages sent per period since `since`. */
export const messageStats = async (db: Db, period: Period, since: Date) => ({ sent: await repo.countNewMessages(db, period, since) });

/**
 * The median minutes the user takes to answer a new chat (their chats of the last REPLY_TIME_DAYS
 * days), or null when fewer than REPLY_TIME_MIN_CHATS were answered (issue 40: 'usually answers within…').
 */
export async function replyMinutes(db: Db, userId: number, now = new Date()): Promise<number | null> {
  const { seconds, answered } = await repo.firstReplyMedian(db, userId, new Date(now.getTime() - REPLY_TIME_DAYS * 86_400_000));
  if (seconds === null || answered < REPLY_TIME_MIN_CHATS) return null;
  return Math.max(1, Math.round(seconds / 60));
}
