import { describe, expect, it } from 'vitest';
import { fillPeriods, periodStarts } from './periods';

describe('periodStarts (Tashkent, UTC+5)', () => {
  it('starts weeks on Monday in Tashkent time, oldest first', () => {
    // Sunday 20:00 UTC is Monday 01:00 in Tashkent: a new week there.
    const { dates, since } = periodStarts(new Date('2026-11-22T20:00:00Z'), 'week', 3);
    expect(dates).toEqual(['2026-11-09', '2026-11-16', '2026-11-23']);
    expect(since.toISOString()).toBe('2026-11-08T19:00:00.000Z');
    // Sunday 18:00 UTC is still Sunday 23:00 there.
    expect(periodStarts(new Date('2026-11-22T18:00:00Z'), 'week', 1).dates).toEqual(['2026-11-16']);
  });

  it('counts days from Tashkent midnight', () => {
    const { dates, since } = periodStarts(new Date('2026-11-24T19:30:00Z'), 'day', 2);
    expect(dates).toEqual(['2026-11-24', '2026-11-25']);
    expect(since.toISOString()).toBe('2026-11-23T19:00:00.000Z');
  });

  it('fills the periods without counts with zeros', () => {
    expect(fillPeriods(['2026-11-23', '2026-11-24'], [{ date: '2026-11-24', count: 3 }])).toEqual([
      { date: '2026-11-23', count: 0 },
      { date: '2026-11-24', count: 3 },
    ]);
  });
});
