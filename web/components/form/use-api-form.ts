import { useEffect, useState } from 'react';
import { useForm, type FieldPath, type FieldValues, type Resolver, type SubmitErrorHandler, type UseFormProps } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod/v4/core';
import { useHydrated } from '@web/lib/hydrated';
import type { Message } from '@web/lib/i18n';
import { applyApiError } from './apply-api-error';
import { useOpeningReset } from './use-opening-reset';

type ApiFormOptions<I extends FieldValues, O> = Omit<UseFormProps<I, unknown, O>, 'resolver'> &
  (
    | {
        /** The shared zod schema the current values are checked with at every submit. */
        schema: z.$ZodType<O, I>;
        resolver?: never;
        loadSchema?: never;
      }
    | {
        /** For a form whose held values the schema does not type (uploads, rules across fields): its own resolver. */
        resolver: Resolver<I, unknown, O>;
        schema?: never;
        loadSchema?: never;
      }
    | {
        /**
         * The shared zod schema, imported when the form is first drawn instead of with the page: zod
         * (~30 KB gzip) stays out of a page's first load (issue 42; the sign-in page). The same checks
         * at every submit, once it has arrived (a submit before then waits for it).
         */
        loadSchema: () => Promise<z.$ZodType<O, I>>;
        schema?: never;
        resolver?: never;
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
export function useApiForm<I extends FieldValues, O = I>({ schema, loadSchema, resolver, fields, codeFields, rename, fallback, outside = {}, takeError, onAlert, open, ...props }: ApiFormOptions<I, O>) {
  const [alert, setAlert] = useState<Message | null>(null);
  const [lazyResolver] = useState(() => (loadSchema ? lazySchemaResolver(loadSchema) : null));
  useEffect(() => void lazyResolver?.preload(), [lazyResolver]);
  const form = useForm<I, unknown, O>({ ...props, resolver: resolver ?? lazyResolver?.resolver ?? zodResolver(schema as z.$ZodType<O, I>) });
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
  // A form the server rendered can be typed into before the page's script starts (a phone on a slow
  // network): react-hook-form sets each input to its default as it takes it in, so what was typed is
  // read first and given back. Only while the page hydrates: a form drawn in the browser starts empty.
  const hydrated = useHydrated();
  const register: typeof form.register = (name, options) => {
    const field = form.register(name, options);
    if (hydrated) return field;
    return {
      ...field,
      ref: (element) => {
        const typed = typedBeforeStart(element);
        field.ref(element);
        if (typed !== null) form.setValue(name, typed as never, { shouldDirty: true });
      },
    };
  };
  return { ...form, register, alert, setAlert, submit };
}

const UNTYPED_INPUTS = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'button', 'reset', 'image']);

/** The text the reader typed into a server-rendered input or text area (not its rendered value), or null. */
function typedBeforeStart(element: unknown): string | null {
  if (typeof HTMLElement === 'undefined') return null;
  const typable = (element instanceof HTMLInputElement && !UNTYPED_INPUTS.has(element.type)) || element instanceof HTMLTextAreaElement;
  return typable && element.value !== '' && element.value !== element.defaultValue ? element.value : null;
}

/**
 * The zod resolver of a schema imported on demand: asked for once (`preload`, when the form is drawn),
 * awaited by the first check that comes before it. A schema whose code could not be fetched (the
 * network gone) checks nothing here and leaves the values to the API, which checks them the same
 * way and whose refusal the form shows, as it shows a send that fails; it is asked for again next time.
 */
export function lazySchemaResolver<I extends FieldValues, O>(loadSchema: () => Promise<z.$ZodType<O, I>>) {
  let loaded: Promise<Resolver<I, unknown, O> | null> | null = null;
  const preload = () =>
    (loaded ??= loadSchema().then(
      (schema) => zodResolver(schema),
      () => {
        loaded = null;
        return null;
      },
    ));
  const resolver: Resolver<I, unknown, O> = async (values, context, options) => {
    const check = await preload();
    return check ? check(values, context, options) : { values: values as unknown as O, errors: {} };
  };
  return { preload, resolver };
}
