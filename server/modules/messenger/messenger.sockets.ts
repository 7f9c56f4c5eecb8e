import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Gauge } from 'prom-client';
import fp from 'fastify-plugin';
import type { RawData, WebSocket } from 'ws';
import { chatParamsSchema, clientFrameSchema, socketQuerySchema, WS_CLOSE, WS_MAX_FRAME_BYTES, type InboxFrame, type ServerFrame } from '@shared/schemas/messenger';
import { errorSchema } from '@shared/schemas/common';
import { AppError, INTERNAL_ERROR } from '../../lib/errors';
import type { Broker, ChatEvent } from '../../realtime/broker';
import { findSessionUser, markSeen } from '../users';
import type { AuthUser } from '../../lib/auth-user';
import { frameInvalid, frameNotJson, frameTooLarge, websocketRequired } from './messenger.errors';
import * as service from './messenger.service';
import { redeemSocketTicket } from './socket-tickets.service';
import type { ChatRow } from './messenger.repository';

/** Who is connecting: the user, the session their token belongs to and when that token expires. */
interface SocketAuth {
  user: AuthUser;
  sid: string;
  expiresAt: number;
}
type Session = (SocketAuth & { chat: ChatRow | null }) | { close: number; reason: string };

declare module 'fastify' {
  interface FastifyInstance {
    messenger: service.MessengerDeps;
  }
  interface FastifyRequest {
    /** A chat socket's user and chat, resolved before the upgrade. */
    chatSession?: Session;
  }
}

export interface MessengerOptions {
  /** Ping every socket this often; one that has not answered the previous ping is dropped. */
  heartbeatMs?: number;
  /**
   * Look this often for sockets whose token has expired, to ask whether their session is still open
   * (default: heartbeatMs). Apart from the heartbeat so that tests can recheck quickly without a
   * heartbeat so short that a loaded machine drops live sockets for a late pong.
   */
  sessionCheckMs?: number;
  /** Use this broker instead of the one config.redisUrl selects. */
  broker?: Broker;
}

/** The sockets' options: the module's deps (messenger.module.ts, which made the broker) and the timers. */
interface SocketsOptions extends Pick<MessengerOptions, 'heartbeatMs' | 'sessionCheckMs'> {
  deps: service.MessengerDeps;
}

/** A slow reader's unsent frames are bounded: past this the socket is dropped, the client reconnects and catches up from history. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

interface Conn {
  socket: WebSocket;
  user: AuthUser;
  alive: boolean;
  /** The session of the token the socket opened with: when it ends, the socket closes (4410). */
  sid: string;
  /** When to ask the database again whether the session is open: the token's expiry, then every token lifetime. */
  recheckAt: number;
  rechecking?: boolean;
}
interface ChatConn extends Conn {
  chat: ChatRow;
}

const frame = (f: ServerFrame | InboxFrame) => JSON.stringify(f);

function send(conn: Conn, data: string) {
  const { socket } = conn;
  if (socket.readyState !== socket.OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.terminate();
    return;
  }
  socket.send(data);
}

const signedOut = (conn: Conn) => conn.socket.close(WS_CLOSE.signedOut, 'signed_out');

const add = <K, T>(map: Map<K, Set<T>>, key: K, value: T) => {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(value);
};
const remove = <K, T>(map: Map<K, Set<T>>, key: K, value: T) => {
  const set = map.get(key);
  if (!set) return;
  set.delete(value);
  if (set.size === 0) map.delete(key);
};

/** This instance's sockets and what they are served with: every function below works on one hub. */
interface Hub {
  app: FastifyInstance;
  deps: service.MessengerDeps;
  broker: Broker;
  rooms: Map<number, Set<ChatConn>>;
  inboxes: Map<number, Set<Conn>>;
  all: Set<Conn>;
  /** Open sockets by session, so that an ended session's sockets close at once. */
  sessions: Map<string, Set<Conn>>;
  now: () => number;
  /** Set when the app begins to close: sockets closed then are no user leaving (no last seen is written). */
  closing?: boolean;
}

