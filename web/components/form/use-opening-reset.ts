import { useLayoutEffect, useRef } from 'react';

/**
 * A dialog's form starts afresh at each opening: `restart` (the form's reset to its starting values,
 * its alert cleared) runs as the dialog opens, before the browser paints it, so no value or error of
 * the last opening shows.
 */
export function useOpeningReset(open: boolean, restart: () => void) {
  const latest = useRef(restart);
  useLayoutEffect(() => {
    latest.current = restart;
  });
  useLayoutEffect(() => {
    if (open) latest.current();
  }, [open]);
}
