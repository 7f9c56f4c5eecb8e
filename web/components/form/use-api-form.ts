import { useState } from 'react';
import { useForm, type FieldPath, type FieldValues, type Resolver, type SubmitErrorHandler, type UseFormProps } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod/v4/core';
import type { Message } from '@web/lib/i18n';
import { applyApiError } from './apply-api-error';
import { useOpeningReset } from './use-opening-reset';

type ApiFormOptions<I extends FieldValues, O> = Omit<UseFormProps<I, unknown, O>, 'resolver'> &
  (
    | {
        /** The shared zod schema the current values are checked with at every submit. */
        schema: z.$ZodType<O, I>;
        resolver?: never;
      }
    | {
        /** For a form whose held values the schema does not type (uploads, rules across fields): its own resolver. */
        resolver: Resolver<I, unknown, O>;
        schema?: never;
      }
  ) & {
    /** The inputs a refusal's field errors may attach to (see applyApiError). */
    fields: readonly NoInfer<FieldPath<I>>[];
    /** Error codes without field details, mapped to their input (users.phone_taken → phone). */
    codeFields?: Record<string, NoInfer<FieldPath<I>>>;
    /** The API's field names where the form's differ (title → name). */
    rename?: Readonly<Record<string, NoInfer<FieldPath<I>>>>;
    /** The form's own text for a failure with no answer (a network failure). */
    fallback?: Message;
    /** Inputs the form holds outside react-hook-form (a picked file): their field errors go to these. */
    outside?: Readonly<Record<string, (message: string) => void>>;
    /** Takes a refusal the form shows elsewhere (a refused photo beside its input): true, and the alert stays empty. */
    takeError?(error: unknown): boolean;
    /** Called with the alert's message when a refusal shows one. */
    onAlert?(message: Message): void;
    /** A dialog's form: each opening starts afresh (its default values, no alert). */
    open?: boolean;
  };

/**
 * A form that sends to the API: react-hook-form with the zod resolver, plus the form's alert. `submit`
 * wraps a send the way handleSubmit does: the alert is cleared, and a thrown refusal is spread over
 * the form by applyApiError (field errors at their inputs, the rest as the alert).
 */
export function useApiForm<I extends FieldValues, O = I>({ schema, resolver, fields, codeFields, rename, fallback, outside = {}, takeError, onAlert, open, ...props }: ApiFormOptions<I, O>) {
  const [alert, setAlert] = useState<Message | null>(null);
  const form = useForm<I, unknown, O>({ ...props, resolver: resolver ?? zodResolver(schema as z.$ZodType<O, I>) });
  useOpeningReset(open ?? false, () => {
    form.reset(props.defaultValues as I);
    setAlert(null);
  });
  const setField = (name: string, error: { type: string; message: string }, options?: { shouldFocus: boolean }) => {
    if (outside[name]) outside[name](error.message);
    else form.setError(name as FieldPath<I>, error, options);
  };
  const submit = (send: (values: O) => unknown, onInvalid?: SubmitErrorHandler<I>) =>
    form.handleSubmit(async (values) => {
      setAlert(null);
      try {
        await send(values);
      } catch (err) {
        const message = takeError?.(err) ? null : applyApiError<string>(err, setField, [...fields, ...Object.keys(outside)], codeFields, { rename, fallback });
        setAlert(message);
        if (message) onAlert?.(message);
      }
    }, onInvalid);
  return { ...form, alert, setAlert, submit };
}
