import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreas, translatorFor } from '@web/lib/i18n';
import { adminMoment } from './moment';

beforeAll(async () => {
  await loadAreas('ru', ['common']);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('when something happened, in an admin table', () => {
  it('names today in the reader’s language with the time, and an older day with its date and time (each once)', () => {
    // 14:05 in Tashkent (UTC+5) on 28 November.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T09:05:00Z'));
    const t = translatorFor('ru');
    expect(adminMoment('2026-11-28T08:30:00Z', t)).toBe(`${t('common.today')} 13:30`);
    expect(adminMoment('2026-11-20T08:30:00Z', t)).toBe('2026.11.20 13:30');
  });
});
