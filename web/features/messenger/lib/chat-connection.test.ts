import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WS_CLOSE, type ChatMessage } from '@shared/schemas/messenger';
import { CHAT_LIMITS, ChatConnection, pendingStorageKey, type ChatConnectionDeps, type HistoryQuery, type KeyValueStorage } from './chat-connection';
import { SOCKET_TIMING, backoffDelay, type SocketLike } from './reconnecting-socket';

const CHAT = '11111111-1111-4111-8111-111111111111';
const ME = 'me-guid';
const PARTNER = 'partner-guid';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  closedWith: number | null = null;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    if (this.readyState !== 1) throw new Error('not open');
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  /** The server or the network closed it (or the connection attempt failed: code 1006). */
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  sends() {
    return this.sent.filter((f) => f.function === 'send').map((f) => f.message as { content: string; client_id: string });
  }
}

function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

const msg = (n: number, user = PARTNER, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  guid: `m${n}`,
  chat: CHAT,
  user,
  type: 'text',
  content: `text ${n}`,
  created_at: new Date(Date.UTC(2026, 0, 1, 10, n)).toISOString(),
  client_id: null,
  ...extra,
});

function setup(opts: { history?: ChatMessage[]; storage?: ReturnType<typeof memoryStorage>; token?: string; online?: () => boolean; url?: ChatConnectionDeps['url'] } = {}) {
  const sockets: FakeSocket[] = [];
  const history: ChatMessage[] = [...(opts.history ?? [])];
  const queries: HistoryQuery[] = [];
  let token = opts.token ?? 'token-1';
  let ids = 0;
  const storage = opts.storage ?? memoryStorage();
  const refreshToken = vi.fn(async (_rejected: string | null) => {
    token = `token-${Number(token.split('-')[1]) + 1}`;
    return token;
  });
  const deps: ChatConnectionDeps = {
    chat: CHAT,
    me: ME,
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    url: opts.url ?? ((t) => `ws://test/chat/${CHAT}/?token=${t}`),
    getToken: () => token,
    refreshToken,
    fetchHistory: async (q) => {
      queries.push(q);
      if (q.after) {
        const i = history.findIndex((m) => m.guid === q.after);
        return history.slice(i + 1);
      }
      return history.slice(-(q.limit ?? 50));
    },
    storage,
    isOnline: opts.online,
    newId: () => `c${++ids}`,
    timers: { random: () => 1 },
  };
  const onSignedOut = vi.fn();
  const conn = new ChatConnection({ ...deps, onSignedOut });
  const last = () => sockets.at(-1)!;
  return { conn, sockets, last, history, queries, storage, refreshToken, onSignedOut, setToken: (t: string) => (token = t) };
}

