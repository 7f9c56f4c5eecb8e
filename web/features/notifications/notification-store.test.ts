import { describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_AUTO_CLOSE_MS, NOTIFICATION_TICK_MS } from '@shared/constants';
import {
  NOTIFICATIONS_KEPT_MAX,
  createNotificationStore,
  isErrorNotification,
  memoryStorage,
  newestFirst,
  openStack,
  parseStored,
  progressPercent,
  tick,
} from './notification-store';

const KEY = 'notifications';
const setup = (start = Date.parse('2025-01-01T10:00:00Z')) => {
  let clock = start;
  const storage = memoryStorage();
  const store = createNotificationStore({ storage, key: KEY, now: () => clock });
  return { store, storage, advance: (ms: number) => (clock += ms), now: () => clock };
};

describe('notification store', () => {
  it('gives incrementing ids and keeps the spec fields in storage', () => {
    const { store, storage } = setup();
    const a = store.notify({ title: 'Muaffaqiyatli login', comment: 'Login muaffaqiyatli amalga oshdi.', type: 'success' });
    const b = store.notify({ title: 'Xato', type: 'error' });
    expect([a, b]).toEqual([1, 2]);
    const stored = JSON.parse(storage.getItem(KEY)!);
    expect(stored[0]).toMatchObject({ id: 1, title: 'Muaffaqiyatli login', comment: 'Login muaffaqiyatli amalga oshdi.', type: 'success', closed: false });
    expect(stored[1]).toMatchObject({ id: 2, comment: '', type: 'error', closed: false });
  });

  it('continues numbering after what storage already holds', () => {
    const { storage, now } = setup();
    storage.setItem(KEY, JSON.stringify([{ id: 7, title: 'x', comment: '', type: 'success', closed: true, created_at: new Date(now()).toISOString() }]));
    const store = createNotificationStore({ storage, key: KEY, now });
    expect(store.notify({ title: 'y' })).toBe(8);
  });

  it('close marks closed, hides from the stack, and notifies subscribers once', () => {
    const { store } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    store.notify({ title: 'a' });
    store.notify({ title: 'b' });
    store.notify({ title: 'c' });
    listener.mockClear();
    store.close(2);
    store.close(2); // already closed: no change, no render
    expect(listener).toHaveBeenCalledTimes(1);
    const stack = openStack(store.getSnapshot());
    expect(stack.map((n) => [n.title, n.position])).toEqual([
      ['a', 1],
      ['c', 2],
    ]);
  });

  it('replaces the snapshot on change (useSyncExternalStore needs a new reference)', () => {
    const { store } = setup();
    const before = store.getSnapshot();
    store.notify({ title: 'a' });
    expect(store.getSnapshot()).not.toBe(before);
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });

  it('unsubscribe stops updates', () => {
    const { store } = setup();
    const listener = vi.fn();
    const off = store.subscribe(listener);
    off();
    store.notify({ title: 'a' });
    expect(listener).not.toHaveBeenCalled();
  });

  it('bounds the kept list', () => {
    const { store } = setup();
    for (let i = 0; i < NOTIFICATIONS_KEPT_MAX + 5; i++) store.notify({ title: `n${i}` });
    const list = store.getSnapshot();
    expect(list).toHaveLength(NOTIFICATIONS_KEPT_MAX);
    expect(list.at(-1)!.id).toBe(NOTIFICATIONS_KEPT_MAX + 5);
  });

  it('survives broken storage', () => {
    const storage = { getItem: () => 'not json', setItem: () => { throw new Error('full'); } };
    const store = createNotificationStore({ storage, key: KEY });
    expect(store.getSnapshot()).toEqual([]);
    expect(store.notify({ title: 'still shown' })).toBe(1);
    expect(openStack(store.getSnapshot())).toHaveLength(1);
  });
});

describe('parseStored', () => {
  const now = Date.parse('2025-01-01T10:00:00Z');
  it('drops malformed entries and normalises types', () => {
    const raw = JSON.stringify([{ id: 1, title: 't', type: 'weird' }, { title: 'no id' }, null, 3, { id: 2, title: 't2', comment: 'c', type: 'error', closed: true }]);
    const list = parseStored(raw, now);
    expect(list.map((n) => [n.id, n.type, n.closed])).toEqual([
      [1, 'info', false],
      [2, 'error', true],
    ]);
  });
  it('closes toasts whose time ran out while the page was away', () => {
    const old = new Date(now - NOTIFICATION_AUTO_CLOSE_MS - 1).toISOString();
    const fresh = new Date(now - 1000).toISOString();
    const list = parseStored(JSON.stringify([{ id: 1, title: 'old', created_at: old }, { id: 2, title: 'fresh', created_at: fresh }]), now);
    expect(list.map((n) => n.closed)).toEqual([true, false]);
  });
  it('returns [] for non-arrays', () => {
    expect(parseStored('{}', now)).toEqual([]);
    expect(parseStored(null, now)).toEqual([]);
  });
});

describe('progress', () => {
  it('ticks every 50 ms and closes exactly at 15 s', () => {
    let elapsed = 0;
    let ticks = 0;
    let done = false;
    while (!done) {
      ({ elapsed, done } = tick(elapsed));
      ticks++;
    }
    expect(NOTIFICATION_TICK_MS).toBe(50);
    expect(ticks).toBe(NOTIFICATION_AUTO_CLOSE_MS / NOTIFICATION_TICK_MS);
    expect(elapsed).toBe(15_000);
  });
  it('percent is clamped', () => {
    expect(progressPercent(0)).toBe(0);
    expect(progressPercent(7_500)).toBe(50);
    expect(progressPercent(99_000)).toBe(100);
    expect(progressPercent(-5)).toBe(0);
  });
});

describe('helpers', () => {
  it('only error is red', () => {
    expect(isErrorNotification({ type: 'error' })).toBe(true);
    expect(isErrorNotification({ type: 'success' })).toBe(false);
    expect(isErrorNotification({ type: 'info' })).toBe(false);
  });
  it('lists newest first without mutating', () => {
    const list = parseStored(JSON.stringify([{ id: 1, title: 'a' }, { id: 3, title: 'c' }, { id: 2, title: 'b' }]), Date.now());
    expect(newestFirst(list).map((n) => n.id)).toEqual([3, 2, 1]);
    expect(list.map((n) => n.id)).toEqual([1, 2, 3]);
  });
});
