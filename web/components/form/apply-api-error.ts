import { ApiError } from '@web/lib/api-client';
import type { Message } from '@web/lib/i18n';

/** A failed request as a Message: its code (with params, the server's text as fallback), or `fallback` for a failure with no answer. */
export function errorMessage(error: unknown, fallback: Message = 'unknown_error'): Message {
  if (!(error instanceof ApiError) || error.status === 0) return error instanceof ApiError ? error.code : fallback;
  return { code: error.code, params: error.params, text: error.message };
}

/**
 * Spreads a failed request over a form: field errors of the answer (ApiError.errors, validation
 * codes) go to the inputs of the same name via react-hook-form's setError, shown in the reader's
 * language by FieldError; anything left (a code for no field, a field this form has not got, a
 * network failure) comes back as the Message for the form's alert (FormAlert shows it).
 * `codeFields` maps error codes without field details to their input (e.g. users.phone_taken → phone);
 * `options.rename` maps the API's field names to the form's where they differ (title → name);
 * `options.fallback` is the form's own text for a failure with no answer (a network failure).
 */
export function applyApiError<F extends string>(
  error: unknown,
  setError: (name: F, error: { type: string; message: string }, options?: { shouldFocus: boolean }) => void,
  fields: readonly F[],
  codeFields: Record<string, F> = {},
  options: { rename?: Readonly<Record<string, F>>; fallback?: Message } = {},
): Message | null {
  if (!(error instanceof ApiError)) return options.fallback ?? 'unknown_error';
  let attached = 0;
  const stray: string[] = [];
  for (const [apiName, code] of Object.entries(error.errors ?? {})) {
    const name = options.rename?.[apiName] ?? apiName;
    if ((fields as readonly string[]).includes(name)) {
      setError(name as F, { type: 'server', message: code }, { shouldFocus: attached === 0 });
      attached++;
    } else stray.push(code);
  }
  if (attached === 0 && codeFields[error.code]) {
    setError(codeFields[error.code], { type: 'server', message: error.code }, { shouldFocus: true });
    return null;
  }
  if (attached > 0 && stray.length === 0) return null;
  if (stray.length && attached > 0) return stray[0];
  return error.status === 0 && options.fallback ? options.fallback : errorMessage(error);
}
