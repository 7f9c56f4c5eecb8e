import type { FieldErrors, FieldValues, UseFormRegister } from 'react-hook-form';
import { useMessageText, type Message } from '@web/lib/i18n';

/**
 * An input's error text: a validation code (from the shared zod rules or the API's field errors) or
 * an error code, shown in the reader's language. The input points at it with aria-describedby (see
 * describedBy) and carries aria-invalid, so screen readers read the message when the field is
 * focused after a failed submit.
 */
export function FieldError({ id, message, role }: { id: string; message?: Message; role?: 'alert' }) {
  const text = useMessageText();
  if (!message) return null;
  return (
    <p id={id} className="field-error" role={role}>
      {text(message)}
    </p>
  );
}

/** Joins the ids of the texts that describe an input, skipping the absent ones. */
export const describedBy = (...ids: Array<string | false | null | undefined>): string | undefined => {
  const list = ids.filter(Boolean) as string[];
  return list.length ? list.join(' ') : undefined;
};

/** The id of a field's error text in a form whose inputs' ids start with `formId` (`${formId}-${name}`). */
export const fieldErrorId = (formId: string, name: string) => `${formId}-${name}-error`;

/** What a named section of a form is drawn with: the form's register and errors, and the id its inputs' ids start with. */
export interface FormSectionProps<T extends FieldValues> {
  id: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}
