import { MSG } from '@shared/validation/messages';
import { AppError, badRequest, conflict, forbidden, notFound, unauthorized, VALIDATION_MESSAGE } from '../../lib/errors';

export const userNotFound = () => notFound('users.not_found', 'Foydalanuvchi topilmadi');
/** Sign-up and an admin's add-teacher form: the phone belongs to an account already. */
export const phoneTaken = () => conflict('users.phone_taken', "Bu telefon raqam allaqachon ro'yxatdan o'tgan", { phone: MSG.phoneTaken });
/** The admin's user form says a taken phone as a field error of its own validation (400, not 409). */
export const phoneTakenField = () => badRequest('validation_failed', VALIDATION_MESSAGE, { phone: MSG.phoneTaken });
export const regionInvalid = () => badRequest('validation_failed', VALIDATION_MESSAGE, { region: MSG.regionInvalid });
/** The district is unknown, or not in the region given. */
export const districtInvalid = () => badRequest('validation_failed', VALIDATION_MESSAGE, { district: MSG.districtInvalid });
/** A role the caller may not give, said as the form's field error (creating a user). */
export const roleInvalid = () => badRequest('validation_failed', VALIDATION_MESSAGE, { role: MSG.roleInvalid });
/** Changing a role the caller may not give or take (PATCH …/role/). */
export const roleNotAllowed = () => forbidden('users.role_not_allowed', "Bu rolni berishga ruxsatingiz yo'q");
export const notAllowedOnUser = () => forbidden('users.not_allowed_on_user', "Bu foydalanuvchi ustida bu amalni bajarishga ruxsatingiz yo'q");

// --- signing in ----------------------------------------------------------------------------------

/** Said only to one who knows the password. */
export const accountBlocked = () => forbidden('auth.blocked', 'Hisobingiz bloklangan');
/** The same for an unknown phone and a wrong password: nobody learns which phones are registered. */
export const invalidCredentials = () => unauthorized('auth.invalid_credentials', "Telefon raqam yoki parol noto'g'ri");
/** The code of a refused refresh token; also the code of a refresh request that fails its schema (the routes' validationCode). */
export const INVALID_REFRESH = 'auth.invalid_refresh';
/** No refresh token in the body (nor, for the web app, in its cookie): the 400 the body's schema gave before the cookie. */
export const refreshMissing = () => badRequest(INVALID_REFRESH, VALIDATION_MESSAGE, { refresh: MSG.required });
export const refreshInvalid = () => unauthorized(INVALID_REFRESH, 'Sessiya muddati tugadi, qaytadan kiring');
/** A used or revoked refresh token presented again: it was copied, and its session has been ended. */
export const refreshReused = () => unauthorized('auth.refresh_reused', 'Sessiya xavfsizlik sababli yopildi, qaytadan kiring');

// --- password reset ------------------------------------------------------------------------------

export const resetCodeInvalid = () => badRequest('users.reset_code_invalid', "Tasdiqlash kodi noto'g'ri", { code: MSG.resetCodeInvalid });
const CODE_EXPIRED = "Tasdiqlash kodining muddati tugagan. Yangi kod so'rang";
export const resetCodeExpired = () => badRequest('users.reset_code_expired', CODE_EXPIRED, { code: MSG.resetCodeExpired });
/** The last try of a code failed: it is spent (429), and the user asks for a new one. */
export const resetCodeExhausted = () => new AppError(429, 'users.reset_code_exhausted', CODE_EXPIRED, { code: MSG.resetCodeExpired });

/** The SMS provider did not take the code (down, refusing our credentials): said to an admin who sent a reset; a reader's reset form answers as always (the failure is logged). */
export const smsUnavailable = () => new AppError(503, 'users.sms_unavailable', "SMS yuborib bo'lmadi. Birozdan so'ng qayta urinib ko'ring", undefined, { 'retry-after': '60' });
