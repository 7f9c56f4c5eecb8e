import { MESSAGE_MAX_LENGTH, type ChatMessage, type MessageType } from '@shared/schemas/messenger';
import { mergeMessages, newClientId, readUpTo, withoutDelivered, type PendingMessage } from './messages';
import { ReconnectingSocket, defaultTimers, type SocketDeps, type SocketFactory, type SocketStatus, type Timers } from './reconnecting-socket';

/**
 * One open conversation: its history, its live socket, and the user's unacknowledged messages.
 *
 * The rule it exists for: nothing the user sent is lost. A message is pending (in memory and in
 * localStorage, per user and chat) from the moment it is sent until the server acknowledges it
 * ({ack:{client_id, guid}}), or until it comes back in history or as a {message} with the same
 * client_id. Pending messages go out again after every reconnect with the same client_id, so the
 * server stores each once. After every (re)connect the history is fetched from the last known
 * message on (?after=), so nothing said while the socket was down is missed.
 *
 * Framework-free: the socket factory, the history fetcher, storage and timers are injected
 * (chat-connection.test.ts drives it in Node). React reads it through subscribe/getSnapshot.
 */

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface HistoryQuery {
  before?: string;
  after?: string;
  limit?: number;
}

export interface ChatConnectionDeps {
  chat: string;
  /** The signed-in user's guid (own messages, whose pending list this is). */
  me: string;
  createSocket: SocketFactory;
  url: SocketDeps['url'];
  getToken(): string | null;
  refreshToken(rejected: string | null): Promise<string>;
  /** The server closed the socket as signed out (4410). */
  onSignedOut?: () => void;
  isOnline?: () => boolean;
  /** GET /api/messenger/chats/{chat}/?before=&after=&limit= → messages oldest first. */
  fetchHistory(query: HistoryQuery): Promise<ChatMessage[]>;
  storage?: KeyValueStorage | null;
  newId?: () => string;
  timers?: Partial<Timers>;
  log?: (message: string, detail?: unknown) => void;
}

export interface ChatState {
  status: SocketStatus;
  history: 'loading' | 'ready' | 'error';
  messages: ChatMessage[];
  pending: PendingMessage[];
  /** Guid of the last message the partner has read, as told by {read} frames. */
  partnerRead: string | null;
  partnerTyping: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
}

export const CHAT_LIMITS = {
  pageSize: 50,
  catchUpPageSize: 200,
  /** Sent (or waited through a failed connection) this many times without an ack: shown as failed. */
  maxAttempts: 5,
  /** An open socket that has not acknowledged a message in this time is presumed dead. */
  ackTimeoutMs: 10_000,
  typingThrottleMs: 3_000,
  typingIdleMs: 4_000,
  /** The partner's "typing" fades if no update arrives (a lost typing:false must not stick). */
  partnerTypingMs: 6_000,
};

export const pendingStorageKey = (me: string, chat: string) => `ipak:chat-pending:${me}:${chat}`;

export class ChatConnection {
  private state: ChatState = {
    status: 'idle',
    history: 'loading',
    messages: [],
    pending: [],
    partnerRead: null,
    partnerTyping: false,
    hasOlder: false,
    loadingOlder: false,
  };
  private readonly listeners = new Set<() => void>();
  private readonly socket: ReconnectingSocket;
  private readonly timers: Timers;
  private readonly newId: () => string;
  /** Client ids sent on the current socket and not yet acknowledged. */
  private inFlight = new Set<string>();
  private ackTimer: unknown = null;
  private typingSent = false;
  private typingSentAt = 0;
  private typingIdleTimer: unknown = null;
  private partnerTypingTimer: unknown = null;
  private readSent: string | null = null;
  private readQueued: string | null = null;
  private historyLoaded = false;
  private historyRequest: Promise<void> | null = null;
  private catchUpWanted = false;
  private catchingUp = false;
  private running = false;

  constructor(private readonly deps: ChatConnectionDeps) {
    this.timers = { ...defaultTimers(), ...deps.timers };
    this.newId = deps.newId ?? newClientId;
    this.state = { ...this.state, pending: this.loadPending() };
    this.socket = new ReconnectingSocket(
      { createSocket: deps.createSocket, url: deps.url, getToken: deps.getToken, refreshToken: deps.refreshToken, onSignedOut: deps.onSignedOut, isOnline: deps.isOnline, timers: deps.timers, log: deps.log },
      {
        onOpen: () => this.onOpen(),
        onFrame: (frame) => this.onFrame(frame),
        onStatus: (status) => this.set({ status }),
        onDown: () => this.onDown(),
      },
    );
  }

