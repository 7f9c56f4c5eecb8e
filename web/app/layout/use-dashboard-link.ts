import type { ComponentType } from 'react';
import { useSession } from '@web/features/auth/api/get-profile';
import { DashboardIcon, HomeIcon, LoginIcon, UserIcon, type IconProps } from '@web/components/ui/icons';
import { isAuthPath } from './chrome';
import { paths } from '@web/lib/paths';

export interface DashboardLink {
  to: string;
  /** Dictionary key of the label. */
  labelKey: string;
  Icon: ComponentType<IconProps>;
}

/**
 * The navbar's dashboard link (spec §2): home on auth pages; the admin area for superadmin, admin
 * and moderator (each with its own label); the profile for everyone else signed in; sign-in for
 * visitors. Null while the session is still being checked, so no wrong link flashes.
 */
export function useDashboardLink(pathname: string): DashboardLink | null {
  const { user, status } = useSession();
  if (isAuthPath(pathname)) return { to: paths.home(), labelKey: 'layout.dashboard.home', Icon: HomeIcon };
  if (status === 'loading') return null;
  switch (user?.role) {
    case 'superadmin':
    case 'admin':
      return { to: paths.admin.overview(), labelKey: 'layout.dashboard.admin', Icon: DashboardIcon };
    case 'moderator':
      return { to: paths.admin.overview(), labelKey: 'layout.dashboard.moderator', Icon: DashboardIcon };
    case 'housemaker':
    case 'user':
      return { to: paths.profile.overview(), labelKey: 'layout.dashboard.user', Icon: UserIcon };
    default:
      return { to: paths.signIn(), labelKey: 'layout.dashboard.login', Icon: LoginIcon };
  }
}
