import { AppError, badRequest, forbidden, notFound, VALIDATION_MESSAGE } from '../../lib/errors';

/** The spec's own text (§8) for a missing announcement. */
export const announcementNotFound = () => notFound('announcements.not_found', 'No announcement found');
/** Editing or deleting another author's announcement (a moderator may delete one, not edit it). */
export const notYourAnnouncement = () => forbidden('announcements.not_yours', "Bu e'lonni faqat uning muallifi o'zgartira oladi");
/** The form's errors: each field with its validation code (MSG), as a schema's refusal says them. */
export const invalidFields = (errors: Record<string, string>) => badRequest('validation_failed', VALIDATION_MESSAGE, errors);
export const savedSearchesLimit = (max: number) => new AppError(409, 'announcements.saved_searches_limit', `Ko'pi bilan ${max} ta qidiruv saqlash mumkin`, undefined, undefined, { max });
export const savedSearchNotFound = () => notFound('announcements.saved_search_not_found', 'Saqlangan qidiruv topilmadi');
