import type { AnnouncementType } from '@shared/constants';
import { AppError, badRequest, forbidden, gone, notFound, VALIDATION_MESSAGE } from '../../lib/errors';

/**
 * A missing announcement (the spec's §8 'No announcement found', said in Uzbek: issue 40). With
 * `type`, it exists but is hidden from this reader, and its page offers others of its type.
 */
export const announcementNotFound = (type?: AnnouncementType) => notFound('announcements.not_found', "E'lon topilmadi", type ? { type } : undefined);
/** An announcement waiting for a moderator's review: not public yet, and may be soon (404, not 410). */
export const announcementInReview = (type: AnnouncementType) => notFound('announcements.in_review', "E'lon moderator tekshiruvida: tasdiqlangach ko'rinadi", { type });
/** An announcement its author or a moderator deleted: 410, with its type for the page's other announcements. */
export const announcementRemoved = (type: string) => gone('announcements.removed', "Bu e'lon o'chirilgan", { type });
/** Editing or deleting another author's announcement (a moderator may delete one, not edit it). */
export const notYourAnnouncement = () => forbidden('announcements.not_yours', "Bu e'lonni faqat uning muallifi o'zgartira oladi");
/** The form's errors: each field with its validation code (MSG), as a schema's refusal says them. */
export const invalidFields = (errors: Record<string, string>) => badRequest('validation_failed', VALIDATION_MESSAGE, errors);
export const savedSearchesLimit = (max: number) => new AppError(409, 'announcements.saved_searches_limit', `Ko'pi bilan ${max} ta qidiruv saqlash mumkin`, undefined, undefined, { max });
export const savedSearchNotFound = () => notFound('announcements.saved_search_not_found', 'Saqlangan qidiruv topilmadi');
