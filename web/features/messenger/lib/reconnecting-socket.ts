import { WS_CLOSE } from '@shared/schemas/messenger';

/**
 * A WebSocket that keeps itself connected on poor mobile networks: exponential backoff with jitter
 * (capped at 30 s), an immediate retry when the network or the tab comes back (`wake()`), a heartbeat
 * that notices half-open sockets (phones switching cells often leave a socket that looks open but
 * carries nothing), a token refresh on 4401, a full stop on 4403, and on 4410 (the session has
 * ended: signed out) a full stop that signs the tab out.
 *
 * Framework-free and DOM-free: the socket factory, the token functions and the timers are injected,
 * so every rule here is unit-tested in Node (chat-connection.test.ts).
 */

/** The part of the browser WebSocket this class uses (so tests can pass a fake). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number; reason?: string }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
export type SocketFactory = (url: string) => SocketLike;

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
  /** [0, 1): the jitter source. */
  random(): number;
}

export const defaultTimers = (): Timers => ({
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
  random: () => Math.random(),
});

export interface SocketDeps {
  createSocket: SocketFactory;
  /**
   * The socket URL for an access token: at once (an API client's ?token=), or once asked for (the web
   * app's one-time ?ticket=, fetched with the token: no token in a URL). A refusal with status 401
   * counts as the socket's 4401 (refresh, then try again); status 0 (no network) or another failure
   * as a failed attempt.
   */
  url(token: string): string | Promise<string>;
  getToken(): string | null;
  /** Refreshes the access token (the api-client's refresh); `rejected` is the token the server refused. */
  refreshToken(rejected: string | null): Promise<string>;
  /** navigator.onLine: when it says false there is surely no network, so no attempt is made. */
  isOnline?: () => boolean;
  /** The server closed the socket because its session has ended (4410): the tab signs out (api-client's sessionEnded). */
  onSignedOut?: () => void;
  timers?: Partial<Timers>;
  log?: (message: string, detail?: unknown) => void;
}

export type SocketStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'unauthorized' | 'forbidden' | 'closed';

export interface SocketHandlers {
  onOpen(): void;
  onFrame(frame: Record<string, unknown>): void;
  onStatus?(status: SocketStatus): void;
  /** The socket closed or a connection attempt failed (not after stop()); `wasOpen` tells which. */
  onDown?(wasOpen: boolean): void;
}

export const SOCKET_TIMING = {
  backoffBaseMs: 500,
  backoffMaxMs: 30_000,
  /** A socket that stayed open this long counts as healthy: the backoff starts again from the bottom. */
  stableMs: 5_000,
  heartbeatMs: 25_000,
  /** No frame at all this long after a ping: the socket is dead even if the browser says it is open. */
  pongTimeoutMs: 10_000,
  /** Refreshing the token and still being refused this many times in a row: the session is over. */
  maxUnauthorized: 3,
};

