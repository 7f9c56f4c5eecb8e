import type { ReactNode } from 'react';
import { SubmitButton } from '@web/components/form/submit-button';
import { useT } from '@web/lib/i18n';

/** The end of a course editor's form: the way out (`cancel`, a link or a button) and the submit, busy while it sends. */
export function EditorActions({ cancel, busy, submitLabel, gap, submitWidth }: { cancel: ReactNode; busy: boolean; submitLabel: string; gap: string; submitWidth: string }) {
  const t = useT();
  return (
    <div className={`flex flex-col-reverse ${gap} sm:flex-row sm:justify-end`}>
      {cancel}
      <SubmitButton busy={busy} busyText={t('admin.courses.saving')} className={`btn-primary ${submitWidth}`}>
        {submitLabel}
      </SubmitButton>
    </div>
  );
}
