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
  shownStack,
  textKeys,
  tick,
  wordText,
  type NotificationText,
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
    const a = store.notify({ title: 'Muvaffaqiyatli kirdingiz', comment: 'Hisobingizga kirdingiz. Xush kelibsiz!', type: 'success' });
    const b = store.notify({ title: 'Xato', type: 'error' });
    expect([a, b]).toEqual([1, 2]);
    const stored = JSON.parse(storage.getItem(KEY)!);
    expect(stored[0]).toMatchObject({ id: 1, title: 'Muvaffaqiyatli kirdingiz', comment: 'Hisobingizga kirdingiz. Xush kelibsiz!', type: 'success', closed: false });
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

/** Two small dictionaries and their lookup, as the app's t() does it ({placeholders} filled). */
const DICTS: Record<string, Record<string, string>> = {
  uz: { 'auth.signIn.successTitle': 'Muvaffaqiyatli kirdingiz', 'seller.create.done': "Mahsulot qo'shildi", 'chat.title': 'Yangi xabar: {sender}' },
  en: { 'auth.signIn.successTitle': 'Signed in', 'seller.create.done': 'Product added', 'chat.title': 'New message: {sender}' },
};
const tOf = (lang: string) => (key: string, params?: Record<string, string | number>) =>
  Object.entries(params ?? {}).reduce((text, [k, v]) => text.replaceAll(`{${k}}`, String(v)), DICTS[lang][key] ?? key);
const word = (text: NotificationText, lang: string) => wordText(text, tOf(lang), lang);

describe('texts kept as what they mean, worded when shown', () => {
  it('stores a dictionary reference (key and params), not the words of the language it was raised in', () => {
    const { store, storage } = setup();
    store.notify({ title: { key: 'seller.create.done' }, comment: "Marg'ilon atlasi" });
    store.notify({ title: { key: 'chat.title', params: { sender: 'Ali Valiyev' } }, type: 'info' });
    const stored = JSON.parse(storage.getItem(KEY)!);
    expect(stored[0]).toMatchObject({ title: { key: 'seller.create.done' }, comment: "Marg'ilon atlasi" });
    expect(stored[1]).toMatchObject({ title: { key: 'chat.title', params: { sender: 'Ali Valiyev' } }, comment: '' });
    expect(JSON.stringify(stored)).not.toContain("Mahsulot qo'shildi");
  });

  it('words the same stored notification in whichever language reads it; what a person wrote stays as written', () => {
    const { store, storage, now } = setup();
    store.notify({ title: { key: 'auth.signIn.successTitle' }, comment: "Marg'ilon atlasi" });
    store.notify({ title: { key: 'chat.title', params: { sender: 'Ali Valiyev' } } });
    // Read back from storage, as after a reload.
    const [a, b] = createNotificationStore({ storage, key: KEY, now }).getSnapshot();
    expect([word(a.title, 'uz'), word(a.comment, 'uz')]).toEqual(['Muvaffaqiyatli kirdingiz', "Marg'ilon atlasi"]);
    expect([word(a.title, 'en'), word(a.comment, 'en')]).toEqual(['Signed in', "Marg'ilon atlasi"]);
    expect(word(b.title, 'en')).toBe('New message: Ali Valiyev');
  });

  it('never shows a key: a text whose area this page has not loaded reads as raised, else says nothing until it loads', () => {
    // 'seller.edit.done' is in no dictionary these pages loaded (t() answers the key itself).
    const raised = { key: 'seller.edit.done', text: 'Mahsulot saqlandi' };
    expect([word(raised, 'uz'), word(raised, 'en')]).toEqual(['Mahsulot saqlandi', 'Mahsulot saqlandi']);
    expect(word({ key: 'seller.edit.done' }, 'uz')).toBe('');
    expect(word({ key: 'chat.title', params: { sender: 'Ali' } }, 'uz')).toBe('Yangi xabar: Ali');
    // Once the area is there, the reader's language wins over the words it was raised with.
    expect(word({ key: 'seller.create.done', text: "Mahsulot qo'shildi" }, 'en')).toBe('Product added');
    // The words it was raised with survive storage (a reload, another tab).
    const [kept] = parseStored(JSON.stringify([{ id: 1, title: raised, comment: { key: 'chat.title', params: { sender: 'Ali' }, text: 'Yangi xabar: Ali' } }]), Date.now());
    expect([kept.title, kept.comment]).toEqual([raised, { key: 'chat.title', params: { sender: 'Ali' }, text: 'Yangi xabar: Ali' }]);
    expect(textKeys([kept, { title: "Marg'ilon", comment: '' }])).toEqual(['seller.edit.done', 'chat.title']);
  });

  it('words reference data titled per language in the reader\'s, else in Uzbek', () => {
    const titles = { title: "Ro'mollar", title_ru: 'Платки', title_en: null };
    expect([word(titles, 'uz'), word(titles, 'ru'), word(titles, 'en')]).toEqual(["Ro'mollar", 'Платки', "Ro'mollar"]);
  });

  it('still reads entries stored as plain strings before, shown as they were', () => {
    const now = Date.now();
    const list = parseStored(JSON.stringify([{ id: 1, title: 'Muvaffaqiyatli kirdingiz', comment: 'Hisobingizga kirdingiz. Xush kelibsiz!', type: 'success', closed: true }]), now);
    expect(list).toHaveLength(1);
    expect([word(list[0].title, 'en'), word(list[0].comment, 'en')]).toEqual(['Muvaffaqiyatli kirdingiz', 'Hisobingizga kirdingiz. Xush kelibsiz!']);
  });

  it('drops texts that are neither (and params that are not strings or numbers)', () => {
    const raw = JSON.stringify([
      { id: 1, title: { nope: 1 } },
      { id: 2, title: 42 },
      { id: 3, title: { key: 'chat.title', params: { sender: 'Ali', bad: { x: 1 }, n: 2 } }, comment: { weird: true } },
      { id: 4, title: { title: 'Atlas', title_ru: 'Атлас', title_en: 7 } },
    ]);
    const list = parseStored(raw, Date.now());
    expect(list.map((n) => [n.id, n.title, n.comment])).toEqual([[3, { key: 'chat.title', params: { sender: 'Ali', n: 2 } }, '']]);
  });
});