/** Lets promises (history fetches, token refresh) settle. */
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-01T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ChatConnection: sending', () => {
  it('shows a message as pending until the ack, then as a stored message', async () => {
    const t = setup();
    t.conn.start();
    t.last().open();
    await flush();

    expect(t.conn.send('  Salom!  ')).toBe(true);
    const [sent] = t.last().sends();
    expect(sent).toMatchObject({ content: 'Salom!', client_id: 'c1' });
    expect(t.conn.getSnapshot().pending).toMatchObject([{ client_id: 'c1', content: 'Salom!', state: 'sending' }]);
    expect(JSON.parse(t.storage.map.get(pendingStorageKey(ME, CHAT))!)).toHaveLength(1);

    t.last().receive({ ack: { client_id: 'c1', guid: 'g1', created_at: '2026-01-01T12:00:01Z' } });
    const state = t.conn.getSnapshot();
    expect(state.pending).toEqual([]);
    expect(state.messages).toMatchObject([{ guid: 'g1', user: ME, content: 'Salom!', client_id: 'c1' }]);
    expect(t.storage.map.has(pendingStorageKey(ME, CHAT))).toBe(false);
  });

  it('ignores empty and whitespace-only text (spec §5)', () => {
    const t = setup();
    t.conn.start();
    t.last().open();
    expect(t.conn.send('')).toBe(false);
    expect(t.conn.send(' \n\t ')).toBe(false);
    expect(t.conn.getSnapshot().pending).toEqual([]);
    expect(t.last().sends()).toEqual([]);
  });

  it('keeps a message sent while the socket is down and sends it once it opens', async () => {
    const t = setup();
    t.conn.start();
    t.conn.send('offline');
    expect(t.last().sent).toEqual([]);
    t.last().open();
    expect(t.last().sends()).toMatchObject([{ content: 'offline', client_id: 'c1' }]);
  });

  it('resends unacknowledged messages after a reconnect, with the same client_id', async () => {
    const t = setup();
    t.conn.start();
    t.last().open();
    await flush();
    t.conn.send('birinchi');
    t.last().drop();
    expect(t.conn.getSnapshot().status).toBe('reconnecting');

    await vi.advanceTimersByTimeAsync(SOCKET_TIMING.backoffBaseMs);
    expect(t.sockets).toHaveLength(2);
    t.last().open();
    expect(t.last().sends()).toMatchObject([{ content: 'birinchi', client_id: 'c1' }]);
    t.last().receive({ ack: { client_id: 'c1', guid: 'g1', created_at: '2026-01-01T12:00:01Z' } });
    expect(t.conn.getSnapshot().pending).toEqual([]);
  });

  it('survives a reload: pending messages come back from storage and are sent', () => {
    const storage = memoryStorage();
    const a = setup({ storage });
    a.conn.start();
    a.conn.send('reloaddan oldin');
    a.conn.stop();

    const b = setup({ storage });
    expect(b.conn.getSnapshot().pending).toMatchObject([{ client_id: 'c1', content: 'reloaddan oldin' }]);
    b.conn.start();
    b.last().open();
    expect(b.last().sends()).toMatchObject([{ client_id: 'c1', content: 'reloaddan oldin' }]);
  });

  it('treats a silent open socket as dead: no ack in time → reconnect and resend', async () => {
    const t = setup();
    t.conn.start();
    t.last().open();
    await flush();
    t.conn.send('hech kim eshitmadi');
    await vi.advanceTimersByTimeAsync(CHAT_LIMITS.ackTimeoutMs);
    expect(t.sockets[0].closedWith).toBe(4000);
    await vi.advanceTimersByTimeAsync(SOCKET_TIMING.backoffBaseMs);
    t.last().open();
    expect(t.last().sends()).toMatchObject([{ client_id: 'c1' }]);
  });

  it('marks a message failed after many tries, and the retry button sends it again', async () => {
    const t = setup();
    t.conn.start();
    t.conn.send('yetib bormadi');
    for (let i = 0; i < CHAT_LIMITS.maxAttempts; i += 1) {
      t.last().drop();
      await vi.advanceTimersByTimeAsync(SOCKET_TIMING.backoffMaxMs);
    }
    expect(t.conn.getSnapshot().pending[0]).toMatchObject({ state: 'failed', attempts: CHAT_LIMITS.maxAttempts });

    t.last().open(); // still resent automatically after a reconnect
    expect(t.last().sends()).toHaveLength(1);
    t.conn.retry('c1');
    expect(t.conn.getSnapshot().pending[0]).toMatchObject({ state: 'sending', attempts: 0 });
    expect(t.last().sends()).toHaveLength(2);
    expect(t.last().sends()[1].client_id).toBe('c1');
  });

  it('an error frame for a message marks it refused; it is not resent until retried', async () => {
    const t = setup();
    t.conn.start();
    t.last().open();
    t.conn.send('rad etiladi');
    t.last().receive({ error: { code: 'messenger.rate_limited', message: "Juda ko'p xabar", client_id: 'c1' } });
    expect(t.conn.getSnapshot().pending[0]).toMatchObject({ state: 'failed', rejected: true, error: "Juda ko'p xabar" });
    t.last().drop();
    await vi.advanceTimersByTimeAsync(SOCKET_TIMING.backoffBaseMs);
    t.last().open();
    expect(t.last().sends()).toEqual([]);
  });
});

