import { FieldError } from '@web/components/form/field-error';
import { RequiredMark } from '@web/components/form/required-mark';
import type { Message } from '@web/lib/i18n';

interface ReasonRadiosProps<R extends string> {
  /** The base of the field's ids (useId of the dialog). */
  id: string;
  legend: string;
  reasons: readonly R[];
  value: NoInfer<R> | null;
  onChange(reason: NoInfer<R>): void;
  /** The words of each reason, in the reader's language. */
  label(reason: R): string;
  error?: Message;
}

/** A required choice of one preset reason (a report's, a rejection's) as radio buttons, the first focused. */
export function ReasonRadios<R extends string>({ id, legend, reasons, value, onChange, label, error }: ReasonRadiosProps<R>) {
  return (
    <fieldset aria-describedby={error ? `${id}-reason-error` : undefined}>
      <legend className="label">
        {legend}
        <RequiredMark />
      </legend>
      <div className="mt-1 space-y-1">
        {reasons.map((code, i) => (
          <label key={code} className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-cream-100">
            <input
              type="radio"
              name="reason"
              value={code}
              checked={value === code}
              onChange={() => onChange(code)}
              className="h-4 w-4 shrink-0 accent-indigo-800"
              autoFocus={i === 0}
              aria-invalid={error ? true : undefined}
            />
            <span className="text-ink-900">{label(code)}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-reason-error`} message={error} />
    </fieldset>
  );
}
