import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldFrame, fieldAria } from './field-frame';
import { FilePicker } from './file-picker';

/** Label + select + hint + error, as TextField does for inputs. */
export function SelectField({ label, error, hint, required, children, ...props }: ComponentProps<'select'> & { label: ReactNode; error?: string; hint?: ReactNode }) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <select id={id} className="input disabled:bg-ink-100 disabled:text-ink-700" {...fieldAria(id, { error, hint, required })} {...props}>
        {children}
      </select>
    </FieldFrame>
  );
}

/** Label + textarea + hint + error; the id, when given, is the textarea's (its hint and error ids follow it). */
export function TextAreaField({ label, error, hint, required, id: givenId, ...props }: ComponentProps<'textarea'> & { label: ReactNode; error?: string; hint?: ReactNode }) {
  const auto = useId();
  const id = givenId ?? auto;
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <textarea id={id} rows={4} className="input resize-y" {...fieldAria(id, { error, hint, required })} {...props} />
    </FieldFrame>
  );
}

interface FileFieldProps {
  label: ReactNode;
  name: string;
  accept: string;
  hint?: ReactNode;
  /** A refused pick or the server's word on the file (announced as it appears). */
  error?: string | null;
  /** The picker's button words and what is chosen (see FilePicker). */
  buttonText: string;
  status: string;
  /** The chosen file (the input is emptied after, so the same file can be picked again). */
  onPick(file: File | undefined): void;
  /** What follows the error: the preview, the kept file's link. */
  children?: ReactNode;
}

/** Label + file picker + hint + error, then what the form shows of the file. */
export function FileField({ label, name, accept, hint, error, buttonText, status, onPick, children }: FileFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} labelledBy alertError after={children}>
      <FilePicker
        id={id}
        name={name}
        accept={accept}
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldAria(id, { error, hint })['aria-describedby']}
        buttonText={buttonText}
        status={status}
        onChange={(e) => {
          onPick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </FieldFrame>
  );
}
