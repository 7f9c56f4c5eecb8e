import type { ReactNode } from 'react';
import { SubmitButton } from '@web/components/form/submit-button';
import { useT } from '@web/lib/i18n';

/** The end of a course editor's form: the way out (`cancel`, a link or a button) and the submit, busy while it sends; `compact` in a lesson's form. */
export function EditorActions({ cancel, busy, submitLabel, compact = false }: { cancel: ReactNode; busy: boolean; submitLabel: string; compact?: boolean }) {
  const t = useT();
  return (
    <div className={`flex flex-col-reverse ${compact ? 'gap-2' : 'gap-3'} sm:flex-row sm:justify-end`}>
      {cancel}
      <SubmitButton busy={busy} busyText={t('admin.courses.saving')} className={`btn-primary ${compact ? 'sm:min-w-36' : 'sm:min-w-40'}`}>
        {submitLabel}
      </SubmitButton>
    </div>
  );
}
