import type { z } from 'zod';
import { AppError, VALIDATION_MESSAGE } from './errors';

/**
 * Parses input with a shared zod schema; on failure throws a 400 whose `errors` maps each field to
 * the first of its messages (the spec's Uzbek texts, defined in the schema).
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown, code = 'validation_failed'): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : '_';
    errors[field] ??= issue.message;
  }
  throw new AppError(400, code, VALIDATION_MESSAGE, errors);
}