describe('toasts on screen', () => {
  it('shows at most the newest three open ones; the older wait and come back when a newer closes', () => {
    const { store } = setup();
    for (const title of ['a', 'b', 'c', 'd', 'e']) store.notify({ title });
    expect(shownStack(store.getSnapshot()).map((n) => [n.title, n.position])).toEqual([
      ['c', 3],
      ['d', 4],
      ['e', 5],
    ]);
    store.close(5);
    expect(shownStack(store.getSnapshot()).map((n) => n.title)).toEqual(['b', 'c', 'd']);
    // None is lost: all five are kept for the list.
    expect(newestFirst(store.getSnapshot()).map((n) => n.title)).toEqual(['e', 'd', 'c', 'b', 'a']);
  });

  it('closes open toasts when the reader goes to another page, keeping them in the list', () => {
    const { store } = setup();
    store.notify({ title: 'a' });
    store.notify({ title: 'b' });
    store.pageChanged();
    expect(openStack(store.getSnapshot())).toEqual([]);
    expect(store.getSnapshot().map((n) => [n.title, n.closed])).toEqual([
      ['a', true],
      ['b', true],
    ]);
  });

  it('lets a toast raised for the next page live through exactly one page change', () => {
    const { store, storage, now } = setup();
    store.notify({ title: 'earlier' });
    store.notify({ title: { key: 'auth.signIn.successTitle' }, forNextPage: true });
    store.pageChanged(); // the redirect after sign-in
    expect(openStack(store.getSnapshot()).map((n) => n.title)).toEqual([{ key: 'auth.signIn.successTitle' }]);
    // A reload in between keeps what is left of its pass.
    const reloaded = createNotificationStore({ storage, key: KEY, now });
    expect(reloaded.getSnapshot().at(-1)).toMatchObject({ closed: false, next_page: false });
    reloaded.pageChanged(); // the reader's next page
    expect(openStack(reloaded.getSnapshot())).toEqual([]);
  });

  it('does not write or notify when a page change finds nothing open', () => {
    const { store } = setup();
    store.notify({ title: 'a' });
    store.close(1);
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getSnapshot();
    store.pageChanged();
    expect(listener).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toBe(before);
  });
});

describe('one list, every event once (issue 40)', () => {
  it('shows a server notification as a toast but leaves it out of the list, and forgets it once closed', () => {
    const { store, storage, now } = setup();
    store.notify({ title: 'saved here' });
    const toastId = store.notify({ title: { key: 'notifications.codes.chat.message.title', params: { sender: 'Aziz' } }, type: 'info', serverGuid: 'g-1' });
    expect(openStack(store.getSnapshot()).map((n) => n.id)).toEqual([1, toastId]);
    expect(newestFirst(store.getSnapshot()).map((n) => n.title)).toEqual(['saved here']);
    // The same server notification again (a second socket): still one toast.
    expect(store.notify({ title: 'again', serverGuid: 'g-1' })).toBe(toastId);
    expect(store.getSnapshot()).toHaveLength(2);
    store.close(toastId);
    expect(store.getSnapshot().map((n) => n.server_guid)).toEqual([null]);
    expect(JSON.parse(storage.getItem(KEY)!)).toHaveLength(1);
    expect(createNotificationStore({ storage, key: KEY, now }).getSnapshot()).toHaveLength(1);
  });
});
