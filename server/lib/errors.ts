/**
 * Coded errors. Services throw them; the error plugin turns them into the API's one error shape:
 * {code, message, errors?: {field: message}}. Messages are Uzbek, shown to users as they are.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (code: string, message: string, errors?: Record<string, string>) => new AppError(400, code, message, errors);
export const unauthorized = (code = 'auth.unauthorized', message = 'Iltimos, tizimga kiring') => new AppError(401, code, message);
export const forbidden = (code = 'auth.forbidden', message = "Sizda bu amal uchun ruxsat yo'q") => new AppError(403, code, message);
export const notFound = (code = 'not_found', message = 'Topilmadi') => new AppError(404, code, message);
export const conflict = (code: string, message: string, errors?: Record<string, string>) => new AppError(409, code, message, errors);
export const tooManyRequests = (retryAfterSeconds: number, code = 'rate_limited') =>
  new AppError(429, code, `Juda ko'p urinish. ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} daqiqadan so'ng qayta urinib ko'ring`, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

export const VALIDATION_MESSAGE = "Ma'lumotlar noto'g'ri kiritilgan";
