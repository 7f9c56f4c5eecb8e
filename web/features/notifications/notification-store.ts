import { NOTIFICATION_AUTO_CLOSE_MS, NOTIFICATION_TICK_MS } from '@shared/constants';
import type { Language } from '@web/lib/i18n';
import { localTitle } from '@web/lib/local-title';

/**
 * Local notifications of spec §3/§4: kept in local storage under 'notifications', each
 * {id (incrementing), title, comment, type, closed}. `created_at` is ours: it lets a reload drop
 * toasts whose 15 s are long over instead of showing them again, and lets the list show a date.
 * `next_page` is ours too: a toast raised just before a redirect (sign-in) lives through that one
 * page change; every other open toast closes when the reader goes to another page.
 *
 * Title and comment are kept as what they mean, not as words (NotificationText): a dictionary
 * reference is worded when shown, in the reader's language of that moment, so a language switch
 * re-words the toasts and the /profile/notifications/ list. What a person wrote (a product's title)
 * is kept as written; so is every entry stored before this, which was a plain string.
 *
 * One list, every event once (issue 40): a toast raised for a server notification (the inbox socket's
 * live one: a chat message, a moderator's decision) carries its `server_guid`. It shows as a toast
 * like any other, but it is no entry of its own: the server's notification is the record (kept on
 * every device, read or unread), so the list leaves it out, and once closed it is forgotten here.
 * What this browser keeps is what happened in it (saved, deleted, an error).
 *
 * This file is pure TypeScript (no DOM, no React) so the rules are unit-tested without a browser;
 * the app's single store lives in ./notify.ts.
 */

type NotificationType = 'success' | 'error' | 'info';

/** A text of the dictionaries, by key, with the values of its {placeholders}. */
export interface TextRef {
  key: string;
  params?: Record<string, string | number>;
  /**
   * Its words when it was raised, in the language of that moment. Dictionaries load with the pages
   * that use them, so a page loaded afresh may not have the key's area yet (a product's 'saved'
   * toast on the announcements): until it arrives the toast says these words, never its key.
   */
  text?: string;
}

/** Reference data with a title per language (a shop category): shown in the reader's, else Uzbek. */
interface TitlesRef {
  title: string;
  title_ru?: string | null;
  title_en?: string | null;
}

/**
 * What a notification says: a dictionary reference (worded when shown), reference data titled per
 * language, or a literal string: what a person wrote, shown as written (and every entry stored before
 * texts were kept as references).
 */
export type NotificationText = string | TextRef | TitlesRef;

export interface AppNotification {
  id: number;
  title: NotificationText;
  comment: NotificationText;
  /** 'error' is drawn red; every other type green (spec §3). */
  type: NotificationType;
  closed: boolean;
  created_at: string;
  /** Raised for the next page: survives the next page change (then false), closes on the one after. */
  next_page: boolean;
  /** The server notification this toast shows, if it shows one: then it is no entry of the list (see above). */
  server_guid: string | null;
}

export interface NotifyInput {
  title: NotificationText;
  comment?: NotificationText;
  type?: NotificationType;
  /**
   * Raised just before a redirect (sign-in, sign-up, the end of completion, a saved product): the
   * toast is for the page the reader lands on, so it survives exactly that one page change.
   */
  forNextPage?: boolean;
  /** The server notification this toast shows (its guid): the list shows the server's record instead. */
  serverGuid?: string;
}

export const isTextRef = (text: NotificationText): text is TextRef => typeof text === 'object' && 'key' in text;
/** Whether a text is shown as written (what a person wrote), not worded from the dictionaries. */
export const isLiteral = (text: NotificationText): text is string => typeof text === 'string';
/** Whether a text says nothing (an empty comment). */
export const isEmptyText = (text: NotificationText): boolean => (typeof text === 'string' ? text === '' : isTextRef(text) ? !text.key : !text.title);

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const isOptionalString = (v: unknown) => v === undefined || v === null || typeof v === 'string';

