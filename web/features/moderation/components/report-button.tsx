import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { ReportTarget } from '@shared/constants';
import { FlagIcon } from '@web/components/ui/icons';
import { useSession } from '@web/features/auth/api/get-profile';
import { useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';

/** The dialog (and zod with it) loads only when a signed-in reader opens it. */
const LazyReportDialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));

export interface ReportButtonProps {
  targetKind: ReportTarget;
  targetGuid: string;
  /** The author or owner of what is reported: their own content shows no button. */
  ownerGuid?: string | null;
  /** What is reported, in words (the toast's comment and the button's accessible name). */
  subject?: string;
  /** The button's words: 'Shikoyat qilish' unless given (e.g. 'report seller'). */
  label?: string;
  /** 'button' (an outlined button) or 'link' (a small text button, e.g. under a comment). */
  look?: 'button' | 'link';
  className?: string;
}

/**
 * 'Shikoyat qilish' (report) on a product, an announcement, a comment or a user: signed in, it opens
 * the report dialog; signed out, it is a link to sign-in that comes back to this page. Nothing while
 * the session is unknown, and nothing on the reader's own content.
 */
export function ReportButton({ targetKind, targetGuid, ownerGuid, subject, label, look = 'button', className = '' }: ReportButtonProps) {
  const t = useT();
  const { user, status } = useSession();
  const { pathname, search, hash } = useLocation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  if (status === 'loading') return null;
  if (user && ownerGuid && user.guid === ownerGuid) return null;

  const words = label ?? t('moderation.report.button');
  const cls =
    look === 'link'
      ? `inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-ink-500 hover:bg-pomegranate-100 hover:text-pomegranate-700 ${className}`
      : `inline-flex min-h-10 items-center gap-2 rounded-xl border border-ink-100 bg-white px-3 py-2 text-sm font-semibold text-ink-700 hover:border-pomegranate-600 hover:text-pomegranate-700 ${className}`;
  const name = subject ? t('moderation.report.buttonFor', { action: words, subject }) : undefined;

  if (!user) {
    return (
      <Link to={paths.signIn(`${pathname}${search}${hash}`)} className={cls} aria-label={name} title={t('moderation.report.signInHint')}>
        <FlagIcon size={16} />
        {words}
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        className={cls}
        aria-label={name}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <FlagIcon size={16} />
        {words}
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <LazyReportDialog open={open} targetKind={targetKind} targetGuid={targetGuid} subject={subject} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
