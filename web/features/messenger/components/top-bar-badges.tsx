import { useSession } from '@web/features/auth/api/get-profile';
import { useUnreadCounts } from '../api/get-unread';
import { useServerNotificationsUnread } from '@web/features/notifications/api/server-notifications';

/** Unread messages and server notifications for the top bar's icons; nothing is asked for anonymous visitors. */
export function useTopBarCounts(): { messages: number; notifications: number } {
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  const unread = useUnreadCounts(signedIn);
  const notifications = useServerNotificationsUnread(signedIn);
  return signedIn ? { messages: unread.data?.total ?? 0, notifications: notifications.data ?? 0 } : { messages: 0, notifications: 0 };
}

/** A small count on an icon (the icon's link names the count for screen readers). */
export function CountBadge({ count, testId }: { count: number; testId?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid={testId}
      className="absolute -top-0.5 -right-0.5 grid h-4 min-w-4 place-items-center rounded-full bg-pomegranate-600 px-1 text-[10px] leading-none font-bold text-white tabular-nums ring-2 ring-indigo-950"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
