import { MSG } from '@shared/validation/messages';
import { badRequest, conflict, notFound, VALIDATION_MESSAGE } from '../../lib/errors';

export const caseNotFound = () => notFound('moderation.case_not_found', 'Murojaat topilmadi');
/** A case is decided once: a second decision (another moderator's, a double click) is refused. */
export const caseClosed = () => conflict('moderation.case_closed', "Bu murojaat bo'yicha qaror allaqachon qabul qilingan");
/** Also for an item the public does not see now: only what everyone sees can be reported. */
export const targetNotFound = () => notFound('moderation.target_not_found', 'Shikoyat qilinayotgan narsa topilmadi');
export const ownTarget = () => badRequest('moderation.own_target', "O'zingiz yoki o'z e'loningiz ustidan shikoyat qilib bo'lmaydi");
/** A report for the reason 'other' says what is wrong in its note. */
export const reportNoteRequired = () => badRequest('validation_failed', VALIDATION_MESSAGE, { note: MSG.reportNoteRequired });
