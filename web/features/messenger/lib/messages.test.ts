import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatSummary } from '@shared/schemas/messenger';
import { dayLabel, filterChats, layoutConversation, mergeMessages, readUpTo, upsertChat, withoutDelivered, type PendingMessage } from './messages';

const m = (guid: string, user: string, at: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({ guid, chat: 'c', user, type: 'text', content: guid, created_at: at, client_id: null, ...extra });

const chat = (guid: string, first: string, last: string, updated: string): ChatSummary => ({
  guid,
  users: [],
  display: { first_name: first, last_name: last, pfp: null, purposes: [] },
  about: null,
  last_message: null,
  unread: 0,
  partner_read: null,
  updated_at: updated,
});

describe('messages helpers', () => {
  it('merges by time, once per guid, and returns the same list when nothing is new', () => {
    const list = [m('a', 'x', '2026-01-01T10:00:00Z'), m('c', 'x', '2026-01-01T10:02:00Z')];
    const merged = mergeMessages(list, [m('b', 'y', '2026-01-01T10:01:00Z'), m('c', 'x', '2026-01-01T10:02:00Z'), m('d', 'y', '2026-01-01T10:03:00Z')]);
    expect(merged.map((x) => x.guid)).toEqual(['a', 'b', 'c', 'd']);
    expect(mergeMessages(merged, [m('a', 'x', '2026-01-01T10:00:00Z')])).toBe(merged);
  });

  it('drops pending copies that came back from the server (own client_id only)', () => {
    const pending = [{ client_id: 'k1' }, { client_id: 'k2' }] as PendingMessage[];
    const out = withoutDelivered(pending, [m('a', 'me', '2026-01-01T10:00:00Z', { client_id: 'k1' }), m('b', 'other', '2026-01-01T10:00:00Z', { client_id: 'k2' })], 'me');
    expect(out.map((p) => p.client_id)).toEqual(['k2']);
  });

  it('lays out date dividers and runs by one sender (Tashkent days)', () => {
    const items = layoutConversation(
      [
        m('a', 'me', '2026-01-01T18:00:00Z'), // 23:00 in Tashkent, 1 Jan
        m('b', 'me', '2026-01-01T19:30:00Z'), // 00:30, 2 Jan: new day, so a new run
        m('c', 'me', '2026-01-01T19:31:00Z'),
        m('d', 'you', '2026-01-01T19:32:00Z'),
      ],
      [{ client_id: 'p1', content: 'kutilmoqda', type: 'text', created_at: '2026-01-01T19:33:00Z', attempts: 0, state: 'sending' }],
      'me',
      'c',
    );
    expect(items.map((i) => [i.key, i.dayStart, i.runEnd, i.own])).toEqual([
      ['a', true, true, true],
      ['b', true, false, true],
      ['c', false, true, true],
      ['d', false, true, false],
      ['p:p1', false, true, true],
    ]);
  });

  it('labels days as today, yesterday, or YYYY.MM.DD', () => {
    const now = new Date('2026-03-10T09:00:00Z');
    const labels = { today: 'Bugun', yesterday: 'Kecha' };
    expect(dayLabel('2026-03-10', now, labels)).toBe('Bugun');
    expect(dayLabel('2026-03-09', now, labels)).toBe('Kecha');
    expect(dayLabel('2026-02-28', now, labels)).toBe('2026.02.28');
  });

  it('finds the furthest read message among several receipts', () => {
    const list = [m('a', 'me', '2026-01-01T10:00:00Z'), m('b', 'me', '2026-01-01T10:01:00Z')];
    expect(readUpTo(list, null, 'a', 'b')).toBe(1);
    expect(readUpTo(list, 'zz')).toBe(-1);
  });

  it("searches by the partner's first and last name, apostrophes folded", () => {
    const chats = [chat('1', 'Dilnoza', 'Karimova', '2026-01-01T10:00:00Z'), chat('2', 'Gʻulom', 'Toshev', '2026-01-01T11:00:00Z')];
    expect(filterChats(chats, 'karim').map((c) => c.guid)).toEqual(['1']);
    expect(filterChats(chats, "g'ulom tosh").map((c) => c.guid)).toEqual(['2']);
    expect(filterChats(chats, 'Toshev Gʻ').map((c) => c.guid)).toEqual(['2']);
    expect(filterChats(chats, '  ')).toHaveLength(2);
  });

  // The one search key of shared/text/uzbek.ts: any spelling of a name finds the partner, each word anywhere in the name.
  const partners = [
    chat('latin', "Marg'ilonbek", "Qo'chqorov", '2026-01-01T10:00:00Z'),
    chat('cyrillic', 'Ғулом', 'Марғилонов', '2026-01-01T11:00:00Z'),
    chat('other', 'Dilnoza', 'Karimova', '2026-01-01T12:00:00Z'),
  ];
  it.each([
    ["Marg'ilonbek", ['latin']],
    ['Margʻilonbek', ['latin']],
    ['Marg`ilonbek', ['latin']],
    ['Margilonbek', ['latin']],
    ['Маргилонбек', ['latin']],
    ['МАРҒИЛОНБЕК', ['latin']],
    ['kochkorov', ['latin']],
    ['Кучкоров маргилон', ['latin']],
    ['Gʻulom', ['cyrillic']],
    ['gulom margilonov', ['cyrillic']],
    ['Гулом', ['cyrillic']],
    ["marg'ilon", ['latin', 'cyrillic']],
    ['Маргилон', ['latin', 'cyrillic']],
    ['margilon karimova', []],
  ])('finds %s', (query, expected) => {
    expect(filterChats(partners, query).map((c) => c.guid).sort()).toEqual([...expected].sort());
  });

  it('moves an updated chat to the top', () => {
    const chats = [chat('1', 'A', 'A', '2026-01-01T12:00:00Z'), chat('2', 'B', 'B', '2026-01-01T11:00:00Z')];
    expect(upsertChat(chats, chat('2', 'B', 'B', '2026-01-01T13:00:00Z')).map((c) => c.guid)).toEqual(['2', '1']);
  });
});
