import { z } from 'zod';
import { line, pageNumberField, pagedSchema, text } from './common';
import { ANNOUNCEMENT_TYPES } from '../constants';
import { MSG } from '../validation/messages';

/**
 * The messenger's contract (spec §3 Chat/Message, §7 messenger calls and WebSocket), shared by the
 * server and the web client.
 *
 * REST, under /api/messenger/:
 *   GET  chats/                          → {chats: ChatSummary[]} (most recent activity first)
 *   GET  chats/{chat}/?before=&after=&limit= → ChatMessage[] oldest first (before/after: a message guid)
 *   POST chats/{user guid}/create/ {data: {product: guid} | {announcement: guid} | {}}
 *                                        → {chat: guid, created: boolean}: the chat of the two about
 *                                          that listing (one per pair and listing, as a marketplace
 *                                          keeps them), posting it as a message when it is new
 *                                          there; {} finds the two's latest chat
 *   POST chats/{chat}/read/ {message: guid} → {unread: number}   (read receipts, unread counts)
 *   GET  unread/                         → {total: number, chats: {[chat guid]: number}}
 * Notifications, under /api/users/:
 *   GET  notifications/?page=            → {data: ServerNotification[], current_page, total_pages, count, unread}
 *   POST notifications/read/ {guid?}     → {unread: number}   (one, or all when no guid)
 *
 * WebSocket: /chat/{chat guid}/?token={access token} (one socket per open chat), and
 * /chat/inbox/?token=… (one per signed-in tab: chat list updates, unread counts, notifications).
 */

