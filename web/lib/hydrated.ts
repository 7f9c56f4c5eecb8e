import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the page the server rendered is not yet React's (and during the server render), true
 * from then on. Buttons that only work with the page's script are disabled until then, so a press on
 * a slow network is never lost; forms that work without the script (a search) need not wait.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
