import { useId, useState, type FormEvent } from 'react';
import { categoryBodySchema } from '@shared/schemas/shop';
import { FieldError, describedBy } from '@web/components/form/field-error';
import { FormAlert } from '@web/components/form/form-alert';
import { RequiredMark } from '@web/components/form/required-mark';
import { Spinner } from '@web/components/form/submit-button';
import { ApiError } from '@web/lib/api-client';
import { useT, type Message } from '@web/lib/i18n';
import { Dialog } from '@web/components/ui/dialog';
import { errorMessage } from '@web/components/form/apply-api-error';
import type { CategoryTitles } from '../api/create-category';

interface CategoryDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  initial?: CategoryTitles;
  onSubmit(titles: CategoryTitles): Promise<unknown>;
  onClose(): void;
}

const EMPTY: CategoryTitles = { title: '', title_ru: '', title_en: '' };
const FIELDS = ['title', 'title_ru', 'title_en'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Create or rename a category: its name in Uzbek (required) and in Russian and English (shown to
 * readers of those languages; empty ones show the Uzbek), checked with the shared schema before sending.
 */
export function CategoryDialog({ open, title, submitLabel, initial = EMPTY, onSubmit, onClose }: CategoryDialogProps) {
  const t = useT();
  const id = useId();
  const formId = `${id}-form`;
  const [values, setValues] = useState<CategoryTitles>(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);

  // Each opening starts from the current titles (state adjusted during render, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setValues(initial);
      setErrors({});
      setAlert(null);
    }
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    const parsed = categoryBodySchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(parsed.data);
      onClose();
    } catch (err) {
      const fieldErrors = err instanceof ApiError ? Object.fromEntries(Object.entries(err.errors).filter(([k]) => (FIELDS as readonly string[]).includes(k))) : {};
      if (Object.keys(fieldErrors).length) setErrors(fieldErrors);
      else setAlert(errorMessage(err, t('admin.table.error')));
    } finally {
      setBusy(false);
    }
  };

  const labels: Record<Field, string> = { title: t('admin.categories.nameUz'), title_ru: t('admin.categories.nameRu'), title_en: t('admin.categories.nameEn') };
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
        {FIELDS.map((field) => (
          <div key={field}>
            <label htmlFor={`${id}-${field}`} className="label">
              {labels[field]}
              {field === 'title' ? <RequiredMark /> : null}
            </label>
            <input
              id={`${id}-${field}`}
              name={field}
              className="input"
              value={values[field]}
              onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
              maxLength={80}
              autoFocus={field === 'title'}
              autoComplete="off"
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={describedBy(field !== 'title' && `${id}-fallback`, errors[field] && `${id}-${field}-error`)}
            />
            <FieldError id={`${id}-${field}-error`} message={errors[field]} />
          </div>
        ))}
        <p id={`${id}-fallback`} className="text-xs text-ink-500">
          {t('admin.categories.nameFallback')}
        </p>
        {alert ? <FormAlert>{alert}</FormAlert> : null}
      </form>
    </Dialog>
  );
}
