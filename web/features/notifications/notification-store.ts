import { NOTIFICATION_AUTO_CLOSE_MS, NOTIFICATION_TICK_MS } from '@shared/constants';

/**
 * Local notifications of spec §3/§4: kept in local storage under 'notifications', each
 * {id (incrementing), title, comment, type, closed}. `created_at` is ours: it lets a reload drop
 * toasts whose 15 s are long over instead of showing them again, and lets the list show a date.
 *
 * This file is pure TypeScript (no DOM, no React) so the rules are unit-tested without a browser;
 * the app's single store lives in ./notify.ts.
 */

export type NotificationType = 'success' | 'error' | 'info';

export interface AppNotification {
  id: number;
  title: string;
  comment: string;
  /** 'error' is drawn red; every other type green (spec §3). */
  type: NotificationType;
  closed: boolean;
  created_at: string;
}

export interface NotifyInput {
  title: string;
  comment?: string;
  type?: NotificationType;
}

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

/** Every kept notification, newest first (the /profile/notifications/ list). */
export const newestFirst = (list: readonly AppNotification[]): AppNotification[] => [...list].sort((a, b) => b.id - a.id);

export const nextId = (list: readonly AppNotification[]): number => list.reduce((max, n) => Math.max(max, n.id), 0) + 1;

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
    if (typeof n.id !== 'number' || !Number.isFinite(n.id) || typeof n.title !== 'string') continue;
    const created = typeof n.created_at === 'string' && !Number.isNaN(Date.parse(n.created_at)) ? n.created_at : new Date(now).toISOString();
    // A toast whose time ran out while the page was gone is not shown again after a reload.
    const expired = now - Date.parse(created) >= autoCloseMs;
    out.push({
      id: n.id,
      title: n.title,
      comment: typeof n.comment === 'string' ? n.comment : '',
      type: TYPES.includes(n.type as NotificationType) ? (n.type as NotificationType) : 'info',
      closed: n.closed === true || expired,
      created_at: created,
    });
  }
  return out.sort((a, b) => a.id - b.id).slice(-NOTIFICATIONS_KEPT_MAX);
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
    list = next.slice(-NOTIFICATIONS_KEPT_MAX);
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
    notify({ title, comment = '', type = 'success' }) {
      const id = nextId(list);
      commit([...list, { id, title, comment, type, closed: false, created_at: new Date(now()).toISOString() }]);
      return id;
    },
    close(id) {
      if (!list.some((n) => n.id === id && !n.closed)) return;
      commit(list.map((n) => (n.id === id ? { ...n, closed: true } : n)));
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
