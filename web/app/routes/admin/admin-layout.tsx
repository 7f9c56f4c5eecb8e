import { Outlet } from 'react-router';

/** Placeholder until the admin layout (side menu and guards) is built. */
export function Component() {
  return <Outlet />;
}