/**
 * The chat sockets: /chat/{chat guid}/?token=… (one per open conversation) and /chat/inbox/?token=…
 * (or ?ticket=…, a one-time ticket: the web app's sockets)
 * (chat list, unread counts, notifications). This instance keeps its own sockets in two maps and
 * writes to them when the broker hands it an event, whichever instance published it.
 */
export default fp(
  async function messengerSockets(app: FastifyInstance, opts: SocketsOptions) {
    const { deps } = opts;
    const { broker } = deps;
    const hub: Hub = { app, deps, broker, rooms: new Map(), inboxes: new Map(), all: new Set(), sessions: new Map(), now: app.config.now ?? Date.now };

    subscribeToBroker(hub);
    // A session that ends (on this instance or another) closes its sockets here at once.
    const stopRevocations = app.sessionRevocations.onRevoke((sids) => {
      for (const sid of sids) for (const conn of hub.sessions.get(sid) ?? []) signedOut(conn);
    });
    const stopTimers = startHeartbeatAndSessionCheck(hub, opts);
    countOpenSockets(hub);
    app.addHook('preClose', async () => {
      hub.closing = true;
    });
    app.addHook('onClose', async () => {
      stopTimers();
      stopRevocations();
      await service.notifyingSettled(deps);
      await broker.close();
    });

    setupInboxSocketRoute(hub);
    setupChatSocketRoute(hub);
  },
  { name: 'messenger-sockets', dependencies: ['db', 'auth', 'metrics'] },
);

/** Chat list row and unread counts for a member's inbox sockets on this instance. */
async function refreshInbox({ deps, inboxes }: Hub, userId: number, chatId: number) {
  const conns = inboxes.get(userId);
  if (!conns) return;
  const [summary, unread] = await Promise.all([service.chatSummary(deps, userId, chatId), service.unread(deps, userId)]);
  for (const conn of inboxes.get(userId) ?? []) {
    if (summary) send(conn, frame({ chat: summary }));
    send(conn, frame({ unread }));
  }
}

/** The broker's events (from any instance) written to this instance's sockets: a room's, or a user's inbox. */
function subscribeToBroker(hub: Hub) {
  const { app, broker, rooms, inboxes } = hub;
  broker.onEvent((event: ChatEvent) => {
    switch (event.t) {
      case 'message': {
        const data = frame({ message: event.message });
        for (const conn of rooms.get(event.chatId) ?? []) send(conn, data);
        for (const userId of event.members) {
          if (inboxes.has(userId)) refreshInbox(hub, userId, event.chatId).catch((err) => app.log.error({ err }, 'inbox update failed'));
        }
        break;
      }
      case 'read': {
        const data = frame({ read: event.read });
        for (const conn of rooms.get(event.chatId) ?? []) send(conn, data);
        for (const userId of event.members) {
          if (inboxes.has(userId)) refreshInbox(hub, userId, event.chatId).catch((err) => app.log.error({ err }, 'inbox update failed'));
        }
        break;
      }
      case 'typing': {
        // The typist's own tabs do not need to hear that they are typing.
        const data = frame({ typing: event.typing });
        for (const conn of rooms.get(event.chatId) ?? []) if (conn.user.id !== event.userId) send(conn, data);
        break;
      }
      case 'notification': {
        const data = frame({ notification: event.notification });
        for (const conn of inboxes.get(event.userId) ?? []) send(conn, data);
        break;
      }
    }
  });
}

/**
 * Once the token a socket opened with has expired, the socket asks the database whether its
 * session is still open (and then again every token lifetime): should the news of an ended
 * session not have arrived (Redis away), the socket still closes within a token's lifetime.
 */
async function recheck({ app, now }: Hub, conn: Conn) {
  conn.rechecking = true;
  try {
    const found = await findSessionUser({ db: app.db, revocations: app.sessionRevocations }, conn.user.guid, conn.sid);
    if (!found?.sessionOpen) signedOut(conn);
    else conn.recheckAt = now() + app.config.accessTokenTtlSeconds * 1000;
  } catch (err) {
    app.log.warn({ err }, 'chat socket session recheck failed');
  } finally {
    conn.rechecking = false;
  }
}

