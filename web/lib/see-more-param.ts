/**
 * How many pages a 'see more' list shows, kept in its address (`?pages=3`; one page leaves it out),
 * so Back, a reload and a shared link rebuild the same list: the route loader asks for that many pages
 * (the server renders them all) and the page fills in any still missing. The address, not the history
 * entry's state: the server sees it, so a reloaded page arrives whole and the place is found at once.
 */

/** The address's parameter. */
export const SEE_MORE_PARAM = 'pages';
/** A page with several 'see more' lists keeps each one's pages under its own name: `?pages_new=3`. */
export const seeMoreParamOf = (list: string) => `${SEE_MORE_PARAM}_${list}`;
/** At most this many pages are rebuilt from an address (an edited link cannot ask for hundreds). */
export const SEE_MORE_MAX_PAGES = 20;

/** The pages shown, from the address's value: 1 when absent or not a page count. */
export function parseShownPages(raw: string | null | undefined): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, SEE_MORE_MAX_PAGES) : 1;
}

/** The address's query with `pages` (or a list's own `name`) shown (1 leaves the parameter out); the other parameters kept. */
export function withShownPages(params: URLSearchParams, pages: number, name = SEE_MORE_PARAM): URLSearchParams {
  const next = new URLSearchParams(params);
  if (pages > 1) next.set(name, String(Math.min(pages, SEE_MORE_MAX_PAGES)));
  else next.delete(name);
  return next;
}