  // --- React's view ------------------------------------------------------------------------------

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): ChatState => this.state;

  // --- lifecycle ---------------------------------------------------------------------------------

  /** Loads history and opens the socket (again after stop(): React's strict mode mounts twice). */
  start(): void {
    if (this.running) return;
    this.running = true;
    if (!this.historyLoaded && !this.historyRequest) void this.loadHistory();
    this.socket.start();
  }

  /** Closes the socket (the chat changed or the page was left). Pending messages stay in storage. */
  stop(): void {
    if (!this.running) return;
    this.running = false;
    if (this.typingSent) this.socket.send({ function: 'typing', typing: false });
    this.typingSent = false;
    for (const t of [this.ackTimer, this.typingIdleTimer, this.partnerTypingTimer]) this.timers.clearTimeout(t);
    this.ackTimer = this.typingIdleTimer = this.partnerTypingTimer = null;
    this.inFlight.clear();
    this.socket.stop();
  }

  /** The network came back (online) or the tab became visible. */
  wake(): void {
    this.socket.wake();
  }

  /** The browser went offline: drop the socket; what the user sends meanwhile waits as pending. */
  offline(): void {
    this.socket.offline();
  }

  // --- user actions ------------------------------------------------------------------------------

  /** Sends a text (trimmed; empty or whitespace-only is ignored, spec §5). Returns whether it was taken. */
  send(text: string, type: MessageType = 'text'): boolean {
    const content = type === 'text' ? text.trim() : text;
    if (!content) return false;
    if (content.length > MESSAGE_MAX_LENGTH) return false;
    const message: PendingMessage = {
      client_id: this.newId(),
      content,
      type,
      created_at: new Date(this.timers.now()).toISOString(),
      attempts: 0,
      state: 'sending',
    };
    this.setPending([...this.state.pending, message]);
    this.stopTyping();
    this.transmit(message);
    return true;
  }

  /** The retry button of a failed message: counts start again and it goes out now (or at the next connect). */
  retry(clientId: string): void {
    const message = this.state.pending.find((p) => p.client_id === clientId);
    if (!message) return;
    const again: PendingMessage = { ...message, attempts: 0, state: 'sending', rejected: false, error: undefined };
    this.setPending(this.state.pending.map((p) => (p.client_id === clientId ? again : p)));
    if (this.socket.isOpen) this.transmit(again);
    else this.socket.wake();
  }

  /** Gives up on a failed message (the user chose to delete it). */
  discard(clientId: string): void {
    this.inFlight.delete(clientId);
    this.setPending(this.state.pending.filter((p) => p.client_id !== clientId));
  }

  /** Tells the server the partner's messages up to `guid` were seen (only ever forwards). */
  markRead(guid: string): void {
    const list = this.state.messages;
    if (this.readSent && readUpTo(list, this.readSent) >= readUpTo(list, guid)) return;
    this.readQueued = guid;
    this.flushRead();
  }

  /** The composer changed: "typing" goes out at most every 3 s and stops after 4 s of quiet. */
  setTyping(typing: boolean): void {
    if (!typing) {
      this.stopTyping();
      return;
    }
    const now = this.timers.now();
    if (!this.typingSent || now - this.typingSentAt >= CHAT_LIMITS.typingThrottleMs) {
      if (this.socket.send({ function: 'typing', typing: true })) {
        this.typingSent = true;
        this.typingSentAt = now;
      }
    }
    this.timers.clearTimeout(this.typingIdleTimer);
    this.typingIdleTimer = this.timers.setTimeout(() => this.stopTyping(), CHAT_LIMITS.typingIdleMs);
  }

  /** Older history, for scrolling up. */
  async loadOlder(): Promise<void> {
    const first = this.state.messages[0];
    if (!first || this.state.loadingOlder || !this.state.hasOlder) return;
    this.set({ loadingOlder: true });
    try {
      const older = await this.deps.fetchHistory({ before: first.guid, limit: CHAT_LIMITS.pageSize });
      this.set({ messages: mergeMessages(this.state.messages, older), hasOlder: older.length >= CHAT_LIMITS.pageSize, loadingOlder: false });
    } catch (err) {
      this.deps.log?.('older history failed', err);
      this.set({ loadingOlder: false });
    }
  }

  /** After a failed first load (the error state's retry button). */
  reloadHistory(): void {
    if (this.historyRequest) return;
    void this.loadHistory();
  }

  // --- internals ---------------------------------------------------------------------------------

  private async loadHistory(): Promise<void> {
    this.set({ history: 'loading' });
    const request = (async () => {
      try {
        const list = await this.deps.fetchHistory({ limit: CHAT_LIMITS.pageSize });
        this.historyLoaded = true;
        this.absorb(list);
        this.set({ history: 'ready', hasOlder: list.length >= CHAT_LIMITS.pageSize });
      } catch (err) {
        // Spec §8: logged; the pending messages stay and the user gets a retry button.
        this.deps.log?.('history failed', err);
        this.set({ history: 'error' });
      }
    })();
    this.historyRequest = request;
    await request;
    this.historyRequest = null;
    // The socket opened while the first page was loading: what was said in between is fetched now.
    if (this.historyLoaded && this.catchUpWanted) void this.catchUp();
  }

  /** Everything after the last known message (the socket was down, or opened while history loaded). */
  private async catchUp(): Promise<void> {
    if (this.catchingUp) {
      this.catchUpWanted = true;
      return;
    }
    this.catchingUp = true;
    this.catchUpWanted = false;
    try {
      for (let page = 0; page < 20; page += 1) {
        const last = this.state.messages.at(-1);
        const list = await this.deps.fetchHistory(last ? { after: last.guid, limit: CHAT_LIMITS.catchUpPageSize } : { limit: CHAT_LIMITS.pageSize });
        this.absorb(list);
        if (!last) this.set({ hasOlder: list.length >= CHAT_LIMITS.pageSize });
        if (!last || list.length < CHAT_LIMITS.catchUpPageSize) break;
      }
    } catch (err) {
      this.deps.log?.('catch-up failed', err);
    } finally {
      this.catchingUp = false;
    }
    if (this.catchUpWanted && this.socket.isOpen) void this.catchUp();
  }

  /** Server messages in, delivered pending copies out (dedupe by guid and client_id). */
  private absorb(list: readonly ChatMessage[]): void {
    const messages = mergeMessages(this.state.messages, list);
    const pending = withoutDelivered(this.state.pending, list, this.deps.me);
    for (const p of this.state.pending) if (!pending.includes(p)) this.inFlight.delete(p.client_id);
    if (pending !== this.state.pending) this.setPending(pending, { messages });
    else if (messages !== this.state.messages) this.set({ messages });
  }

  private onOpen(): void {
    // Resend everything the server has not acknowledged (same client_id: stored once), then catch up.
    this.inFlight.clear();
    for (const p of this.state.pending) if (!p.rejected) this.transmit(p);
    this.flushRead();
    if (this.historyLoaded) void this.catchUp();
    else this.catchUpWanted = true;
  }

  private onDown(): void {
    // Every unacknowledged message has now waited through one failed try.
    this.timers.clearTimeout(this.ackTimer);
    this.ackTimer = null;
    this.inFlight.clear();
    this.typingSent = false;
    if (this.state.partnerTyping) this.set({ partnerTyping: false });
    if (this.state.pending.some((p) => !p.rejected)) this.setPending(this.state.pending.map((p) => (p.rejected ? p : this.tried(p))));
  }

  private tried(p: PendingMessage): PendingMessage {
    const attempts = p.attempts + 1;
    return { ...p, attempts, state: attempts >= CHAT_LIMITS.maxAttempts ? 'failed' : p.state };
  }

  private transmit(p: PendingMessage): void {
    const sent = this.socket.send({ function: 'send', message: { content: p.content, type: p.type, client_id: p.client_id, created_at: p.created_at } });
    if (!sent) return; // stays pending; onOpen sends it
    this.inFlight.add(p.client_id);
    this.armAckWatchdog();
  }

  private armAckWatchdog(): void {
    if (this.ackTimer) return;
    this.ackTimer = this.timers.setTimeout(() => {
      this.ackTimer = null;
      if (this.inFlight.size === 0) return;
      // Sent on a socket that looks open, yet no ack: on phones this is a dead connection. Start over.
      this.deps.log?.('no ack in time; reconnecting');
      this.socket.reconnect();
    }, CHAT_LIMITS.ackTimeoutMs);
  }

  private onFrame(frame: Record<string, unknown>): void {
    if ('ack' in frame) return this.onAck(frame.ack as { client_id: string; guid: string; created_at: string });
    if ('message' in frame) return this.onMessage(frame.message as ChatMessage);
    if ('read' in frame) {
      const read = frame.read as { user: string; message: string };
      if (read.user === this.deps.me) return;
      const list = this.state.messages;
      const known = readUpTo(list, this.state.partnerRead);
      const next = readUpTo(list, read.message);
      if (next === -1 || next > known) this.set({ partnerRead: read.message });
      return;
    }
    if ('typing' in frame) {
      const typing = frame.typing as { user: string; typing: boolean };
      if (typing.user === this.deps.me) return;
      this.timers.clearTimeout(this.partnerTypingTimer);
      this.partnerTypingTimer = typing.typing ? this.timers.setTimeout(() => this.set({ partnerTyping: false }), CHAT_LIMITS.partnerTypingMs) : null;
      this.set({ partnerTyping: typing.typing });
      return;
    }
    if ('error' in frame) {
      const error = frame.error as { code: string; message: string; client_id?: string };
      this.deps.log?.('chat socket error frame', error);
      if (!error.client_id) return;
      this.inFlight.delete(error.client_id);
      // A server fault may pass: that message keeps being resent. A refusal (invalid, too long, rate limit) waits for the user.
      const rejected = error.code !== 'internal_error';
      this.setPending(this.state.pending.map((p) => (p.client_id === error.client_id ? { ...p, state: 'failed', rejected, error: error.message } : p)));
    }
  }

  private onAck(ack: { client_id: string; guid: string; created_at: string }): void {
    const p = this.state.pending.find((x) => x.client_id === ack.client_id);
    if (!p) return;
    this.inFlight.delete(ack.client_id);
    const message: ChatMessage = { guid: ack.guid, chat: this.deps.chat, user: this.deps.me, type: p.type, content: p.content, created_at: ack.created_at ?? p.created_at, client_id: p.client_id };
    this.absorb([message]);
    if (this.inFlight.size === 0) {
      this.timers.clearTimeout(this.ackTimer);
      this.ackTimer = null;
    }
  }

  private onMessage(message: ChatMessage): void {
    if (message.chat && message.chat !== this.deps.chat) return;
    this.absorb([message]);
    if (message.user !== this.deps.me && this.state.partnerTyping) {
      this.timers.clearTimeout(this.partnerTypingTimer);
      this.set({ partnerTyping: false });
    }
  }

  private flushRead(): void {
    if (!this.readQueued) return;
    if (this.socket.send({ function: 'read', message: this.readQueued })) {
      this.readSent = this.readQueued;
      this.readQueued = null;
    }
  }

  private stopTyping(): void {
    this.timers.clearTimeout(this.typingIdleTimer);
    this.typingIdleTimer = null;
    if (!this.typingSent) return;
    this.typingSent = false;
    this.socket.send({ function: 'typing', typing: false });
  }

  // --- state and storage -------------------------------------------------------------------------

  private set(patch: Partial<ChatState>): void {
    let changed = false;
    for (const [k, v] of Object.entries(patch)) if (this.state[k as keyof ChatState] !== v) changed = true;
    if (!changed) return;
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l();
  }

  private setPending(pending: PendingMessage[], extra: Partial<ChatState> = {}): void {
    this.set({ ...extra, pending });
    this.savePending(pending);
  }

  private get storageKey(): string {
    return pendingStorageKey(this.deps.me, this.deps.chat);
  }

  private loadPending(): PendingMessage[] {
    try {
      const raw = this.deps.storage?.getItem(this.storageKey);
      const list = raw ? (JSON.parse(raw) as PendingMessage[]) : [];
      return Array.isArray(list) ? list.filter((p) => p && typeof p.client_id === 'string' && typeof p.content === 'string') : [];
    } catch {
      return [];
    }
  }

  private savePending(pending: PendingMessage[]): void {
    try {
      if (pending.length === 0) this.deps.storage?.removeItem(this.storageKey);
      else this.deps.storage?.setItem(this.storageKey, JSON.stringify(pending));
    } catch (err) {
      // Storage full or blocked: the messages are still in memory and keep being resent.
      this.deps.log?.('pending messages could not be saved', err);
    }
  }
}
