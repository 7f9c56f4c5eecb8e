import { RECENT_SEARCHES_MAX } from '@shared/constants';

/**
 * The header's recent searches, kept on this device (localStorage; issue 40): the newest first, at
 * most RECENT_SEARCHES_MAX, one entry per query however its case and spaces were typed. Read only from
 * event handlers and effects, never during a render (the server has no localStorage).
 */
const KEY = 'ipak.recent-searches';

export function readRecentSearches(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((q): q is string => typeof q === 'string').slice(0, RECENT_SEARCHES_MAX) : [];
  } catch {
    return [];
  }
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function rememberSearch(query: string): void {
  const q = query.trim().replace(/\s+/g, ' ');
  if (!q) return;
  try {
    localStorage.setItem(KEY, JSON.stringify([q, ...readRecentSearches().filter((r) => !same(r, q))].slice(0, RECENT_SEARCHES_MAX)));
  } catch {
    // Storage full or refused (private mode): the search still runs.
  }
}

export function clearRecentSearches(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept to clear.
  }
}
