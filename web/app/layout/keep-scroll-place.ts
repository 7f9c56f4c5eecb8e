import { useContext, useLayoutEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext, useLocation } from 'react-router';
import { parseScrollPlaces, reachedPlace, SCROLL_PLACES_KEY, serializeScrollPlaces, type ScrollPlaces } from '@web/lib/scroll-places';

/** How long a place waits for the page to grow tall enough (its data, its pictures) before giving up. */
const WAIT_FOR_PAGE_MS = 5000;

const sessionStore = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

/**
 * Scrolls to `y` once the page is tall enough: at once when it is, else each time the page grows
 * (a list still arriving, pictures), until it gets there, the reader scrolls or touches, or
 * WAIT_FOR_PAGE_MS pass. Returns what stops the waiting.
 */
function scrollWhenReady(y: number): () => void {
  window.scrollTo(0, y);
  if (reachedPlace(y, window.scrollY) || typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (reachedPlace(y, window.scrollY)) stop();
  });
  const reader = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const timer = setTimeout(() => stop(), WAIT_FOR_PAGE_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of reader) window.removeEventListener(type, stop);
  }
  observer.observe(document.body);
  for (const type of reader) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/**
 * Back keeps the reader's place (issue 40): react-router's own scroll restoration, with our rule for
 * when a page starts at the top.
 *
 * The router records the scroll position of the page being left, under its history entry
 * (location.key), before every navigation, and hands the position back when that entry is shown again
 * (Back, Forward) and on the first page after a reload; the positions live in session storage (written
 * when the page is hidden), so a reload and a Back through a full page load find them too. A position
 * is applied after the page has rendered with its data (the list's answer is in the query cache: kept
 * from the visit, or written into the page by the server), and waits for the page to grow tall enough.
 *
 * A new page (another path) starts at the top, or at its #anchor (as before: spec §2); a change of the address's query on
 * the same page (a filter, ?page=, a tab) keeps the scroll where it is: the list's page links bring its
 * top into view themselves (web/lib/use-page-param.ts useListTop). react-router's <ScrollRestoration>
 * would scroll to the top on those too, so the same machinery is used through its hook-level API.
 */
export function useKeepScrollPlace() {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const state = useContext(UNSAFE_DataRouterStateContext);
  const restore = state?.restoreScrollPosition;
  const preventReset = state?.preventScrollReset === true;
  const location = useLocation();
  const shownPlace = useRef<string | null>(null);

  useLayoutEffect(() => {
    if (!router) return;
    const storage = sessionStore();
    const places: ScrollPlaces = parseScrollPlaces(storage?.getItem(SCROLL_PLACES_KEY) ?? null);
    window.history.scrollRestoration = 'manual';
    const disable = router.enableScrollRestoration(places, () => window.scrollY);
    // Leaving the page (a reload, another site, closing the tab): this entry's place is stored; the
    // browser's own restoring is on again for the page that comes back from its back-forward cache.
    const onHide = () => {
      if (router.state.navigation.state === 'idle') places[router.state.location.key] = window.scrollY;
      try {
        storage?.setItem(SCROLL_PLACES_KEY, serializeScrollPlaces(places));
      } catch {
        // Storage full or refused: the places of this tab are kept in memory only.
      }
      window.history.scrollRestoration = 'auto';
    };
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.history.scrollRestoration = 'manual';
    };
    window.addEventListener('pagehide', onHide);
    window.addEventListener('pageshow', onShow);
    return () => {
      disable();
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('pageshow', onShow);
      window.history.scrollRestoration = 'auto';
    };
  }, [router]);

  useLayoutEffect(() => {
    const shown = `${location.pathname}${location.hash}`;
    const first = shownPlace.current === null;
    const moved = shownPlace.current !== shown;
    shownPlace.current = shown;
    if (typeof restore === 'number') return scrollWhenReady(restore);
    // The first page as loaded stays where the browser put it (a reader may scroll a server's page before it hydrates).
    if (first || !moved || preventReset || restore === false) return;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location, restore, preventReset]);
}
