import { Spinner } from '@web/components/form/submit-button';
import { useT } from '@web/lib/i18n';

export function ProfileLoading() {
  const t = useT();
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center gap-3 text-ink-700">
      <Spinner className="h-6 w-6 text-indigo-800" />
      {t('profile.loading')}
    </div>
  );
}
