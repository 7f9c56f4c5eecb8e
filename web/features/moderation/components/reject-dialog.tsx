import { useController } from 'react-hook-form';
import { REJECT_MESSAGE_MAX, REJECT_REASONS, type RejectReason } from '@shared/constants';
import { moderationRejectSchema } from '@shared/schemas/moderation';
import { useApiForm } from '@web/components/form/use-api-form';
import { useT } from '@web/lib/i18n';
import { ReasonDialog } from './reason-dialog';

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
  const { register, control, formState, alert, submit } = useApiForm({ schema: moderationRejectSchema, defaultValues: { message: '' }, fields: ['reason', 'message'], open });
  const reason = useController({ control, name: 'reason' });
  return (
    <ReasonDialog
      open={open}
      title={title}
      submitLabel={confirmLabel}
      busy={formState.isSubmitting}
      onClose={onClose}
      onSubmit={submit(onSubmit)}
      legend={t('moderation.case.rejectReason')}
      reasons={REJECT_REASONS}
      reason={reason.field.value ?? null}
      onReason={reason.field.onChange}
      reasonLabel={(code) => t(`moderation.rejectReasons.${code}`)}
      reasonError={formState.errors.reason?.message}
      text={register('message')}
      textLabel={t('moderation.case.rejectMessage')}
      textMax={REJECT_MESSAGE_MAX}
      textHint={t('moderation.case.rejectMessageHint')}
      textError={formState.errors.message?.message}
      alert={alert}
    />
  );
}