const MESSAGE_TYPES = ['text', 'product', 'announcement'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const MESSAGE_MAX_LENGTH = 4000;
/** Frames larger than this are refused with an error frame. */
export const WS_MAX_FRAME_BYTES = 16 * 1024;

/** Close codes of the chat sockets. */
export const WS_CLOSE = {
  /** Missing, malformed or expired access token: refresh, then reconnect. */
  unauthorized: 4401,
  /** Not a member, or no such chat (the two are not told apart). */
  forbidden: 4403,
  /**
   * The session has ended (signed out, a reused refresh token, a new password, the user blocked):
   * the client is signed out and does not reconnect. Sent at once when the session ends, and at
   * the upgrade of a token whose session has ended.
   */
  signedOut: 4410,
  /**
   * The instance is shutting down (a deploy, a scale-in: SIGTERM), WebSocket's "service restart": the
   * client reconnects at once (a short random wait, so a whole instance's sockets do not arrive
   * together), through the proxy, to an instance that is up, and catches up on what it missed.
   */
  restart: 1012,
} as const;

const chatUserFields = { first_name: z.string(), last_name: z.string(), pfp: z.string().nullable(), purposes: z.array(z.string()) };
const chatUserSchema = z.object({ guid: z.string(), ...chatUserFields }).meta({ id: 'ChatUser' });
export type ChatUser = z.infer<typeof chatUserSchema>;

export const chatMessageSchema = z
  .object({
    guid: z.string(),
    chat: z.string(),
    /** The sender's guid. */
    user: z.string(),
    type: z.enum(MESSAGE_TYPES),
    /** Text, or the product / announcement guid. */
    content: z.string(),
    created_at: z.string(),
    /** The sender's own id for the message (echoed so the sender can match it to its pending copy). */
    client_id: z.string().nullable(),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** What a chat is about: the listing it was started about ('Bog'lanish' on a product, 'Ariza qoldirish' on an announcement). */
const chatAboutSchema = z
  .object({
    type: z.enum(['product', 'announcement']),
    guid: z.string(),
    /** An announcement's kind (a job or a service); null for a product. */
    announcement_type: z.enum(ANNOUNCEMENT_TYPES).nullable(),
    /** Its title; null when it has been deleted. */
    title: z.string().nullable(),
    /** Its page while everyone may see it; null while hidden, in review or deleted. */
    link: z.string().nullable(),
  })
  .meta({ id: 'ChatAbout' });
export type ChatAbout = z.infer<typeof chatAboutSchema>;

const chatSummarySchema = z
  .object({
    guid: z.string(),
    /** The partner first (spec §3). */
    users: z.array(chatUserSchema),
    /** How the chat is shown: the partner. */
    display: z.object(chatUserFields),
    /** The listing the chat is about; null for a chat from before chats had one that never named any. */
    about: chatAboutSchema.nullable(),
    last_message: chatMessageSchema.nullable(),
    unread: z.number().int(),
    /** Guid of the last message the partner has read (read receipts). */
    partner_read: z.string().nullable(),
    updated_at: z.string(),
  })
  .meta({ id: 'ChatSummary' });
export type ChatSummary = z.infer<typeof chatSummarySchema>;

// REST answers and parameters.
export const chatListSchema = z.object({ chats: z.array(chatSummarySchema) });
export const unreadSummarySchema = z.object({ total: z.number().int(), chats: z.record(z.string(), z.number().int()) });
export const chatCreatedSchema = z.object({ chat: z.string(), created: z.boolean() });
/** {chat}: any string; an unknown or malformed chat is the same 403 as someone else's (nobody learns that a chat exists). */
export const chatParamsSchema = z.object({ chat: line().max(64, MSG.badAddress) });
export const chatUserParamsSchema = z.object({ user: line().max(64, MSG.badAddress) });
/** Socket query: the access token (API clients, as the spec has it), or a one-time ticket (the web app: no token in a URL). */
export const socketQuerySchema = z.object({ token: line().max(2000, MSG.tooLong).optional(), ticket: line().max(200, MSG.tooLong).optional() });
/** POST socket-ticket/: a one-time ticket that opens one chat socket of the caller's session within expires_in seconds. */
export const socketTicketSchema = z.object({ ticket: z.string(), expires_in: z.number().int() }).meta({ id: 'SocketTicket' });

const serverNotificationSchema = z
  .object({
    guid: z.string(),
    /** What happened (e.g. chat.message, chat.product, chat.announcement); the app shows it in the reader's language. */
    code: z.string(),
    /** What the code's text needs, as written by people (e.g. {sender, preview}). */
    params: z.record(z.string(), z.union([z.string(), z.number()])),
    type: z.enum(['info', 'success', 'error', 'message']),
    link: z.string().nullable(),
    read: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'ServerNotification' });
export type ServerNotification = z.infer<typeof serverNotificationSchema>;

// --- WebSocket frames -------------------------------------------------------------------------

/** Client → server (spec §7: {function:'send', message:{content, type, user, created_at}}). */
export const clientFrameSchema = z.discriminatedUnion('function', [
  z.object({
    function: z.literal('send'),
    message: z.object({
      content: text().max(MESSAGE_MAX_LENGTH),
      type: z.enum(MESSAGE_TYPES).optional().default('text'),
      /** Ignored: the sender is always the socket's user. */
      user: z.unknown().optional(),
      created_at: z.unknown().optional(),
      client_id: line().min(1).max(64).optional(),
    }),
  }),
  z.object({ function: z.literal('read'), message: z.string().uuid() }),
  z.object({ function: z.literal('typing'), typing: z.boolean() }),
  z.object({ function: z.literal('ping') }),
]);

/** Server → client frames. */
export type ServerFrame =
  | { message: ChatMessage }
  | { ack: { client_id: string; guid: string; created_at: string } }
  | { read: { chat: string; user: string; message: string } }
  | { typing: { chat: string; user: string; typing: boolean } }
  | { error: { code: string; message: string; client_id?: string } }
  | { pong: true };

/** Inbox socket frames (server → client). */
export type InboxFrame =
  | { chat: ChatSummary }
  | { unread: { total: number; chats: Record<string, number> } }
  | { notification: ServerNotification };

export const createChatSchema = z.object({
  data: z
    .object({ product: z.string().uuid().optional(), announcement: z.string().uuid().optional() })
    .optional()
    .default({}),
});

export const historyQuerySchema = z.object({
  before: z.string().uuid().optional(),
  after: z.string().uuid().optional(),
  limit: z.coerce.number({ error: MSG.badAddress }).int(MSG.badAddress).min(1, MSG.badAddress).max(200, MSG.badAddress).default(50),
});

/** POST chats/{chat}/read/ */
export const readChatSchema = z.object({ message: z.string().uuid() });

/** GET /api/users/notifications/?page= */
export const notificationsQuerySchema = z.object({ page: pageNumberField });
/** GET notifications/: a page of the caller's notifications and the unread count. */
export const notificationsPageSchema = pagedSchema(serverNotificationSchema).extend({ unread: z.number().int() });
export const unreadCountSchema = z.object({ unread: z.number().int() });
/** POST /api/users/notifications/read/ {guid?}: one notification, or all when no guid. */
export const notificationsReadSchema = z.object({ guid: z.string().uuid().optional() });
