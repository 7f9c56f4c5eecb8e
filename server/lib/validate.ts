import type { z } from 'zod';
import { AppError, VALIDATION_MESSAGE } from './errors';

/**
 * Parses input with a shared zod schema; on failure throws a 400 whose `errors` maps each field to
 * the first of its messages (the spec's Uzbek texts, defined in the schema). Only for multipart form
 * fields (read by readForm) and other input that no route schema can see; bodies, queries and path
 * parameters are declared in the route's schema instead.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown, code = 'validation_failed'): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw new AppError(400, code, VALIDATION_MESSAGE, fieldErrors(result.error.issues));
}

/** {field: first message} from zod issues; an issue of the whole input is under '_'. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : '_';
    errors[field] ??= issue.message;
  }
  return errors;
}
