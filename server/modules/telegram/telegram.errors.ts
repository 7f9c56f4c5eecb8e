import { AppError, gone, notFound } from '../../lib/errors';

/** No bot is configured (TELEGRAM_BOT_TOKEN unset): the interface shows no Telegram, and its calls answer this. */
export const telegramNotConfigured = () => notFound('telegram.not_configured', 'Telegram ulanmagan');
/** An update without Telegram's secret header: not Telegram. */
export const webhookSecretMissing = () => new AppError(401, 'telegram.secret_missing', "So'rov Telegram'dan emas");
/** An update with a wrong secret: not Telegram. */
export const webhookSecretInvalid = () => new AppError(403, 'telegram.secret_invalid', "So'rov Telegram'dan emas");
/** A sign-in by Telegram that is unknown, expired or taken already (its poll token names no waiting sign-in): the page starts again. */
export const telegramSignInExpired = () => gone('telegram.sign_in_expired', "Telegram orqali kirish muddati tugadi. Qaytadan urinib ko'ring");