/** Delay before reconnect number `attempt` (0-based): half fixed, half random ("equal jitter"), capped. */
export function backoffDelay(attempt: number, random: () => number, base = SOCKET_TIMING.backoffBaseMs, max = SOCKET_TIMING.backoffMaxMs): number {
  const ceiling = Math.min(max, base * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

const OPEN = 1;

export class ReconnectingSocket {
  status: SocketStatus = 'idle';
  private ws: SocketLike | null = null;
  private usedToken: string | null = null;
  /** Counts connection attempts: the answer of an attempt's URL that a later attempt or stop() overtook is dropped. */
  private connectSeq = 0;
  /** A connection attempt is waiting for its URL. */
  private asking = false;
  private attempt = 0;
  private unauthorizedStreak = 0;
  private openedAt = 0;
  private stopped = true;
  private retryTimer: unknown = null;
  private heartbeatTimer: unknown = null;
  private deadTimer: unknown = null;
  private readonly timers: Timers;

  constructor(
    private readonly deps: SocketDeps,
    private readonly handlers: SocketHandlers,
  ) {
    this.timers = { ...defaultTimers(), ...deps.timers };
  }

  get isOpen(): boolean {
    return this.status === 'open' && this.ws?.readyState === OPEN;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.attempt = 0;
    this.unauthorizedStreak = 0;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.connectSeq += 1;
    this.asking = false;
    this.clearTimers();
    const ws = this.ws;
    this.ws = null;
    if (ws) {
      detach(ws);
      try {
        ws.close(1000, 'leaving');
      } catch {
        // Closing a socket that never opened may throw in some browsers; it is gone either way.
      }
    }
    this.setStatus('closed');
  }

  /** The network came back or the tab became visible: retry now instead of waiting out the backoff; if open, check it is alive. */
  wake(): void {
    if (this.stopped || this.status === 'forbidden' || this.status === 'unauthorized') return;
    if (this.ws && this.status === 'open') {
      this.ping();
      return;
    }
    if (this.ws || this.asking) return; // a connection attempt is under way
    this.attempt = 0;
    this.connect();
  }

  /**
   * The browser went offline: a socket that looks open is dead on a real phone (and would swallow
   * what we send), so drop it now; connection attempts wait for the network (wake() on 'online').
   */
  offline(): void {
    if (this.stopped || this.status === 'forbidden' || this.status === 'unauthorized') return;
    if (this.ws) this.dropSocket(false);
  }

  /** Drops the current socket (it is presumed dead, e.g. an ack never came) and reconnects with backoff. */
  reconnect(): void {
    if (this.stopped || !this.ws) return;
    this.dropSocket(false);
  }

  /** Sends a frame if the socket is open; false otherwise (the caller keeps it for later). */
  send(frame: unknown): boolean {
    if (!this.ws || this.ws.readyState !== OPEN || this.status !== 'open') return false;
    try {
      this.ws.send(JSON.stringify(frame));
      return true;
    } catch (err) {
      this.deps.log?.('socket send failed', err);
      return false;
    }
  }

  private connect(): void {
    this.timers.clearTimeout(this.retryTimer);
    this.retryTimer = null;
    if (this.stopped) return;
    if (this.deps.isOnline && !this.deps.isOnline()) {
      // No network: check again later without counting it as a failure (wake() comes with 'online').
      this.setStatus('reconnecting');
      this.retryTimer = this.timers.setTimeout(() => this.connect(), SOCKET_TIMING.backoffMaxMs);
      return;
    }
    const token = this.deps.getToken();
    if (!token) {
      // No access token (expired session cleared elsewhere): the refresh decides whether we may go on.
      this.refreshThenConnect(null);
      return;
    }
    this.setStatus(this.status === 'idle' || this.status === 'closed' ? 'connecting' : 'reconnecting');
    let url: string | Promise<string>;
    try {
      url = this.deps.url(token);
    } catch (err) {
      this.deps.log?.('socket URL failed', err);
      this.handlers.onDown?.(false);
      this.scheduleRetry();
      return;
    }
    if (typeof url === 'string') {
      this.open(url, token);
      return;
    }
    const seq = ++this.connectSeq;
    this.asking = true;
    url.then(
      (ready) => {
        if (seq !== this.connectSeq || this.stopped || this.ws) return;
        this.asking = false;
        this.open(ready, token);
      },
      (err: unknown) => {
        if (seq !== this.connectSeq || this.stopped) return;
        this.asking = false;
        if ((err as { status?: number })?.status === 401) {
          this.usedToken = token;
          this.refreshThenConnect(token);
          return;
        }
        this.deps.log?.('socket URL failed', err);
        this.handlers.onDown?.(false);
        this.scheduleRetry();
      },
    );
  }

  private open(url: string, token: string): void {
    let ws: SocketLike;
    try {
      ws = this.deps.createSocket(url);
    } catch (err) {
      this.deps.log?.('socket could not be created', err);
      this.handlers.onDown?.(false);
      this.scheduleRetry();
      return;
    }
    this.ws = ws;
    this.usedToken = token;
    ws.onopen = () => {
      if (ws !== this.ws) return;
      this.openedAt = this.timers.now();
      this.setStatus('open');
      this.scheduleHeartbeat();
      this.handlers.onOpen();
    };
    ws.onmessage = (ev) => {
      if (ws !== this.ws) return;
      // Any frame proves the socket alive.
      this.timers.clearTimeout(this.deadTimer);
      this.deadTimer = null;
      this.unauthorizedStreak = 0;
      let frame: unknown;
      try {
        frame = JSON.parse(String(ev.data));
      } catch {
        this.deps.log?.('socket frame is not JSON', ev.data);
        return;
      }
      if (!frame || typeof frame !== 'object' || 'pong' in frame) return;
      this.handlers.onFrame(frame as Record<string, unknown>);
    };
    ws.onerror = () => {
      // A close event always follows; that is where we decide what to do.
    };
    ws.onclose = (ev) => {
      if (ws !== this.ws) return;
      this.handleClose(ev.code);
    };
  }

  private handleClose(code: number): void {
    const wasOpen = this.status === 'open';
    this.ws = null;
    this.clearTimers();
    if (this.stopped) return;
    if (code === WS_CLOSE.forbidden) {
      this.setStatus('forbidden');
      return;
    }
    this.handlers.onDown?.(wasOpen);
    if (code === WS_CLOSE.signedOut) {
      // The session of the token this socket used has ended. If the tab has meanwhile signed in
      // again (another token is stored), go on with that one; otherwise stop for good, signed out.
      const stored = this.deps.getToken();
      if (stored && stored !== this.usedToken) {
        this.connect();
        return;
      }
      this.setStatus('unauthorized');
      this.deps.onSignedOut?.();
      return;
    }
    const stable = wasOpen && this.timers.now() - this.openedAt >= SOCKET_TIMING.stableMs;
    if (stable) this.unauthorizedStreak = 0;
    if (code === WS_CLOSE.unauthorized) {
      this.refreshThenConnect(this.usedToken);
      return;
    }
    // A socket that was fine until its server restarted is no failure: start the backoff over.
    if (stable || code === WS_CLOSE.restart) this.attempt = 0;
    this.scheduleRetry();
  }

  private refreshThenConnect(rejected: string | null): void {
    this.unauthorizedStreak += 1;
    if (this.unauthorizedStreak > SOCKET_TIMING.maxUnauthorized) {
      this.setStatus('unauthorized');
      return;
    }
    this.setStatus('reconnecting');
    this.deps.refreshToken(rejected).then(
      () => {
        if (this.stopped || this.ws) return;
        // The first retry with a fresh token goes at once; repeated refusals back off like any failure.
        if (this.unauthorizedStreak <= 1) this.connect();
        else this.scheduleRetry();
      },
      (err: unknown) => {
        if (this.stopped) return;
        const status = (err as { status?: number })?.status;
        // Offline (status 0) is not a lost session: keep trying. A refused refresh is.
        if (status === 0) {
          this.unauthorizedStreak -= 1;
          this.scheduleRetry();
          return;
        }
        this.deps.log?.('token refresh failed', err);
        this.setStatus('unauthorized');
      },
    );
  }

  private scheduleRetry(): void {
    if (this.stopped) return;
    const delay = backoffDelay(this.attempt, this.timers.random);
    this.attempt += 1;
    this.setStatus('reconnecting');
    this.timers.clearTimeout(this.retryTimer);
    this.retryTimer = this.timers.setTimeout(() => this.connect(), delay);
  }

  private dropSocket(wasAlive: boolean): void {
    const ws = this.ws;
    if (!ws) return;
    detach(ws);
    try {
      ws.close(4000, 'unresponsive');
    } catch {
      // ignore: the socket is abandoned either way
    }
    const wasOpen = this.status === 'open';
    this.ws = null;
    this.clearTimers();
    this.handlers.onDown?.(wasOpen && wasAlive);
    this.scheduleRetry();
  }

  private ping(): void {
    if (!this.send({ function: 'ping' })) return;
    if (this.deadTimer) return;
    this.deadTimer = this.timers.setTimeout(() => {
      this.deadTimer = null;
      this.deps.log?.('socket did not answer a ping; reconnecting');
      this.dropSocket(false);
    }, SOCKET_TIMING.pongTimeoutMs);
  }

  private scheduleHeartbeat(): void {
    this.timers.clearTimeout(this.heartbeatTimer);
    this.heartbeatTimer = this.timers.setTimeout(() => {
      this.heartbeatTimer = null;
      if (this.status !== 'open') return;
      this.ping();
      this.scheduleHeartbeat();
    }, SOCKET_TIMING.heartbeatMs);
  }

  private clearTimers(): void {
    for (const t of [this.retryTimer, this.heartbeatTimer, this.deadTimer]) this.timers.clearTimeout(t);
    this.retryTimer = this.heartbeatTimer = this.deadTimer = null;
  }

  private setStatus(status: SocketStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.handlers.onStatus?.(status);
  }
}

function detach(ws: SocketLike): void {
  ws.onopen = ws.onmessage = ws.onerror = ws.onclose = null;
}
