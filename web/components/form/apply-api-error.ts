import { ApiError } from '@web/lib/api-client';

const FALLBACK = "Xatolik yuz berdi. Qayta urinib ko'ring";

/**
 * Spreads a failed request over a form: field errors of the answer (ApiError.errors) go to the
 * inputs of the same name via react-hook-form's setError; anything left (a message for no field, a
 * field this form has not got, a network failure) comes back as the text for the form's alert.
 * `codeFields` maps error codes without field details to their input (e.g. users.phone_taken → phone);
 * `options.rename` maps the API's field names to the form's where they differ (title → name);
 * `options.fallback` is the form's own text for a failure with no message (a network failure).
 */
export function applyApiError<F extends string>(
  error: unknown,
  setError: (name: F, error: { type: string; message: string }, options?: { shouldFocus: boolean }) => void,
  fields: readonly F[],
  codeFields: Record<string, F> = {},
  options: { rename?: Readonly<Record<string, F>>; fallback?: string } = {},
): string | null {
  const fallback = options.fallback ?? FALLBACK;
  if (!(error instanceof ApiError)) return fallback;
  let attached = 0;
  const stray: string[] = [];
  for (const [apiName, message] of Object.entries(error.errors ?? {})) {
    const name = options.rename?.[apiName] ?? apiName;
    if ((fields as readonly string[]).includes(name)) {
      setError(name as F, { type: 'server', message }, { shouldFocus: attached === 0 });
      attached++;
    } else stray.push(message);
  }
  if (attached === 0 && codeFields[error.code]) {
    setError(codeFields[error.code], { type: 'server', message: error.message }, { shouldFocus: true });
    return null;
  }
  if (attached > 0 && stray.length === 0) return null;
  return stray.length && attached > 0 ? stray.join(' ') : error.message || fallback;
}