/** A stored text as the store keeps it, or null when it is not one (written by hand, or by a build that no longer exists). */
function parseText(raw: unknown): NotificationText | null {
  if (typeof raw === 'string') return raw;
  if (!isRecord(raw)) return null;
  if (typeof raw.key === 'string') {
    const words = typeof raw.text === 'string' ? { text: raw.text } : {};
    if (raw.params === undefined || !isRecord(raw.params)) return { key: raw.key, ...words };
    const params: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(raw.params)) if (typeof v === 'string' || typeof v === 'number') params[k] = v;
    return { key: raw.key, params, ...words };
  }
  if (typeof raw.title === 'string' && isOptionalString(raw.title_ru) && isOptionalString(raw.title_en)) {
    return { title: raw.title, title_ru: (raw.title_ru as string | null | undefined) ?? null, title_en: (raw.title_en as string | null | undefined) ?? null };
  }
  return null;
}

/**
 * The words of a text in the reader's language: `t` of that language (which answers the key itself
 * for a key no loaded dictionary has), and which language it is. A key is never shown: while its
 * area is not loaded, the words it was raised with (or nothing, for an entry kept without them).
 */
export function wordText(text: NotificationText, t: (key: string, params?: Record<string, string | number>) => string, lang: string): string {
  if (typeof text === 'string') return text;
  if (isTextRef(text)) {
    if (!text.key) return '';
    const words = t(text.key, text.params);
    return words === text.key ? (text.text ?? '') : words;
  }
  return localTitle(text, lang as Language);
}

/** The dictionary keys the given notifications are worded from (their areas must be loaded to word them). */
export const textKeys = (list: readonly Pick<AppNotification, 'title' | 'comment'>[]): string[] =>
  list.flatMap((n) => [n.title, n.comment]).flatMap((text) => (isTextRef(text) && text.key ? [text.key] : []));

/** The part of Web Storage the store needs; a Map-backed stand-in serves tests and private modes. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Kept list is bounded so local storage cannot grow forever on a phone. */
export const NOTIFICATIONS_KEPT_MAX = 50;

export const isErrorNotification = (n: Pick<AppNotification, 'type'>): boolean => n.type === 'error';

/** Progress of one toast in percent (0–100) after `elapsedMs`. */
export const progressPercent = (elapsedMs: number, totalMs = NOTIFICATION_AUTO_CLOSE_MS): number =>
  Math.min(100, Math.max(0, (elapsedMs / totalMs) * 100));

/** The next elapsed value after one tick, and whether the toast must close now (spec §4: at 15 s). */
export function tick(elapsedMs: number, tickMs = NOTIFICATION_TICK_MS, totalMs = NOTIFICATION_AUTO_CLOSE_MS): { elapsed: number; done: boolean } {
  const elapsed = Math.min(totalMs, elapsedMs + tickMs);
  return { elapsed, done: elapsed >= totalMs };
}

/** Open notifications in stacking order, numbered by position from 1 (spec §4). */
export function openStack(list: readonly AppNotification[]): Array<AppNotification & { position: number }> {
  return list.filter((n) => !n.closed).map((n, i) => ({ ...n, position: i + 1 }));
}

/** At most this many toasts show at once (a phone's screen is small). */
const TOASTS_SHOWN_MAX = 3;

/**
 * The toasts on screen: the newest TOASTS_SHOWN_MAX open ones, still numbered by their place in the
 * whole stack. Older open ones wait, unseen and not ticking, until a newer one closes; all of them
 * stay in the /profile/notifications/ list.
 */
export const shownStack = (list: readonly AppNotification[], max = TOASTS_SHOWN_MAX) => openStack(list).slice(-max);

/** The entries of the /profile/notifications/ list, newest first: every kept notification but the toasts of server notifications. */
export const newestFirst = (list: readonly AppNotification[]): AppNotification[] => list.filter((n) => !n.server_guid).sort((a, b) => b.id - a.id);

