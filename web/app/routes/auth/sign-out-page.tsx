import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useLogout } from '@web/features/auth/api/logout';
import { AuthShell } from '@web/features/auth/components/auth-shell';
import { Spinner } from '@web/components/form/submit-button';
import { SIGN_IN_PATH } from '@web/features/auth/signup-flow';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';

/** Logs out (server-side revoke + local tokens + cached profile), then goes to sign-in (spec §2). */
export function Component() {
  const t = useT();
  usePageHead({ title: t('auth.signOut.title') });
  const navigate = useNavigate();
  const { mutate } = useLogout();
  // StrictMode runs effects twice in development; the refresh token must be revoked only once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(undefined, { onSettled: () => navigate(SIGN_IN_PATH, { replace: true }) });
  }, [mutate, navigate]);

  return (
    <AuthShell title={t('auth.signOut.title')}>
      <p role="status" className="flex items-center gap-2 text-ink-700">
        <Spinner /> {t('auth.signOut.inProgress')}
      </p>
    </AuthShell>
  );
}
