import { useController } from 'react-hook-form';
import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportTarget } from '@shared/constants';
import { reportCreateSchema } from '@shared/schemas/moderation';
import { MSG } from '@shared/validation/messages';
import { useApiForm } from '@web/components/form/use-api-form';
import { notify } from '@web/features/notifications/notify';
import { useT } from '@web/lib/i18n';
import { useCreateReport } from '../api/create-report';
import { ReasonDialog } from './reason-dialog';

export interface ReportDialogProps {
  open: boolean;
  targetKind: ReportTarget;
  targetGuid: string;
  /** What is reported, as the reader sees it (a product's title, a person's name): the toast's comment. */
  subject?: string;
  onClose(): void;
}

/** The report body's schema, and the note the server requires for the reason 'other' (report_note_required). */
const reportFormSchema = reportCreateSchema.refine((v) => v.reason !== 'other' || v.note !== '', { path: ['note'], message: MSG.reportNoteRequired });

/**
 * The report form: one of REPORT_REASONS (radio buttons) and a note, required when the reason is
 * 'other'; checked with the shared reportCreateSchema before sending. A new report closes the dialog
 * with a thank-you toast; a repeated one says it was already reported; a refusal (reporting one's own
 * content) is shown inside the dialog.
 */
export function ReportDialog({ open, targetKind, targetGuid, subject, onClose }: ReportDialogProps) {
  const t = useT();
  const create = useCreateReport();
  // Each opening starts afresh.
  const { register, control, formState, alert, submit } = useApiForm({
    schema: reportFormSchema,
    defaultValues: { target_kind: targetKind, target_guid: targetGuid, note: '' },
    fields: ['reason', 'note'],
    open,
  });
  const reason = useController({ control, name: 'reason' });

  const send = submit(async (values) => {
    const answer = await create.mutateAsync(values);
    onClose();
    if (answer.already_reported) notify({ type: 'info', title: { key: 'moderation.report.already' }, comment: subject });
    else notify({ type: 'success', title: { key: 'moderation.report.thanks' }, comment: { key: 'moderation.report.thanksComment' } });
  });

  return (
    <ReasonDialog
      open={open}
      title={t(`moderation.report.titles.${targetKind}`)}
      submitLabel={t('moderation.report.send')}
      busy={create.isPending}
      onClose={onClose}
      onSubmit={send}
      intro={t('moderation.report.intro')}
      legend={t('moderation.report.reason')}
      reasons={REPORT_REASONS}
      reason={reason.field.value ?? null}
      onReason={reason.field.onChange}
      reasonLabel={(code) => t(`moderation.reportReasons.${code}`)}
      reasonError={formState.errors.reason?.message}
      text={register('note')}
      textLabel={t('moderation.report.note')}
      textMax={REPORT_NOTE_MAX}
      textRequired={reason.field.value === 'other'}
      textPlaceholder={t('moderation.report.notePlaceholder')}
      textError={formState.errors.note?.message}
      alert={alert}
    />
  );
}
