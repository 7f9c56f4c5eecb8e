import { useId, useState, type FormEvent } from 'react';
import { REJECT_MESSAGE_MAX, REJECT_REASONS, type RejectReason } from '@shared/constants';
import { moderationRejectSchema, type ModerationReject } from '@shared/schemas/moderation';
import { errorMessage } from '@web/components/form/apply-api-error';
import { FieldError, describedBy } from '@web/components/form/field-error';
import { FormAlert } from '@web/components/form/form-alert';
import { Dialog, DialogFormButtons } from '@web/components/ui/dialog';
import { ApiError } from '@web/lib/api-client';
import { useT, type Message } from '@web/lib/i18n';
import { ReasonRadios } from './reason-radios';

interface RejectDialogProps {
  open: boolean;
  /** The dialog's title and button ('Rad etish', or 'Foydalanuvchini bloklash' for a reported user). */
  title: string;
  confirmLabel: string;
  onSubmit(body: { reason: RejectReason; message: string }): Promise<unknown>;
  onClose(): void;
}

/**
 * Reject with one of the preset REJECT_REASONS (radio buttons) and an optional message to the author,
 * checked with the shared moderationRejectSchema; a refusal is shown inside the dialog.
 */
export function RejectDialog({ open, title, confirmLabel, onSubmit, onClose }: RejectDialogProps) {
  const t = useT();
  const id = useId();
  const formId = `${id}-form`;
  const [reason, setReason] = useState<RejectReason | null>(null);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ reason?: Message; message?: Message }>({});
  const [alert, setAlert] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);

  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setReason(null);
      setMessage('');
      setErrors({});
      setAlert(null);
    }
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    const parsed = moderationRejectSchema.safeParse({ reason: reason ?? undefined, message } satisfies Partial<ModerationReject>);
    if (!parsed.success) {
      const found: { reason?: Message; message?: Message } = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        if (field === 'reason' || field === 'message') found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(parsed.data);
    } catch (err) {
      const fieldErrors = err instanceof ApiError ? err.errors : {};
      if (fieldErrors.reason || fieldErrors.message) setErrors({ reason: fieldErrors.reason, message: fieldErrors.message });
      else setAlert(errorMessage(err, t('moderation.case.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      busy={busy}
      footer={<DialogFormButtons formId={formId} submitLabel={confirmLabel} busy={busy} onCancel={onClose} tone="danger" />}
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        <ReasonRadios
          id={id}
          legend={t('moderation.case.rejectReason')}
          reasons={REJECT_REASONS}
          value={reason}
          onChange={setReason}
          label={(code) => t(`moderation.rejectReasons.${code}`)}
          error={errors.reason}
        />
        <div>
          <label htmlFor={`${id}-message`} className="label">
            {t('moderation.case.rejectMessage')}
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            className="input min-h-24"
            value={message}
            maxLength={REJECT_MESSAGE_MAX}
            onChange={(e) => setMessage(e.target.value)}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy(`${id}-message-hint`, errors.message && `${id}-message-error`)}
          />
          <p id={`${id}-message-hint`} className="mt-1 text-xs text-ink-500">
            {t('moderation.case.rejectMessageHint')}
          </p>
          <FieldError id={`${id}-message-error`} message={errors.message} />
        </div>
        {alert ? <FormAlert>{alert}</FormAlert> : null}
      </form>
    </Dialog>
  );
}
