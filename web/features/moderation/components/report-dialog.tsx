import { useId, useState, type FormEvent } from 'react';
import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportReason, type ReportTarget } from '@shared/constants';
import { reportCreateSchema } from '@shared/schemas/moderation';
import { MSG } from '@shared/validation/messages';
import { errorMessage } from '@web/components/form/apply-api-error';
import { FieldError, describedBy } from '@web/components/form/field-error';
import { FormAlert } from '@web/components/form/form-alert';
import { RequiredMark } from '@web/components/form/required-mark';
import { Dialog, DialogFormButtons } from '@web/components/ui/dialog';
import { notify } from '@web/features/notifications';
import { ApiError } from '@web/lib/api-client';
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
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ reason?: Message; note?: Message }>({});
  const [alert, setAlert] = useState<Message | null>(null);

  // Each opening starts afresh (state adjusted during render, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setReason(null);
      setNote('');
      setErrors({});
      setAlert(null);
    }
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    const parsed = reportCreateSchema.safeParse({ target_kind: targetKind, target_guid: targetGuid, reason: reason ?? undefined, note });
    const found: { reason?: Message; note?: Message } = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        if (field === 'reason' || field === 'note') found[field] ??= issue.message;
      }
    }
    if (reason === 'other' && !note.trim()) found.note ??= MSG.reportNoteRequired;
    setErrors(found);
    if (!parsed.success || found.reason || found.note) return;
    try {
      const answer = await create.mutateAsync(parsed.data);
      onClose();
      if (answer.already_reported) notify({ type: 'info', title: { key: 'moderation.report.already' }, comment: subject });
      else notify({ type: 'success', title: { key: 'moderation.report.thanks' }, comment: { key: 'moderation.report.thanksComment' } });
    } catch (err) {
      const fieldErrors = err instanceof ApiError ? err.errors : {};
      if (fieldErrors.reason || fieldErrors.note) setErrors({ reason: fieldErrors.reason, note: fieldErrors.note });
      else setAlert(errorMessage(err, t('moderation.report.failed')));
    }
  };

  const busy = create.isPending;
  const noteRequired = reason === 'other';
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
          value={reason}
          onChange={setReason}
          label={(code) => t(`moderation.reportReasons.${code}`)}
          error={errors.reason}
        />
        <div>
          <label htmlFor={`${id}-note`} className="label">
            {t('moderation.report.note')}
            {noteRequired ? <RequiredMark /> : null}
          </label>
          <textarea
            id={`${id}-note`}
            name="note"
            className="input min-h-24"
            value={note}
            maxLength={REPORT_NOTE_MAX}
            onChange={(e) => setNote(e.target.value)}
            placeholder={t('moderation.report.notePlaceholder')}
            aria-required={noteRequired || undefined}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={describedBy(errors.note && `${id}-note-error`)}
          />
          <FieldError id={`${id}-note-error`} message={errors.note} />
        </div>
        {alert ? <FormAlert>{alert}</FormAlert> : null}
      </form>
    </Dialog>
  );
}
