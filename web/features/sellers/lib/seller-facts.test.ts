import { describe, expect, it } from 'vitest';
import { lastSeenKey, replyKey } from './seller-facts';

describe('seller facts in words', () => {
  const now = new Date('2026-11-29T09:00:00Z'); // 14:00 in Tashkent

  it('says recently within the hour, then today, yesterday (Tashkent days) or a date', () => {
    expect(lastSeenKey('2026-11-29T08:30:00Z', now)).toBe('seenRecently');
    expect(lastSeenKey('2026-11-28T20:00:00Z', now)).toBe('seenToday'); // 01:00 in Tashkent, the 29th
    expect(lastSeenKey('2026-11-28T18:00:00Z', now)).toBe('seenYesterday'); // 23:00 on the 28th
    expect(lastSeenKey('2026-11-20T10:00:00Z', now)).toBe('seenOn');
  });

  it('groups the usual reply time: minutes, an hour, hours, a day, days', () => {
    expect(replyKey(3)).toBe('replyMinutes');
    expect(replyKey(45)).toBe('replyHour');
    expect(replyKey(60)).toBe('replyHour');
    expect(replyKey(200)).toBe('replyHours');
    expect(replyKey(1000)).toBe('replyDay');
    expect(replyKey(3000)).toBe('replyDays');
  });
});
