import { useId, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportTarget } from '@shared/constants';
import { reportCreateSchema, type ReportCreate } from '@shared/schemas/moderation';
import { MSG } from '@shared/validation/messages';
import { applyApiError } from '@web/components/form/apply-api-error';
import { FieldError, describedBy } from '@web/components/form/field-error';
import { FormAlert } from '@web/components/form/form-alert';
import { RequiredMark } from '@web/components/form/required-mark';
import { useOpeningReset } from '@web/components/form/use-opening-reset';
import { Dialog, DialogFormButtons } from '@web/components/ui/dialog';
import { notify } from '@web/features/notifications';
import { useT, type Message } from '@web/lib/i18n';
import { useCreateReport } from '../api/create-report';
import { ReasonRadios } from './reason-radios';

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
  const id = useId();
  const formId = `${id}-form`;
  const create = useCreateReport();
  const [alert, setAlert] = useState<Message | null>(null);
  const start = () => ({ target_kind: targetKind, target_guid: targetGuid, note: '' });
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ReportCreate, unknown, z.output<typeof reportFormSchema>>({ resolver: zodResolver(reportFormSchema), defaultValues: start() });
  const reason = useController({ control, name: 'reason' });
  // Each opening starts afresh.
  useOpeningReset(open, () => {
    reset(start());
    setAlert(null);
  });

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      const answer = await create.mutateAsync(values);
      onClose();
      if (answer.already_reported) notify({ type: 'info', title: { key: 'moderation.report.already' }, comment: subject });
      else notify({ type: 'success', title: { key: 'moderation.report.thanks' }, comment: { key: 'moderation.report.thanksComment' } });
    } catch (err) {
      setAlert(applyApiError(err, setError, ['reason', 'note'] as const));
    }
  });

  const busy = create.isPending;
  const noteRequired = reason.field.value === 'other';
  return (
    <Dialog
      open={open}
      title={t(`moderation.report.titles.${targetKind}`)}
      onClose={onClose}
      busy={busy}
      footer={<DialogFormButtons formId={formId} submitLabel={t('moderation.report.send')} busy={busy} onCancel={onClose} tone="danger" />}
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        <p>{t('moderation.report.intro')}</p>
        <ReasonRadios
          id={id}
          legend={t('moderation.report.reason')}
          reasons={REPORT_REASONS}
          value={reason.field.value ?? null}
          onChange={reason.field.onChange}
          label={(code) => t(`moderation.reportReasons.${code}`)}
          error={errors.reason?.message}
        />
        <div>
          <label htmlFor={`${id}-note`} className="label">
            {t('moderation.report.note')}
            {noteRequired ? <RequiredMark /> : null}
          </label>
          <textarea
            id={`${id}-note`}
            className="input min-h-24"
            maxLength={REPORT_NOTE_MAX}
            placeholder={t('moderation.report.notePlaceholder')}
            aria-required={noteRequired || undefined}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={describedBy(errors.note && `${id}-note-error`)}
            {...register('note')}
          />
          <FieldError id={`${id}-note-error`} message={errors.note?.message} />
        </div>
        {alert ? <FormAlert>{alert}</FormAlert> : null}
      </form>
    </Dialog>
  );
}
