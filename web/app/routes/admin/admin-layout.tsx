import { Navigate, useLocation } from 'react-router';
import { isAdminRole } from '@shared/constants';
import { useSession } from '@web/features/auth/api/get-profile';
import { PROFILE_HOME, signInWithNext } from '@web/features/auth/signup-flow';
import { AdminShell } from '@web/features/admin/components/admin-shell';
import { Spinner } from '@web/components/ui/spinner';
import { useT } from '@web/lib/i18n';

/**
 * /admin (spec §2, §6): visitors go to sign-in (with ?next= back here), signed-in users without an
 * admin role (superadmin, admin, moderator) go to their profile — both only once the session check
 * has finished; a spinner until then, so nobody is sent away on a slow network.
 */
export function Component() {
  const t = useT();
  const { user, status } = useSession();
  const location = useLocation();

  if (status === 'loading') {
    return (
      <div role="status" className="flex min-h-dvh items-center justify-center gap-3 text-ink-700">
        <Spinner size={28} className="text-indigo-800" />
        {t('admin.loading')}
      </div>
    );
  }
  if (!user) return <Navigate to={signInWithNext(`${location.pathname}${location.search}`)} replace />;
  if (!isAdminRole(user.role)) return <Navigate to={PROFILE_HOME} replace />;
  return <AdminShell user={user} />;
}
