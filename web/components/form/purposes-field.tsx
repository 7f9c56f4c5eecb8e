import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PURPOSES } from '@shared/constants';
import type { Message } from '@web/lib/i18n';
import { usePurposeLabel } from '@web/lib/purposes';
import { FieldError, describedBy } from './field-error';

interface PurposesFieldProps {
  legend: string;
  hint?: string;
  error?: Message;
  /** Two columns from the small breakpoint on (a wide form); one otherwise. */
  twoColumns?: boolean;
  /** The checkboxes' registration (react-hook-form's register('purposes')). */
  field: UseFormRegisterReturn;
}

/** The profile's purposes (spec §9) as checkboxes, in the reader's language, with a hint and the error. */
export function PurposesField({ legend, hint, error, twoColumns, field }: PurposesFieldProps) {
  const purposeLabel = usePurposeLabel();
  const id = useId();
  return (
    <fieldset aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}>
      <legend className="label">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-1 mb-2 text-xs text-ink-500">
          {hint}
        </p>
      ) : null}
      <div className={twoColumns ? 'grid gap-2 sm:grid-cols-2' : 'space-y-2'}>
        {PURPOSES.map((purpose) => (
          <label key={purpose} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-ink-300 bg-white px-4 py-2 has-[:checked]:border-indigo-700 has-[:checked]:bg-indigo-50">
            <input type="checkbox" value={purpose} className="h-4 w-4 shrink-0 accent-indigo-800" {...field} />
            <span>{purposeLabel(purpose)}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
