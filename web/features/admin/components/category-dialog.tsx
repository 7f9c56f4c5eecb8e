import { useId, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { errorMessage } from '@web/components/form/apply-api-error';
import { FieldError, describedBy } from '@web/components/form/field-error';
import { FormAlert } from '@web/components/form/form-alert';
import { RequiredMark } from '@web/components/form/required-mark';
import { Dialog, DialogFormButtons } from '@web/components/ui/dialog';
import { ApiError } from '@web/lib/api-client';
import { useT, type Message } from '@web/lib/i18n';

/** One title field of a category: its body name, label, and whether it must be filled in. */
export interface CategoryField<K extends string> {
  name: K;
  label: string;
  required?: boolean;
}

export interface CategoryDialogProps<K extends string> {
  open: boolean;
  title: string;
  submitLabel: string;
  /** The title fields, in order; the first is focused. */
  fields: readonly CategoryField<K>[];
  /** The shared schema of the body, checked before sending. */
  schema: z.ZodType<Record<K, string>>;
  /** A note under the fields that the optional ones point at (e.g. what an empty translation shows). */
  note?: string;
  initial?: Partial<Record<K, string>>;
  onSubmit(values: Record<K, string>): Promise<unknown>;
  onClose(): void;
}

/**
 * Create or rename a category (the shop's, the news'): its title fields, checked with the shared schema
 * before sending; the server's field errors are shown at their fields, anything else above the buttons.
 */
export function CategoryDialog<K extends string>({ open, title, submitLabel, fields, schema, note, initial, onSubmit, onClose }: CategoryDialogProps<K>) {
  const t = useT();
  const id = useId();
  const formId = `${id}-form`;
  const startValues = () => Object.fromEntries(fields.map((f) => [f.name, initial?.[f.name] ?? ''])) as Record<K, string>;
  const [values, setValues] = useState<Record<K, string>>(startValues);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [alert, setAlert] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);

  // Each opening starts from the current titles (state adjusted during render, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setValues(startValues());
      setErrors({});
      setAlert(null);
    }
  }

  const names: readonly string[] = fields.map((f) => f.name);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found as Partial<Record<K, string>>);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(parsed.data);
      onClose();
    } catch (err) {
      const fieldErrors = err instanceof ApiError ? Object.fromEntries(Object.entries(err.errors ?? {}).filter(([k]) => names.includes(k))) : {};
      if (Object.keys(fieldErrors).length) setErrors(fieldErrors as Partial<Record<K, string>>);
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
      footer={<DialogFormButtons formId={formId} submitLabel={submitLabel} busy={busy} onCancel={onClose} />}
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-3">
        {fields.map((field, i) => (
          <div key={field.name}>
            <label htmlFor={`${id}-${field.name}`} className="label">
              {field.label}
              {field.required ? <RequiredMark /> : null}
            </label>
            <input
              type="text"
              id={`${id}-${field.name}`}
              name={field.name}
              className="input"
              value={values[field.name]}
              onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
              maxLength={80}
              autoFocus={i === 0}
              autoComplete="off"
              aria-required={field.required ? true : undefined}
              aria-invalid={errors[field.name] ? true : undefined}
              aria-describedby={describedBy(note && !field.required && `${id}-note`, errors[field.name] && `${id}-${field.name}-error`)}
            />
            <FieldError id={`${id}-${field.name}-error`} message={errors[field.name]} />
          </div>
        ))}
        {note ? (
          <p id={`${id}-note`} className="text-xs text-ink-500">
            {note}
          </p>
        ) : null}
        {alert ? <FormAlert>{alert}</FormAlert> : null}
      </form>
    </Dialog>
  );
}
