import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, kept in step with the device. False on the server and at
 * hydration's first render (no window then), so a page renders the same on both sides.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
