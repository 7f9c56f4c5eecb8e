import { useId, useState, type FormEvent } from 'react';
import { categoryBodySchema } from '@shared/schemas/shop';
import { FieldError, describedBy } from '@web/components/form/field-error';
import { FormAlert } from '@web/components/form/form-alert';
import { Spinner } from '@web/components/form/submit-button';
import { ApiError } from '@web/lib/api-client';
import { useT, type Message } from '@web/lib/i18n';
import { Dialog } from '@web/components/ui/dialog';
import { errorMessage } from '@web/components/form/apply-api-error';

interface CategoryDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  initialTitle?: string;
  onSubmit(title: string): Promise<unknown>;
  onClose(): void;
}

/** Create or rename a category: one title field, checked with the shared schema before sending. */
export function CategoryDialog({ open, title, submitLabel, initialTitle = '', onSubmit, onClose }: CategoryDialogProps) {
  const t = useT();
  const id = useId();
  const formId = `${id}-form`;
  const [value, setValue] = useState(initialTitle);
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);

  // Each opening starts from the current title (state adjusted during render, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setValue(initialTitle);
      setError(undefined);
      setAlert(null);
    }
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    const parsed = categoryBodySchema.safeParse({ title: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await onSubmit(parsed.data.title);
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.errors.title) setError(err.errors.title);
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
            {t('admin.categories.name')}
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
