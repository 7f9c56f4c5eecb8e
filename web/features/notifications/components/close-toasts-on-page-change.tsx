import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { notificationsPageChanged } from '../notify';

/**
 * Mounted once in the root layout: when the reader goes to another page (another path; a changed
 * query such as a filter is the same page), the open toasts close, so a message about one page does
 * not follow the reader around. A toast raised for the next page (notify({…, forNextPage: true}),
 * e.g. sign-in's before its redirect) lives through that one change and closes on the next.
 *
 * useLocation changes only once the new page is there (its lazy code and loader included), so a
 * redirect's own loading never counts as a change; the first render is not a change either.
 */
export function CloseToastsOnPageChange() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    notificationsPageChanged();
  }, [pathname]);
  return null;
}
