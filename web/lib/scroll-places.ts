/**
 * The scroll places of the pages read in this tab, by history entry (react-router's location.key),
 * kept in session storage so Back, Forward and a reload find them again (web/app/layout/keep-scroll-place.ts).
 * Pure helpers: the hook reads and writes storage in effects, never during render.
 */

/** The session storage entry. */
export const SCROLL_PLACES_KEY = 'ipak:scroll-places';
/** How many entries are kept (the newest): a long session's history does not grow the storage without end. */
const SCROLL_PLACES_LIMIT = 100;

export type ScrollPlaces = Record<string, number>;

/** The places stored (an absent, broken or foreign value is none). */
export function parseScrollPlaces(raw: string | null): ScrollPlaces {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const places: ScrollPlaces = {};
    for (const [key, y] of Object.entries(value)) if (typeof y === 'number' && Number.isFinite(y) && y >= 0) places[key] = y;
    return places;
  } catch {
    return {};
  }
}

/** The places to store: the newest `limit` entries (an object keeps the order keys were first put). */
export function serializeScrollPlaces(places: ScrollPlaces, limit = SCROLL_PLACES_LIMIT): string {
  const entries = Object.entries(places);
  return JSON.stringify(Object.fromEntries(entries.slice(Math.max(0, entries.length - limit))));
}

/** Whether the page is at the place (within a pixel: a phone scrolls by fractions). */
export const reachedPlace = (y: number, scrollY: number) => Math.abs(scrollY - y) <= 1;