describe('ChatConnection: reconnecting', () => {
  it('backs off exponentially with jitter, capped at 30 s', async () => {
    expect(backoffDelay(0, () => 0)).toBe(250);
    expect(backoffDelay(0, () => 1)).toBe(500);
    expect(backoffDelay(3, () => 1)).toBe(4000);
    expect(backoffDelay(3, () => 0)).toBe(2000);
    expect(backoffDelay(20, () => 1)).toBe(30_000);
    expect(backoffDelay(20, () => 0.5)).toBe(22_500);

    const t = setup(); // random() = 1: the longest delay each time
    t.conn.start();
    const gaps: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const before = t.sockets.length;
      t.last().drop();
      let waited = 0;
      while (t.sockets.length === before) {
        await vi.advanceTimersByTimeAsync(100);
        waited += 100;
      }
      gaps.push(waited);
    }
    expect(gaps).toEqual([500, 1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('starts the backoff over after a socket stayed open a while', async () => {
    const t = setup();
    t.conn.start();
    t.last().drop();
    await vi.advanceTimersByTimeAsync(500);
    t.last().drop();
    await vi.advanceTimersByTimeAsync(1000);
    t.last().open();
    await vi.advanceTimersByTimeAsync(SOCKET_TIMING.stableMs);
    t.last().drop();
    await vi.advanceTimersByTimeAsync(500);
    expect(t.sockets).toHaveLength(4);
  });

  it('a 1012 close (the server restarting) reconnects from the bottom of the backoff, however short-lived the socket', async () => {
    const t = setup(); // random() = 1: the longest delay each time
    t.conn.start();
    // Four failures in a row: the next wait would be 8 s.
    for (let i = 0; i < 4; i += 1) {
      t.last().drop();
      await vi.advanceTimersByTimeAsync(30_000);
    }
    t.last().open();
    t.last().drop(WS_CLOSE.restart);
    const before = t.sockets.length;
    await vi.advanceTimersByTimeAsync(backoffDelay(0, () => 1));
    expect(t.sockets).toHaveLength(before + 1);
  });

  it('reconnects at once when the network comes back (wake)', async () => {
    const t = setup();
    t.conn.start();
    for (let i = 0; i < 6; i += 1) {
      t.last().drop();
      await vi.advanceTimersByTimeAsync(SOCKET_TIMING.backoffMaxMs);
    }
    t.last().drop();
    const count = t.sockets.length;
    t.conn.wake();
    expect(t.sockets).toHaveLength(count + 1);
  });

  it('when the browser goes offline it drops the socket, waits without trying, and resends on wake', async () => {
    let online = true;
    const t = setup({ online: () => online });
    t.conn.start();
    t.last().open();
    await flush();
    online = false;
    t.conn.offline();
    expect(t.sockets[0].closedWith).toBe(4000);
    t.conn.send('internet yo‘q');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(t.sockets).toHaveLength(1); // no attempts while offline
    expect(t.conn.getSnapshot().pending[0]).toMatchObject({ state: 'sending' });

    online = true;
    t.conn.wake();
    expect(t.sockets).toHaveLength(2);
    t.last().open();
    expect(t.last().sends()).toMatchObject([{ content: 'internet yo‘q', client_id: 'c1' }]);
  });

  it('fetches what it missed after a reconnect (?after= the last message) and merges it', async () => {
    const t = setup({ history: [msg(1), msg(2)] });
    t.conn.start();
    await flush();
    t.last().open();
    await flush();
    expect(t.conn.getSnapshot().messages.map((m) => m.guid)).toEqual(['m1', 'm2']);

    t.last().drop();
    t.history.push(msg(3), msg(4)); // said while we were away
    await vi.advanceTimersByTimeAsync(SOCKET_TIMING.backoffBaseMs);
    t.last().open();
    await flush();
    expect(t.queries.at(-1)).toMatchObject({ after: 'm2' });
    expect(t.conn.getSnapshot().messages.map((m) => m.guid)).toEqual(['m1', 'm2', 'm3', 'm4']);
  });

  it('catches up when the socket opened while the first page of history was loading', async () => {
    const t = setup({ history: [msg(1)] });
    t.conn.start();
    t.last().open(); // before the history answer
    await flush();
    expect(t.queries).toEqual([{ limit: CHAT_LIMITS.pageSize }, { after: 'm1', limit: CHAT_LIMITS.catchUpPageSize }]);
  });

  it('a 4401 close refreshes the token, then reconnects with the new one', async () => {
    const t = setup();
    t.conn.start();
    expect(t.last().url).toContain('token=token-1');
    t.last().drop(4401);
    await flush();
    expect(t.refreshToken).toHaveBeenCalledWith('token-1');
    expect(t.sockets).toHaveLength(2);
    expect(t.last().url).toContain('token=token-2');
    t.last().open();
    expect(t.conn.getSnapshot().status).toBe('open');
  });

  it('a refused refresh ends in the unauthorized state, without reconnecting', async () => {
    const t = setup();
    t.refreshToken.mockRejectedValueOnce(Object.assign(new Error('refresh'), { status: 401 }));
    t.conn.start();
    t.last().drop(4401);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.conn.getSnapshot().status).toBe('unauthorized');
    expect(t.sockets).toHaveLength(1);
  });

  it('a 4410 close (the session has ended) stops for good and signs the tab out: no refresh, no reconnect, not even on wake', async () => {
    const t = setup();
    t.conn.start();
    t.last().open();
    t.last().drop(4410);
    await vi.advanceTimersByTimeAsync(120_000);
    t.conn.wake();
    expect(t.conn.getSnapshot().status).toBe('unauthorized');
    expect(t.onSignedOut).toHaveBeenCalledTimes(1);
    expect(t.refreshToken).not.toHaveBeenCalled();
    expect(t.sockets).toHaveLength(1);
  });

  it('a 4410 close after the tab signed in again (another token stored) goes on with the new session', async () => {
    const t = setup();
    t.conn.start();
    t.last().open();
    t.setToken('token-9');
    t.last().drop(4410);
    await flush();
    expect(t.onSignedOut).not.toHaveBeenCalled();
    expect(t.sockets).toHaveLength(2);
    expect(t.last().url).toContain('token=token-9');
  });

  describe('with a one-time ticket in the URL (the web app: no token in a URL)', () => {
    /** The ticket endpoint: a ticket per call, or a refusal the test queues. */
    function ticketing() {
      const asked: string[] = [];
      const refusals: unknown[] = [];
      let n = 0;
      const url = async (token: string) => {
        asked.push(token);
        const refusal = refusals.shift();
        if (refusal) throw refusal;
        return `ws://test/chat/${CHAT}/?ticket=ticket-${++n}`;
      };
      return { asked, refusals, url };
    }

    it('opens the socket with a fresh ticket each time, never the token', async () => {
      const tk = ticketing();
      const t = setup({ url: tk.url });
      t.conn.start();
      await flush();
      expect(t.sockets).toHaveLength(1);
      expect(t.last().url).toBe(`ws://test/chat/${CHAT}/?ticket=ticket-1`);
      t.last().open();
      t.last().drop(1012);
      await vi.advanceTimersByTimeAsync(SOCKET_TIMING.backoffBaseMs);
      expect(t.sockets).toHaveLength(2);
      expect(t.last().url).toContain('ticket=ticket-2');
      for (const s of t.sockets) expect(s.url).not.toContain('token');
    });

    it('a ticket refused with 401 refreshes the token and asks again; no network retries later', async () => {
      const tk = ticketing();
      tk.refusals.push(Object.assign(new Error('401'), { status: 401 }));
      const t = setup({ url: tk.url });
      t.conn.start();
      await flush();
      expect(t.refreshToken).toHaveBeenCalledWith('token-1');
      expect(tk.asked).toEqual(['token-1', 'token-2']);
      expect(t.sockets).toHaveLength(1);
      tk.refusals.push(Object.assign(new Error('offline'), { status: 0 }));
      t.last().drop(1006);
      await vi.advanceTimersByTimeAsync(SOCKET_TIMING.backoffMaxMs);
      expect(t.refreshToken).toHaveBeenCalledTimes(1);
      expect(t.sockets.length).toBeGreaterThanOrEqual(2);
    });

    it('stop() while a ticket is being asked for opens nothing', async () => {
      const tk = ticketing();
      const t = setup({ url: tk.url });
      t.conn.start();
      t.conn.stop();
      await flush();
      expect(t.sockets).toHaveLength(0);
    });
  });

  it('a 4403 close stops for good: no reconnect, not even on wake', async () => {
    const t = setup();
    t.conn.start();
    t.conn.send('kimga?');
    t.last().drop(4403);
    await vi.advanceTimersByTimeAsync(120_000);
    t.conn.wake();
    expect(t.conn.getSnapshot().status).toBe('forbidden');
    expect(t.sockets).toHaveLength(1);
  });

  it('stop() closes the socket and never reconnects', async () => {
    const t = setup();
    t.conn.start();
    t.last().open();
    t.conn.stop();
    expect(t.sockets[0].closedWith).toBe(1000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.sockets).toHaveLength(1);
    expect(t.conn.getSnapshot().status).toBe('closed');
  });

  it('pings a quiet socket and drops it when nothing answers', async () => {
    const t = setup();
    t.conn.start();
    t.last().open();
    await vi.advanceTimersByTimeAsync(SOCKET_TIMING.heartbeatMs);
    expect(t.last().sent).toContainEqual({ function: 'ping' });
    await vi.advanceTimersByTimeAsync(SOCKET_TIMING.pongTimeoutMs);
    expect(t.sockets[0].closedWith).toBe(4000);
    expect(t.conn.getSnapshot().status).toBe('reconnecting');
  });
});

describe('ChatConnection: dedupe, receipts, typing', () => {
  it('keeps each message once, whichever way it arrives (guid and client_id)', async () => {
    const t = setup({ history: [msg(1)] });
    t.conn.start();
    await flush();
    t.last().open();
    await flush();
    t.last().receive({ message: msg(1) });
    t.last().receive({ message: msg(2) });
    t.last().receive({ message: msg(2) });

    // Our own message echoed back as {message} before (or instead of) the ack: the pending copy goes.
    t.conn.send('men');
    t.last().receive({ message: msg(3, ME, { client_id: 'c1', content: 'men' }) });
    t.last().receive({ ack: { client_id: 'c1', guid: 'm3', created_at: msg(3).created_at } });
    const s = t.conn.getSnapshot();
    expect(s.messages.map((m) => m.guid)).toEqual(['m1', 'm2', 'm3']);
    expect(s.pending).toEqual([]);
  });

  it('drops a pending copy that shows up in the caught-up history (ack lost with the connection)', async () => {
    const t = setup({ history: [msg(1)] });
    t.conn.start();
    await flush();
    t.last().open();
    await flush();
    t.conn.send('ack yo‘qoldi');
    t.history.push(msg(2, ME, { client_id: 'c1', content: 'ack yo‘qoldi' }));
    t.last().drop();
    await vi.advanceTimersByTimeAsync(SOCKET_TIMING.backoffBaseMs);
    t.last().open();
    await flush();
    const s = t.conn.getSnapshot();
    expect(s.pending).toEqual([]);
    expect(s.messages.map((m) => m.guid)).toEqual(['m1', 'm2']);
  });

  it('sends read receipts forwards only, and queues them while the socket is down', async () => {
    const t = setup({ history: [msg(1), msg(2)] });
    t.conn.start();
    await flush();
    t.conn.markRead('m2');
    t.last().open();
    expect(t.last().sent).toContainEqual({ function: 'read', message: 'm2' });
    t.conn.markRead('m1');
    t.conn.markRead('m2');
    expect(t.last().sent.filter((f) => f.function === 'read')).toHaveLength(1);
  });

  it("follows the partner's read receipts and typing, ignoring its own", async () => {
    const t = setup({ history: [msg(1, ME), msg(2, ME)] });
    t.conn.start();
    await flush();
    t.last().open();
    t.last().receive({ read: { chat: CHAT, user: PARTNER, message: 'm2' } });
    t.last().receive({ read: { chat: CHAT, user: PARTNER, message: 'm1' } }); // older: ignored
    t.last().receive({ read: { chat: CHAT, user: ME, message: 'm1' } });
    expect(t.conn.getSnapshot().partnerRead).toBe('m2');

    t.last().receive({ typing: { chat: CHAT, user: PARTNER, typing: true } });
    expect(t.conn.getSnapshot().partnerTyping).toBe(true);
    await vi.advanceTimersByTimeAsync(CHAT_LIMITS.partnerTypingMs);
    expect(t.conn.getSnapshot().partnerTyping).toBe(false);
  });

  it('throttles typing frames and sends typing:false after a quiet spell', async () => {
    const t = setup();
    t.conn.start();
    t.last().open();
    const typing = () => t.last().sent.filter((f) => f.function === 'typing');
    t.conn.setTyping(true);
    t.conn.setTyping(true);
    await vi.advanceTimersByTimeAsync(1000);
    t.conn.setTyping(true);
    expect(typing()).toEqual([{ function: 'typing', typing: true }]);
    await vi.advanceTimersByTimeAsync(CHAT_LIMITS.typingIdleMs);
    expect(typing()).toEqual([
      { function: 'typing', typing: true },
      { function: 'typing', typing: false },
    ]);
  });
});
