import type { ReactNode } from 'react';
import type { Message } from '@web/lib/i18n';
import { FieldError, describedBy } from './field-error';
import { RequiredMark } from './required-mark';

interface FieldFrameProps {
  /** The control's id; the hint and the error are `${id}-hint` and `${id}-error`. */
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: Message | null;
  /** The label is a plain text the control names itself by (`${id}-label`), for a control a <label> cannot point at. */
  labelledBy?: boolean;
  /** The error is announced as it appears (for an error set outside a submit, e.g. a refused file). */
  alertError?: boolean;
  /** The control. */
  children: ReactNode;
  /** What follows the error (e.g. a preview). */
  after?: ReactNode;
}

/** A field's frame: label (with the required mark), the control, its hint and its error. */
export function FieldFrame({ id, label, required, hint, error, labelledBy, alertError, children, after }: FieldFrameProps) {
  return (
    <div>
      {labelledBy ? (
        <span className="label" id={`${id}-label`}>
          {label}
          {required && <RequiredMark />}
        </span>
      ) : (
        <label htmlFor={id} className="label">
          {label}
          {required && <RequiredMark />}
        </label>
      )}
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-500">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error ?? undefined} role={alertError ? 'alert' : undefined} />
      {after}
    </div>
  );
}

/** The aria attributes of a field's control, matching FieldFrame's hint and error ids. */
export function fieldAria(id: string, { error, hint, required }: { error?: unknown; hint?: unknown; required?: boolean }, ...more: Array<string | undefined>) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
    'aria-describedby': describedBy(hint ? `${id}-hint` : null, error ? `${id}-error` : null, ...more),
  } as const;
}
