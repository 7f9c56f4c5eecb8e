/**
 * Coded errors. Services throw them; the error plugin turns them into the API's one error shape:
 * {code, message, params?, errors?: {field: code}}. Clients show their own text for `code` (with
 * `params`) and for each field's validation code; `message` is the Uzbek text for API readers.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (code: string, message: string, errors?: Record<string, string>) => new AppError(400, code, message, errors);
export const unauthorized = (code = 'auth.unauthorized', message = 'Iltimos, tizimga kiring') => new AppError(401, code, message);
export const forbidden = (code = 'auth.forbidden', message = "Sizda bu amal uchun ruxsat yo'q") => new AppError(403, code, message);
export const notFound = (code = 'not_found', message = 'Topilmadi', params?: Record<string, string>) => new AppError(404, code, message, undefined, undefined, params);
/**
 * An item that was here and was removed for good (410 Gone): search engines drop its address at once,
 * where a 404 is asked again. `params` say what the page can offer instead (the removed item's category).
 */
export const gone = (code: string, message: string, params?: Record<string, string>) => new AppError(410, code, message, undefined, undefined, params);
/** No route or page at this address (the API's own 404 for a path it does not know). */
export const routeNotFound = () => notFound('route_not_found', "So'ralgan manzil topilmadi");
export const conflict = (code: string, message: string, errors?: Record<string, string>) => new AppError(409, code, message, errors);
export const tooManyRequests = (retryAfterSeconds: number, code = 'rate_limited') => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError(
    429,
    code,
    `Juda ko'p urinish. ${minutes} daqiqadan so'ng qayta urinib ko'ring`,
    undefined,
    { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    { minutes },
  );
};

/** The instance is overloaded (load shedding): try again after Retry-After seconds, here or on another instance. */
export const serverBusy = (retryAfterSeconds: number) =>
  new AppError(503, 'server_busy', "Server hozir band. Birozdan so'ng qayta urinib ko'ring", undefined, { 'retry-after': String(retryAfterSeconds) }, { seconds: retryAfterSeconds });

/**
 * A 429 whose wait is said as precisely as it matters: in seconds under a minute
 * ('rate_limited_seconds', {seconds}), else in minutes ('rate_limited', {minutes}). Sign-in's
 * growing waits use it.
 */
export const waitBeforeRetry = (retryAfterSeconds: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  if (seconds >= 60) return tooManyRequests(retryAfterSeconds);
  return new AppError(429, 'rate_limited_seconds', `Juda ko'p urinish. ${seconds} soniyadan so'ng qayta urinib ko'ring`, undefined, { 'retry-after': String(seconds) }, { seconds });
};

export const VALIDATION_MESSAGE = "Ma'lumotlar noto'g'ri kiritilgan";

/** The answer to a fault of ours (its details go to the log): the error plugin's 500, a socket's error frame. */
export const INTERNAL_ERROR = { code: 'internal_error', message: "Serverda xatolik yuz berdi. Birozdan so'ng qayta urinib ko'ring" };

/** Whether a database error is a unique-index violation (two writers raced for one phone, slug, …): pg and PGlite alike. */
export const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};
