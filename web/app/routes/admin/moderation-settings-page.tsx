import { useId } from 'react';
import { Link } from 'react-router';
import { MODERATED_KINDS, type ModeratedKind } from '@shared/constants';
import type { ModerationSettings } from '@shared/schemas/moderation';
import { errorMessage } from '@web/components/form/apply-api-error';
import { FormAlert } from '@web/components/form/form-alert';
import { Spinner } from '@web/components/ui/spinner';
import { ErrorState } from '@web/components/ui/status-message';
import { AdminPageHeader } from '@web/features/admin/components/admin-page-header';
import { useSession } from '@web/features/auth/api/get-profile';
import { useModerationSettings } from '@web/features/moderation/api/get-settings';
import { useUpdateModerationSettings } from '@web/features/moderation/api/update-settings';
import { notify } from '@web/features/notifications/notify';
import { useT } from '@web/lib/i18n';
import { SwitchInput } from '@web/components/form/switch-input';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';

/** Who may change the settings (the server's PUT says the same); moderators read them. */
const mayEdit = (role: string | undefined) => role === 'superadmin' || role === 'admin';

/**
 * /admin/moderation/settings/ (issue 15): pre-moderation per kind — products, announcements, comments:
 * when on, new and edited items wait in the review tab until approved. Each switch saves at once (PUT);
 * moderators see them read-only.
 */
export function Component() {
  const t = useT();
  usePageHead({ title: t('moderation.settings.title') });
  const { user } = useSession();
  const settings = useModerationSettings();
  const update = useUpdateModerationSettings();
  const editable = mayEdit(user?.role);

  const toggle = (kind: ModeratedKind, on: boolean) => {
    update.mutate({ [kind]: on } as Partial<ModerationSettings>, {
      onSuccess: () => notify({ type: 'success', title: { key: 'moderation.settings.saved' }, comment: { key: `moderation.settings.kinds.${kind}` } }),
      onError: () => notify({ type: 'error', title: { key: 'moderation.settings.failed' } }),
    });
  };

  return (
    <>
      <AdminPageHeader
        title={t('moderation.settings.title')}
        description={t('moderation.settings.description')}
        action={
          <Link to={paths.admin.moderation('review')} className="btn-ghost">
            {t('moderation.queue.title')}
          </Link>
        }
      />
      {settings.isPending ? (
        <div role="status" className="flex min-h-32 items-center gap-3 text-ink-700">
          <Spinner size={24} />
          {t('moderation.case.loading')}
        </div>
      ) : settings.isError ? (
        <ErrorState message={t('admin.table.error')} retryLabel={t('admin.table.retry')} onRetry={() => void settings.refetch()} />
      ) : (
        <div className="card max-w-2xl space-y-1 p-2 sm:p-3">
          {!editable ? (
            <div className="p-2">
              <FormAlert tone="info">{t('moderation.settings.readOnly')}</FormAlert>
            </div>
          ) : null}
          {update.isError ? (
            <div className="p-2">
              <FormAlert>{errorMessage(update.error, t('moderation.settings.failed'))}</FormAlert>
            </div>
          ) : null}
          {MODERATED_KINDS.map((kind) => (
            // While saving, the switch shows the state asked for.
            <SettingSwitch
              key={kind}
              kind={kind}
              on={update.isPending && update.variables[kind] !== undefined ? update.variables[kind] : settings.data[kind]}
              disabled={!editable || update.isPending}
              onChange={(on) => toggle(kind, on)}
            />
          ))}
        </div>
      )}
    </>
  );
}

function SettingSwitch({ kind, on, disabled, onChange }: { kind: ModeratedKind; on: boolean; disabled: boolean; onChange(on: boolean): void }) {
  const t = useT();
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl p-3 hover:bg-cream-50">
      <div className="min-w-0">
        <label htmlFor={id} className="font-semibold text-indigo-900">
          {t(`moderation.settings.kinds.${kind}`)}
        </label>
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-ink-700">
          {t(`moderation.settings.hints.${kind}`)}
        </p>
      </div>
      <SwitchInput id={id} name={kind} checked={on} disabled={disabled} onChange={(e) => onChange(e.target.checked)} aria-describedby={`${id}-hint`} className="mt-1" />
    </div>
  );
}
