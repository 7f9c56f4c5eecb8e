import { PAGINATION_WINDOW } from '@shared/constants';

/**
 * Page-number rules shared by every paginated list (spec §5, §9): the page stays between 1 and the
 * number of pages, and at most 5 numbers are shown, centred on the current page (shifted at the
 * edges so the window stays full when there are enough pages).
 */

/** A page number kept inside 1…totalPages; an empty list still has page 1. */
export function clampPage(page: number, totalPages: number): number {
  const last = Math.max(1, Math.floor(totalPages) || 1);
  const n = Math.floor(page);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(n, last);
}

/** The page numbers to show: e.g. current 6 of 20 → [4, 5, 6, 7, 8]; current 1 of 20 → [1…5]. */
export function paginationWindow(current: number, totalPages: number, size: number = PAGINATION_WINDOW): number[] {
  const last = Math.max(1, Math.floor(totalPages) || 1);
  const page = clampPage(current, last);
  const width = Math.max(1, Math.min(size, last));
  const half = Math.floor(width / 2);
  const start = Math.max(1, Math.min(page - half, last - width + 1));
  return Array.from({ length: width }, (_, i) => start + i);
}

/** Page number from a URL search parameter (?page=3); anything else is page 1. */
export function parsePageParam(raw: string | null | undefined): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}
