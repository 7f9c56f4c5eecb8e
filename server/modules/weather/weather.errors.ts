import { AppError } from '../../lib/errors';

/**
 * No forecast to give: no provider is configured, or it failed (down, an error, an answer we cannot
 * read, too slow). The spec's text (§8); Retry-After says when asking again may help.
 */
export const weatherUnavailable = (retryAfterSeconds: number) =>
  new AppError(503, 'weather.unavailable', "Ob-havo ma'lumotlarini olishda xatolik yuz berdi.", undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
