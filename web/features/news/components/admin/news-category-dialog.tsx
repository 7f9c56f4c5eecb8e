import { useId, useState, type FormEvent } from 'react';
import { newsCategoryBodySchema, type NewsCategoryBody } from '@shared/schemas/news';
import { errorMessage } from '@web/components/form/apply-api-error';
import { FieldError, describedBy } from '@web/components/form/field-error';
import { FormAlert } from '@web/components/form/form-alert';
import { RequiredMark } from '@web/components/form/required-mark';
import { Spinner } from '@web/components/form/submit-button';
import { Dialog } from '@web/components/ui/dialog';
import { ApiError } from '@web/lib/api-client';
import { useT, type Message } from '@web/lib/i18n';

interface NewsCategoryDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  initial?: string;
  onSubmit(body: NewsCategoryBody): Promise<unknown>;
  onClose(): void;
}

/** Create or rename a news category: its title, checked with the shared schema before sending. */
export function NewsCategoryDialog({ open, title, submitLabel, initial = '', onSubmit, onClose }: NewsCategoryDialogProps) {
  const t = useT();
  const id = useId();
  const formId = `${id}-form`;
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);

  // Each opening starts from the current title (state adjusted during render, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setValue(initial);
      setError(undefined);
      setAlert(null);
    }
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    const parsed = newsCategoryBodySchema.safeParse({ title: value });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setBusy(true);
    try {
      await onSubmit(parsed.data);
      onClose();
    } catch (err) {
      const fieldError = err instanceof ApiError ? err.errors?.title : undefined;
      if (fieldError) setError(fieldError);
      else setAlert(errorMessage(err, t('admin.table.error')));
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
      footer={
        <>
          <button type="button" className="btn-ghost" onClick={onClose} disabled={busy}>
            {t('common.dialog.cancel')}
          </button>
          <button type="submit" form={formId} className="btn-primary" disabled={busy} aria-busy={busy || undefined}>
            {busy ? <Spinner /> : null}
            {submitLabel}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-3">
        <div>
          <label htmlFor={`${id}-title`} className="label">
            {t('admin.newsCategories.name')}
            <RequiredMark />
          </label>
          <input
            id={`${id}-title`}
            name="title"
            className="input"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            maxLength={80}
            autoFocus
            autoComplete="off"
            aria-required="true"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(error && `${id}-title-error`)}
          />
          <FieldError id={`${id}-title-error`} message={error} />
        </div>
        {alert ? <FormAlert>{alert}</FormAlert> : null}
      </form>
    </Dialog>
  );
}
