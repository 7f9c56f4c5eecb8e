import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldFrame, fieldAria } from './field-frame';

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
  const props: ComponentProps<'input'> = {
    ...input,
    id: inputId,
    className: className ?? 'input',
    ...fieldAria(inputId, { error, hint, required }, input['aria-describedby']),
  };
  return (
    <FieldFrame id={inputId} label={label} required={required} hint={hint} error={error}>
      {/* A plain field says it is text: every input's type is explicit (html-validate's no-implicit-input-type). */}
      {As ? <As {...props} /> : <input type="text" {...props} />}
    </FieldFrame>
  );
}
