import type { ComponentProps } from 'react';
import { FieldError, describedBy } from '@web/components/form/field-error';
import { FilePicker } from '@web/components/form/file-picker';

type PickedFileFieldProps = Omit<ComponentProps<typeof FilePicker>, 'aria-invalid' | 'aria-describedby'> & {
  label: string;
  hint: string;
  /** A refused pick, or the server's word on the file. */
  error: string | undefined;
  className?: string;
};

/** A file's field in the course editors: its label, the picker, the hint (`${id}-hint`) and the refusal (`${id}-error`). */
export function PickedFileField({ id, label, hint, error, className, ...picker }: PickedFileFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <FilePicker id={id} {...picker} aria-invalid={error ? true : undefined} aria-describedby={describedBy(`${id}-hint`, error && `${id}-error`)} />
      <p id={`${id}-hint`} className="mt-1 text-xs text-ink-500">
        {hint}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