/** What is kept: a closed toast of a server notification is forgotten (the server's record stays). */
const kept = (list: readonly AppNotification[]): AppNotification[] => list.filter((n) => !(n.closed && n.server_guid));

const nextId = (list: readonly AppNotification[]): number => list.reduce((max, n) => Math.max(max, n.id), 0) + 1;

const TYPES: readonly NotificationType[] = ['success', 'error', 'info'];

/** Reads what storage holds, dropping anything malformed (the key may have been written by an older build or by hand). */
export function parseStored(raw: string | null, now: number, autoCloseMs = NOTIFICATION_AUTO_CLOSE_MS): AppNotification[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const out: AppNotification[] = [];
  for (const item of data) {
    if (!item || typeof item !== 'object') continue;
    const n = item as Record<string, unknown>;
    if (typeof n.id !== 'number' || !Number.isFinite(n.id)) continue;
    const title = parseText(n.title);
    if (title === null) continue;
    const created = typeof n.created_at === 'string' && !Number.isNaN(Date.parse(n.created_at)) ? n.created_at : new Date(now).toISOString();
    // A toast whose time ran out while the page was gone is not shown again after a reload.
    const expired = now - Date.parse(created) >= autoCloseMs;
    out.push({
      id: n.id,
      title,
      comment: parseText(n.comment) ?? '',
      type: TYPES.includes(n.type as NotificationType) ? (n.type as NotificationType) : 'info',
      closed: n.closed === true || expired,
      created_at: created,
      next_page: n.next_page === true,
      server_guid: typeof n.server_guid === 'string' ? n.server_guid : null,
    });
  }
  return kept(out.sort((a, b) => a.id - b.id)).slice(-NOTIFICATIONS_KEPT_MAX);
}

export function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

export interface NotificationStore {
  getSnapshot(): readonly AppNotification[];
  subscribe(listener: () => void): () => void;
  notify(input: NotifyInput): number;
  close(id: number): void;
  /**
   * The reader went to another page: open toasts close (they stay in the list), except those raised
   * for the next page, which live through this one change and close on the next.
   */
  pageChanged(): void;
  clear(): void;
  /** Re-reads storage (another tab wrote it). */
  reload(): void;
}

export function createNotificationStore(options: { storage: KeyValueStorage; key: string; now?: () => number }): NotificationStore {
  const { storage, key } = options;
  const now = options.now ?? Date.now;
  const listeners = new Set<() => void>();
  const read = (): AppNotification[] => {
    try {
      return parseStored(storage.getItem(key), now());
    } catch {
      return [];
    }
  };
  // The snapshot is replaced, never mutated, so useSyncExternalStore sees every change.
  let list: readonly AppNotification[] = read();

  const commit = (next: AppNotification[]) => {
    list = kept(next).slice(-NOTIFICATIONS_KEPT_MAX);
    try {
      storage.setItem(key, JSON.stringify(list));
    } catch {
      // Storage full or blocked: the toast still shows for this page's lifetime.
    }
    for (const l of listeners) l();
  };

  return {
    getSnapshot: () => list,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify({ title, comment = '', type = 'success', forNextPage = false, serverGuid }) {
      // The same server notification twice (two inbox sockets after a reconnect): one toast.
      const same = serverGuid ? list.find((n) => n.server_guid === serverGuid) : undefined;
      if (same) return same.id;
      const id = nextId(list);
      commit([...list, { id, title, comment, type, closed: false, created_at: new Date(now()).toISOString(), next_page: forNextPage, server_guid: serverGuid ?? null }]);
      return id;
    },
    close(id) {
      if (!list.some((n) => n.id === id && !n.closed)) return;
      commit(list.map((n) => (n.id === id ? { ...n, closed: true } : n)));
    },
    pageChanged() {
      if (!list.some((n) => !n.closed)) return;
      commit(list.map((n) => (n.closed ? n : n.next_page ? { ...n, next_page: false } : { ...n, closed: true })));
    },
    clear() {
      commit([]);
    },
    reload() {
      list = read();
      for (const l of listeners) l();
    },
  };
}
