import { Outlet } from 'react-router';
import { NotificationStack } from '@web/features/notifications/components/notification-stack';

/** Placeholder root layout: replaced by the global layout of spec §2. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <NotificationStack />
    </>
  );
}
