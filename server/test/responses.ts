import { expect } from 'vitest';

interface Answer {
  statusCode: number;
  body: string;
  json(): { errors?: Record<string, string> };
}

/** A 400 in the one error shape (server/plugins/errors.ts) whose field errors are exactly these. */
export function expectFieldErrors(res: Answer, errors: Record<string, string>) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().errors).toEqual(errors);
}

/** A 400 whose field errors include these (others may come with them). */
export function expectFieldErrorsInclude(res: Answer, errors: Record<string, string>) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().errors).toMatchObject(errors);
}
