/**
 * An input's error text. The input points at it with aria-describedby (see describedBy) and carries
 * aria-invalid, so screen readers read the message when the field is focused after a failed submit.
 */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error">
      {message}
    </p>
  );
}

/** Joins the ids of the texts that describe an input, skipping the absent ones. */
export const describedBy = (...ids: Array<string | false | null | undefined>): string | undefined => {
  const list = ids.filter(Boolean) as string[];
  return list.length ? list.join(' ') : undefined;
};
