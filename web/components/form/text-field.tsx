import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldError, describedBy } from './field-error';
import { RequiredMark } from './required-mark';

type Props = ComponentProps<'input'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Must be filled in: an asterisk after the label and aria-required (the form's rules do the checking). */
  required?: boolean;
  /** Renders the input through this instead of a plain <input> (PhoneInput, PasswordInput). */
  as?: (props: ComponentProps<'input'>) => ReactNode;
};

/** Label + input + hint + error, wired together for assistive technology. */
export function TextField({ label, error, hint, as: As, id, className, required, ...input }: Props) {
  const auto = useId();
  const inputId = id ?? `${input.name ?? 'f'}-${auto}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const props: ComponentProps<'input'> = {
    ...input,
    id: inputId,
    className: className ?? 'input',
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
    'aria-describedby': describedBy(hint ? hintId : null, error ? errorId : null, input['aria-describedby']),
  };
  return (
    <div>
      <label htmlFor={inputId} className="label">
        {label}
        {required && <RequiredMark />}
      </label>
      {As ? <As {...props} /> : <input {...props} />}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-ink-500">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
