import { useId, type FormEventHandler, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, describedBy } from '@web/components/form/field-error';
import { FormAlert } from '@web/components/form/form-alert';
import { RequiredMark } from '@web/components/form/required-mark';
import { Dialog, DialogFormButtons } from '@web/components/ui/dialog';
import type { Message } from '@web/lib/i18n';
import { ReasonRadios } from './reason-radios';

interface ReasonDialogProps<R extends string> {
  open: boolean;
  title: string;
  submitLabel: string;
  busy: boolean;
  onClose(): void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** What stands above the reasons. */
  intro?: ReactNode;
  /** The reasons: the legend, the list, the chosen one, the words of each and the error. */
  legend: string;
  reasons: readonly R[];
  reason: NoInfer<R> | null;
  onReason(reason: NoInfer<R>): void;
  reasonLabel(reason: R): string;
  reasonError?: Message;
  /** The free text under the reasons (a message to the author, a note): its input, words and error. */
  text: UseFormRegisterReturn;
  textLabel: string;
  textMax: number;
  textRequired?: boolean;
  textHint?: string;
  textPlaceholder?: string;
  textError?: Message;
  alert: Message | null;
}

/**
 * The body of a moderation dialog (a report, a rejection): one preset reason as radio buttons, a text
 * under them, the form's alert, and a red submit in the footer.
 */
export function ReasonDialog<R extends string>(props: ReasonDialogProps<R>) {
  const { open, title, submitLabel, busy, onClose, onSubmit, intro, text, textLabel, textMax, textRequired, textHint, textPlaceholder, textError, alert } = props;
  const id = useId();
  const formId = `${id}-form`;
  const textId = `${id}-${text.name}`;
  return (
    <Dialog open={open} title={title} onClose={onClose} busy={busy} footer={<DialogFormButtons formId={formId} submitLabel={submitLabel} busy={busy} onCancel={onClose} tone="danger" />}>
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        {intro ? <p>{intro}</p> : null}
        <ReasonRadios id={id} legend={props.legend} reasons={props.reasons} value={props.reason} onChange={props.onReason} label={props.reasonLabel} error={props.reasonError} />
        <div>
          <label htmlFor={textId} className="label">
            {textLabel}
            {textRequired ? <RequiredMark /> : null}
          </label>
          <textarea
            id={textId}
            className="input min-h-24"
            maxLength={textMax}
            placeholder={textPlaceholder}
            aria-required={textRequired || undefined}
            aria-invalid={textError ? true : undefined}
            aria-describedby={describedBy(textHint && `${textId}-hint`, textError && `${textId}-error`)}
            {...text}
          />
          {textHint ? (
            <p id={`${textId}-hint`} className="mt-1 text-xs text-ink-500">
              {textHint}
            </p>
          ) : null}
          <FieldError id={`${textId}-error`} message={textError} />
        </div>
        {alert ? <FormAlert>{alert}</FormAlert> : null}
      </form>
    </Dialog>
  );
}
