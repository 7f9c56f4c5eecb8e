import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@web/features/auth/api/get-profile';
import { paths } from '@web/lib/paths';

/**
 * Mounted once in the root layout: opens the tab's one inbox socket while someone is signed in.
 * Deliberately tiny; the socket code is fetched only for signed-in users, and anonymous visitors
 * open nothing.
 */
export function InboxProvider() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const location = useLocation();
  const where = useRef({ pathname: location.pathname, search: location.search });
  useEffect(() => {
    where.current = { pathname: location.pathname, search: location.search };
  }, [location.pathname, location.search]);

  const me = user?.guid;
  useEffect(() => {
    if (!me) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('../lib/inbox-connection').then(({ startInbox }) => {
      if (cancelled) return;
      stop = startInbox({
        queryClient,
        isViewingChat: (chat) => {
          const { pathname, search } = where.current;
          const onMessages = [paths.messaging(), paths.profile.messages()].some((p) => pathname.startsWith(p.replace(/\/$/, '')));
          return onMessages && new URLSearchParams(search).get('chat') === chat && document.visibilityState === 'visible';
        },
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [me, queryClient]);

  return null;
}
