import { useState } from 'react';
import { ApiError } from '@web/lib/api-client';
import { messageRef, useT } from '@web/lib/i18n';
import { CheckCircleIcon } from '@web/components/ui/icons';
import { Spinner } from '@web/components/ui/spinner';
import { notify } from '@web/features/notifications/notify';
import { useVerifyProduct } from '../api/verify-product';
import { errorMessage } from '@web/components/form/apply-api-error';

/**
 * Verify / unverify a product (superadmin, admin, moderator — the page decides who sees it).
 * 'Tasdiqlash' when unverified, 'Tasdiqdan olish' when verified (spec §2); a failure says
 * 'Tasdiqlash jarayonida xatolik yuz berdi' (spec §8) both as a toast and next to the button, where
 * the moderator is looking.
 */
export function VerifyButton({ meta, verified }: { meta: string; verified: boolean }) {
  const t = useT();
  const verify = useVerifyProduct();
  const [failed, setFailed] = useState(false);

  const onClick = () => {
    if (verify.isPending) return;
    setFailed(false);
    // The wanted state, not a toggle: a second moderator's click cannot undo the first one's.
    verify.mutate(
      { meta, verified: !verified },
      {
        onError: (err) => {
          setFailed(true);
          notify({ type: 'error', title: { key: 'shop.verify.error' }, comment: err instanceof ApiError && err.status !== 0 ? messageRef(errorMessage(err)) : undefined });
        },
      },
    );
  };

  return (
    <div className="rounded-[var(--radius-card)] border border-dashed border-indigo-600/40 bg-indigo-50 p-4">
      <p className="text-xs font-semibold uppercase tracking-[0.12em] text-indigo-700">{t('shop.verify.panel')}</p>
      <p className="mt-1 text-sm text-ink-700">{verified ? t('shop.verify.isVerified') : t('shop.verify.isNotVerified')}</p>
      <button
        type="button"
        onClick={onClick}
        aria-disabled={verify.isPending || undefined}
        aria-busy={verify.isPending || undefined}
        className={`mt-3 w-full sm:w-auto ${verified ? 'btn-outline bg-white' : 'btn bg-mulberry-600 text-white hover:bg-mulberry-700'}`}
      >
        {verify.isPending ? <Spinner size={18} /> : verified ? null : <CheckCircleIcon size={18} />}
        {verified ? t('shop.verify.unverify') : t('shop.verify.verify')}
      </button>
      {failed ? (
        <p role="alert" className="mt-3 rounded-xl border border-pomegranate-600 bg-pomegranate-100 px-3 py-2 text-sm text-pomegranate-700">
          {t('shop.verify.error')}
        </p>
      ) : null}
    </div>
  );
}
