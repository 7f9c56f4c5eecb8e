import { useId } from 'react';
import type { z } from 'zod';
import { FieldError, describedBy } from '@web/components/form/field-error';
import { FormAlert } from '@web/components/form/form-alert';
import { RequiredMark } from '@web/components/form/required-mark';
import { useApiForm } from '@web/components/form/use-api-form';
import { Dialog, DialogFormButtons } from '@web/components/ui/dialog';

type Titles = Record<string, string>;

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
  const id = useId();
  const formId = `${id}-form`;
  const startValues = () => Object.fromEntries(fields.map((f) => [f.name, initial?.[f.name] ?? ''])) as Record<K, string>;
  // The fields are named by the caller: the form holds them as plain strings, the schema says what they must be.
  // Each opening starts from the current titles.
  const { register, formState: { errors, isSubmitting: busy }, alert, submit } = useApiForm<Titles>({ schema: schema as unknown as z.ZodType<Titles, Titles>, defaultValues: startValues(), fields: fields.map((f) => f.name), open });
  const send = submit(async (values) => {
    await onSubmit(values as Record<K, string>);
    onClose();
  });

  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      busy={busy}
      footer={<DialogFormButtons formId={formId} submitLabel={submitLabel} busy={busy} onCancel={onClose} />}
    >
      <form id={formId} onSubmit={send} noValidate className="space-y-3">
        {fields.map((field, i) => (
          <div key={field.name}>
            <label htmlFor={`${id}-${field.name}`} className="label">
              {field.label}
              {field.required ? <RequiredMark /> : null}
            </label>
            <input
              type="text"
              id={`${id}-${field.name}`}
              className="input"
              maxLength={80}
              autoFocus={i === 0}
              autoComplete="off"
              aria-required={field.required ? true : undefined}
              aria-invalid={errors[field.name] ? true : undefined}
              aria-describedby={describedBy(note && !field.required && `${id}-note`, errors[field.name] && `${id}-${field.name}-error`)}
              {...register(field.name)}
            />
            <FieldError id={`${id}-${field.name}-error`} message={errors[field.name]?.message} />
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
