import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldError, describedBy } from '@web/components/form/field-error';
import { RequiredMark } from '@web/components/form/required-mark';

/** Label + select + error, as TextField does for inputs. */
export function SelectField({ label, error, hint, required, children, ...props }: ComponentProps<'select'> & { label: ReactNode; error?: string; hint?: ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
        {required && <RequiredMark />}
      </label>
      <select
        id={id}
        className="input disabled:bg-ink-100 disabled:text-ink-700"
        aria-invalid={error ? true : undefined}
        aria-required={required ? true : undefined}
        aria-describedby={describedBy(hint ? `${id}-hint` : null, error ? `${id}-error` : null)}
        {...props}
      >
        {children}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-500">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** Label + textarea + error. */
export function TextAreaField({ label, error, required, ...props }: ComponentProps<'textarea'> & { label: ReactNode; error?: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
        {required && <RequiredMark />}
      </label>
      <textarea
        id={id}
        rows={4}
        className="input resize-y"
        aria-invalid={error ? true : undefined}
        aria-required={required ? true : undefined}
        aria-describedby={describedBy(error && `${id}-error`)}
        {...props}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
