import { ADMIN_PAGE_SIZES, ADMIN_PAGE_SIZE_DEFAULT, ADMIN_SEARCH_MIN, STORAGE_KEYS } from '@shared/constants';

/** Admin list settings of spec §9: page size persisted in local storage, search from 2 characters. */

export type AdminPageSize = (typeof ADMIN_PAGE_SIZES)[number];

/** The part of Web Storage used here, so the rules are tested without a browser. */
export interface PageSizeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const isAdminPageSize = (n: unknown): n is AdminPageSize => (ADMIN_PAGE_SIZES as readonly number[]).includes(Number(n)) && Number.isInteger(Number(n));

/** The stored page size under 'page_size', or 10 when none, unreadable or not one of 10/25/50/75/100. */
export function readPageSize(storage: PageSizeStorage | null | undefined): AdminPageSize {
  try {
    const raw = storage?.getItem(STORAGE_KEYS.pageSize);
    const n = Number(raw);
    return raw && isAdminPageSize(n) ? n : ADMIN_PAGE_SIZE_DEFAULT;
  } catch {
    // Some private modes throw on any storage access: fall back to the default.
    return ADMIN_PAGE_SIZE_DEFAULT;
  }
}

/** Saves a valid page size; an invalid one is ignored (and the stored value kept). */
export function writePageSize(storage: PageSizeStorage | null | undefined, size: number): void {
  if (!isAdminPageSize(size)) return;
  try {
    storage?.setItem(STORAGE_KEYS.pageSize, String(size));
  } catch {
    // Storage full or forbidden: the choice lasts for this visit only.
  }
}

/**
 * Whether a typed search may be sent (spec §5): only when empty (show everything) or at least two
 * characters long. One character gives no request; the list keeps showing the previous result.
 */
export function isSendableSearch(text: string): boolean {
  const q = text.trim();
  return q.length === 0 || q.length >= ADMIN_SEARCH_MIN;
}
