import { Link, useLocation } from 'react-router';
import { useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { useSession } from '../api/get-profile';

/**
 * Above what an unconfirmed account may not do yet (issue 40: selling, posting announcements, chatting):
 * says so and leads to the code page, which brings the reader back here. Nothing for anyone else.
 */
export function ConfirmPhoneNotice({ className = '' }: { className?: string }) {
  const t = useT();
  const { user } = useSession();
  const { pathname, search } = useLocation();
  if (!user || user.phone_confirmed) return null;
  return (
    <div role="status" data-testid="confirm-phone-notice" className={`rounded-xl border border-saffron-500 bg-saffron-100 px-4 py-3 text-sm text-indigo-950 ${className}`}>
      {t('auth.confirmPhone.noticeText')}{' '}
      <Link to={paths.confirmPhone(`${pathname}${search}`)} className="font-semibold text-indigo-800 underline underline-offset-2">
        {t('auth.confirmPhone.noticeLink')}
      </Link>
    </div>
  );
}
