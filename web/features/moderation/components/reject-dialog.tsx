import { useId, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { REJECT_MESSAGE_MAX, REJECT_REASONS, type RejectReason } from '@shared/constants';
import { moderationRejectSchema, type ModerationReject } from '@shared/schemas/moderation';
import { applyApiError } from '@web/components/form/apply-api-error';
import { FieldError, describedBy } from '@web/components/form/field-error';
import { FormAlert } from '@web/components/form/form-alert';
import { useOpeningReset } from '@web/components/form/use-opening-reset';
import { Dialog, DialogFormButtons } from '@web/components/ui/dialog';
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

const EMPTY = { message: '' };

/**
 * Reject with one of the preset REJECT_REASONS (radio buttons) and an optional message to the author,
 * checked with the shared moderationRejectSchema; a refusal is shown inside the dialog.
 */
export function RejectDialog({ open, title, confirmLabel, onSubmit, onClose }: RejectDialogProps) {
  const t = useT();
  const id = useId();
  const formId = `${id}-form`;
  const [alert, setAlert] = useState<Message | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting: busy },
  } = useForm<ModerationReject, unknown, z.output<typeof moderationRejectSchema>>({ resolver: zodResolver(moderationRejectSchema), defaultValues: EMPTY });
  const reason = useController({ control, name: 'reason' });
  useOpeningReset(open, () => {
    reset(EMPTY);
    setAlert(null);
  });

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      await onSubmit(values);
    } catch (err) {
      setAlert(applyApiError(err, setError, ['reason', 'message'] as const));
    }
  });

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
          value={reason.field.value ?? null}
          onChange={reason.field.onChange}
          label={(code) => t(`moderation.rejectReasons.${code}`)}
          error={errors.reason?.message}
        />
        <div>
          <label htmlFor={`${id}-message`} className="label">
            {t('moderation.case.rejectMessage')}
          </label>
          <textarea
            id={`${id}-message`}
            className="input min-h-24"
            maxLength={REJECT_MESSAGE_MAX}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy(`${id}-message-hint`, errors.message && `${id}-message-error`)}
            {...register('message')}
          />
          <p id={`${id}-message-hint`} className="mt-1 text-xs text-ink-500">
            {t('moderation.case.rejectMessageHint')}
          </p>
          <FieldError id={`${id}-message-error`} message={errors.message?.message} />
        </div>
        {alert ? <FormAlert>{alert}</FormAlert> : null}
      </form>
    </Dialog>
  );
}
