import { MSG } from '@shared/validation/messages';
import { AppError, badRequest, conflict, notFound, VALIDATION_MESSAGE } from '../../lib/errors';

export const newsNotFound = () => notFound('news.not_found', 'Yangilik topilmadi');
export const newsCategoryNotFound = () => notFound('news.category_not_found', 'Kategoriya topilmadi');
/** The spec's text for a document that does not exist (documents/details/{id}). */
export const documentNotFound = () => notFound('news.document_not_found', "O'ylashimcha bunday hujjat mavjud emas");
/** A category still holding news items cannot be deleted (move or delete them first). */
export const newsCategoryNotEmpty = () => conflict('news.category_not_empty', "Bu kategoriyada yangiliklar bor. Avval ularni boshqa kategoriyaga o'tkazing");
/** The editors' form errors: each field with its validation code (MSG), as a schema's refusal says them. */
export const invalidFields = (errors: Record<string, string>) => badRequest('validation_failed', VALIDATION_MESSAGE, errors);
/** A document's file that does not open as a PDF (recognised by its content, not its name or type). */
export const notAPdf = () => new AppError(400, 'upload.not_a_pdf', 'Faqat PDF fayl yuklang', { file: MSG.pdfOnly });
