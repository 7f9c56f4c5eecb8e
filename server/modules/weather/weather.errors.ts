import { AppError } from '../../lib/errors';

/**
 * No forecast to give: no provider is configured, or it failed (down, an error, an answer we cannot
 * read, too slow). The spec's text (§8); Retry-After asks clients to come back in a minute.
 */
export const weatherUnavailable = () =>
  new AppError(503, 'weather.unavailable', "Ob-havo ma'lumotlarini olishda xatolik yuz berdi.", undefined, { 'retry-after': '60' });