/** Drops sockets that stopped answering pings, and rechecks the sessions of expired tokens; returns the stop. */
function startHeartbeatAndSessionCheck(hub: Hub, opts: MessengerOptions) {
  const { all, now } = hub;
  const heartbeatMs = opts.heartbeatMs ?? 30_000;
  const heartbeat = setInterval(() => {
    for (const conn of all) {
      if (!conn.alive) {
        conn.socket.terminate();
        continue;
      }
      conn.alive = false;
      conn.socket.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();
  const sessionCheck = setInterval(() => {
    const at = now();
    for (const conn of all) if (conn.recheckAt <= at && !conn.rechecking) void recheck(hub, conn);
  }, opts.sessionCheckMs ?? heartbeatMs);
  sessionCheck.unref();
  return () => {
    clearInterval(heartbeat);
    clearInterval(sessionCheck);
  };
}

/** How many sockets this instance holds (/metrics). */
function countOpenSockets({ app, rooms, inboxes }: Hub) {
  new Gauge({
    name: 'ipak_chat_sockets_open',
    help: 'Open chat sockets on this instance, by kind (a conversation, or a tab’s inbox)',
    labelNames: ['kind'] as const,
    registers: [app.metrics.registry],
    collect() {
      let chat = 0;
      let inbox = 0;
      for (const set of rooms.values()) chat += set.size;
      for (const set of inboxes.values()) inbox += set.size;
      this.set({ kind: 'chat' }, chat);
      this.set({ kind: 'inbox' }, inbox);
    },
  });
}

/**
 * Who the socket's ?token= (an access token) or ?ticket= (a one-time ticket, socket-tickets.service.ts)
 * names: null for a bad token or an unknown, used or expired ticket (4401), 'ended' for an ended session (4410).
 */
async function claimsOf({ app, now }: Hub, request: FastifyRequest): Promise<{ sub: string; sid: string; expiresAt: number } | null> {
  const { token, ticket } = request.query as { token?: unknown; ticket?: unknown };
  if (typeof ticket === 'string' && ticket) {
    const redeemed = await redeemSocketTicket(app.db, ticket, now());
    return redeemed && { sub: redeemed.guid, sid: redeemed.sid, expiresAt: redeemed.expiresAt };
  }
  if (typeof token !== 'string' || !token) return null;
  const verified = await app.tokens.verify(token);
  return verified.ok ? verified.claims : null;
}
async function authenticateSocket(hub: Hub, request: FastifyRequest): Promise<SocketAuth | 'ended' | null> {
  const { app } = hub;
  const claims = await claimsOf(hub, request);
  if (!claims) return null;
  const { sub, sid, expiresAt } = claims;
  const found = await findSessionUser({ db: app.db, revocations: app.sessionRevocations }, sub, sid);
  if (!found) return null;
  if (!found.sessionOpen) return 'ended';
  return { user: found.user, sid, expiresAt };
}

/** Runs before the upgrade: who is connecting, and to which chat (null chat for the inbox). */
async function resolveSession(hub: Hub, request: FastifyRequest, chatGuid: string | null): Promise<Session> {
  const auth = await authenticateSocket(hub, request);
  if (!auth) return { close: WS_CLOSE.unauthorized, reason: 'unauthorized' };
  if (auth === 'ended') return { close: WS_CLOSE.signedOut, reason: 'signed_out' };
  if (chatGuid === null) return { ...auth, chat: null };
  try {
    return { ...auth, chat: await service.requireChat(hub.deps, auth.user.id, chatGuid) };
  } catch (err) {
    if (err instanceof AppError && err.status === 403) return { close: WS_CLOSE.forbidden, reason: 'forbidden' };
    throw err;
  }
}

/**
 * Common socket set-up. The token (and the membership) were checked before the upgrade (see
 * resolveSession), so the socket joins its room in the same tick as the 101 answer: by the time
 * the client sees 'open' it receives every later message, and history fetched after 'open'
 * leaves no gap. Every frame goes through one promise chain per socket, so one socket's
 * messages are stored in the order they were sent.
 */
function accept({ app, all, sessions }: Hub, socket: WebSocket, conn: Conn, onFrame: (conn: Conn, data: RawData) => Promise<void>, onClose: (conn: Conn) => void) {
  let chain: Promise<unknown> = Promise.resolve();
  all.add(conn);
  add(sessions, conn.sid, conn);
  socket.on('message', (data) => {
    // A socket being closed (its session ended) acts on nothing more it is sent.
    if (socket.readyState !== socket.OPEN) return;
    conn.alive = true;
    chain = chain.then(async () => {
      try {
        await onFrame(conn, data);
      } catch (err) {
        app.log.error({ err }, 'chat frame failed');
      }
    });
  });
  socket.on('pong', () => {
    conn.alive = true;
  });
  socket.on('close', () => {
    all.delete(conn);
    remove(sessions, conn.sid, conn);
    onClose(conn);
  });
  // The session ended between the check before the upgrade and now.
  if (app.sessionRevocations.has(conn.sid)) signedOut(conn);
}

const errorFrame = (err: unknown, clientId?: string): string => {
  const base = err instanceof AppError ? { code: err.code, message: err.message } : INTERNAL_ERROR;
  return frame({ error: { ...base, ...(clientId !== undefined ? { client_id: clientId } : {}) } });
};

/** Parses a frame; refusals are answered with an error frame and the socket stays open. */
function parseFrame(conn: Conn, data: RawData) {
  const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : (data as Buffer | ArrayBuffer).byteLength;
  if (size > WS_MAX_FRAME_BYTES) {
    send(conn, errorFrame(frameTooLarge()));
    return null;
  }
  let json: unknown;
  try {
    json = JSON.parse(Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8'));
  } catch {
    send(conn, errorFrame(frameNotJson()));
    return null;
  }
  const parsed = clientFrameSchema.safeParse(json);
  if (!parsed.success) {
    const clientId = (json as { message?: { client_id?: unknown } } | null)?.message?.client_id;
    send(conn, errorFrame(frameInvalid(), typeof clientId === 'string' ? clientId.slice(0, 64) : undefined));
    return null;
  }
  return parsed.data;
}

type ClientFrame = NonNullable<ReturnType<typeof parseFrame>>;

/** A chat socket's frame, by its kind. */
async function onChatFrame(hub: Hub, c: Conn, data: RawData) {
  const conn = c as ChatConn;
  const f = parseFrame(conn, data);
  if (!f) return;
  switch (f.function) {
    case 'send':
      return onSendFrame(hub, conn, f);
    case 'read':
      try {
        await service.markRead(hub.deps, conn.user, conn.chat, f.message);
      } catch (err) {
        send(conn, errorFrame(err));
      }
      return;
    case 'typing':
      await service.typing(hub.deps, conn.user, conn.chat, f.typing);
      return;
    case 'ping':
      send(conn, frame({ pong: true }));
      return;
  }
}

/** A message sent on a chat socket: stored (within the send limit), acknowledged, then delivered. */
async function onSendFrame({ app, deps }: Hub, conn: ChatConn, f: Extract<ClientFrame, { function: 'send' }>) {
  const clientId = f.message.client_id ?? null;
  let stored;
  try {
    // Chat messages per user are limited (REST and sockets share app.rateLimits.chatSend).
    await app.rateLimits.chatSend.consume(`user:${conn.user.id}`);
    stored = await service.store(deps, conn.user, conn.chat, { type: f.message.type, content: f.message.content, clientId });
  } catch (err) {
    if (!(err instanceof AppError)) app.log.error({ err }, 'message not stored');
    send(conn, errorFrame(err, clientId ?? undefined));
    return;
  }
  // Stored: now, and only now, the sender hears that it is safe.
  if (clientId) send(conn, frame({ ack: { client_id: clientId, guid: stored.message.guid, created_at: stored.message.created_at } }));
  // A resend of a stored message is acknowledged again but not delivered twice.
  if (stored.created) void service.deliver(deps, conn.user, conn.chat, stored.row);
}

/** A plain GET of a socket path answers in the API's error shape. */
const upgradeRequired = async () => {
  throw websocketRequired();
};

/** Records the user's last seen time (users' markSeen); a failure is only logged. */
function seen({ app, deps, closing }: Hub, userId: number, always: boolean) {
  if (closing) return;
  markSeen(deps.db, userId, always).catch((err) => app.log.error({ err }, 'last seen write failed'));
}

/** /chat/inbox/: a signed-in tab's chat list updates, unread counts and notifications; it only answers pings. */
function setupInboxSocketRoute(hub: Hub) {
  const { app, deps, broker, inboxes } = hub;
  app.route({
    method: 'GET',
    url: '/chat/inbox/',
    schema: {
      tags: ['messenger'],
      summary: 'WebSocket: the inbox of a signed-in tab (chat list updates, unread counts, notifications)',
      description: 'Upgrade with ?token={access}, or ?ticket= (a one-time ticket from POST /api/messenger/socket-ticket/). Frames are described in docs/api.md and typed in shared/schemas/messenger.ts. A plain GET answers 426.',
      querystring: socketQuerySchema,
      security: [{ socketToken: [] }],
      response: { 426: errorSchema },
    },
    handler: upgradeRequired,
    preValidation: async (request) => {
      if (request.ws) request.chatSession = await resolveSession(hub, request, null);
    },
    wsHandler: (socket, request) => {
      const session = request.chatSession!;
      if ('close' in session) return void socket.close(session.close, session.reason);
      const conn: Conn = { socket, user: session.user, alive: true, sid: session.sid, recheckAt: session.expiresAt };
      add(inboxes, conn.user.id, conn);
      // A tab of the site is open: its toasts tell of new messages, no Web Push is needed (service.deliver).
      broker.joinInbox(conn.user.id);
      seen(hub, conn.user.id, false);
      accept(
        hub,
        socket,
        conn,
        async (c, data) => {
          const f = parseFrame(c, data);
          if (f?.function === 'ping') send(c, frame({ pong: true }));
        },
        (c) => {
          remove(inboxes, c.user.id, c);
          broker.leaveInbox(c.user.id);
          // The moment a tab closes is when the user was last seen (the seller's 'last seen', issue 40).
          seen(hub, c.user.id, true);
        },
      );
      // The first frame is the current unread state, so a reconnecting tab is right at once.
      service
        .unread(deps, conn.user.id)
        .then((unread) => send(conn, frame({ unread })))
        .catch((err) => app.log.error({ err }, 'inbox unread failed'));
    },
  });
}

/** /chat/{chat}/: one conversation's socket (send, acks, delivery, read receipts, typing); members only. */
function setupChatSocketRoute(hub: Hub) {
  const { app, broker, rooms } = hub;
  app.route<{ Params: { chat: string } }>({
    method: 'GET',
    url: '/chat/:chat/',
    schema: {
      tags: ['messenger'],
      summary: 'WebSocket: one chat (send, acks, delivery, read receipts, typing)',
      description:
        'Upgrade with ?token={access}, or ?ticket= (a one-time ticket from POST /api/messenger/socket-ticket/); members only (close 4401 for a bad or expired token, 4403 for a stranger, 4410 when the session has ended: at sign-out the open sockets close with it). Frames are described in docs/api.md and typed in shared/schemas/messenger.ts. A plain GET answers 426.',
      params: chatParamsSchema,
      querystring: socketQuerySchema,
      security: [{ socketToken: [] }],
      response: { 426: errorSchema },
    },
    handler: upgradeRequired,
    preValidation: async (request) => {
      if (request.ws) request.chatSession = await resolveSession(hub, request, (request.params as { chat: string }).chat);
    },
    wsHandler: (socket, request) => {
      const session = request.chatSession!;
      if ('close' in session) return void socket.close(session.close, session.reason);
      const conn: ChatConn = { socket, user: session.user, alive: true, sid: session.sid, recheckAt: session.expiresAt, chat: session.chat! };
      add(rooms, conn.chat.id, conn);
      broker.join(conn.chat.id, conn.user.id);
      accept(hub, socket, conn, (c, data) => onChatFrame(hub, c, data), (c) => {
        remove(rooms, conn.chat.id, c as ChatConn);
        broker.leave(conn.chat.id, conn.user.id);
      });
    },
  });
}
