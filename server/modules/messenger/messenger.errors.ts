import { MSG } from '@shared/validation/messages';
import { AppError, badRequest, conflict, forbidden, notFound, VALIDATION_MESSAGE } from '../../lib/errors';

/** The one refusal for "not a member" and "no such chat": nobody learns that a chat exists. */
export const chatForbidden = () => forbidden('messenger.chat_forbidden', "Suhbat topilmadi yoki unga kirishga ruxsatingiz yo'q");
export const messageEmpty = () => badRequest('messenger.empty_message', "Bo'sh xabar yuborilmaydi");
export const messageTooLong = () => badRequest('messenger.message_too_long', 'Xabar juda uzun');
/** An account an admin blocked posts nothing (a reply from Telegram: a blocked user has no session on the site anyway). */
export const senderBlocked = () => forbidden('auth.blocked', 'Hisobingiz bloklangan');
/** History is read either before or after a message, not both. */
export const cursorConflict = () => badRequest('messenger.invalid_cursor', 'before va after birga berilmaydi', { after: MSG.cursorConflict });
export const messageNotFound = () => notFound('messenger.message_not_found', 'Xabar topilmadi');
/** A chat is about a product or an announcement, never both. */
export const twoSubjects = () => badRequest('validation_failed', VALIDATION_MESSAGE, { data: MSG.oneSubject });
export const chatUserNotFound = () => notFound('messenger.user_not_found', 'Foydalanuvchi topilmadi');
export const selfChat = () => badRequest('messenger.self_chat', "O'zingiz bilan suhbat ochib bo'lmaydi");
/** No listing named and no chat of the two yet: a chat is started about a product or an announcement. */
export const subjectRequired = () => badRequest('messenger.subject_required', "Suhbat mahsulot yoki e'lon haqida boshlanadi", { data: MSG.subjectRequired });
export const chatProductNotFound = () => notFound('messenger.product_not_found', 'Mahsulot topilmadi');
export const chatAnnouncementNotFound = () => notFound('messenger.announcement_not_found', "E'lon topilmadi");
export const announcementExpired = () => conflict('messenger.announcement_expired', "E'lonning muddati tugagan");
export const productNotOfMember = () => badRequest('messenger.subject_not_of_member', "Mahsulot bu suhbat a'zolariga tegishli emas");
export const announcementNotOfMember = () => badRequest('messenger.subject_not_of_member', "E'lon bu suhbat a'zolariga tegishli emas");
export const subjectInvalid = () => badRequest('messenger.invalid_subject', "Mahsulot yoki e'lon identifikatori noto'g'ri");
/** The sender already used this client id for a message of another chat. */
export const clientIdReused = () => conflict('messenger.client_id_reused', 'Bu xabar identifikatori boshqa suhbatda ishlatilgan');

// The socket's own refusals: sent as error frames (their status is never seen), the socket stays open.
export const frameTooLarge = () => new AppError(413, 'messenger.frame_too_large', 'Xabar hajmi juda katta');
export const frameNotJson = () => new AppError(400, 'messenger.invalid_json', 'Xabar yaroqli JSON emas');
export const frameInvalid = () => new AppError(400, 'messenger.invalid_frame', "Xabar noto'g'ri");
/** A plain GET of a socket path. */
export const websocketRequired = () => new AppError(426, 'messenger.websocket_required', 'Bu manzil faqat WebSocket ulanishi uchun');
