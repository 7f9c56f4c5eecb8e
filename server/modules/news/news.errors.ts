import { conflict, notFound } from '../../lib/errors';

export const newsNotFound = () => notFound('news.not_found', 'Yangilik topilmadi');
export const newsCategoryNotFound = () => notFound('news.category_not_found', 'Kategoriya topilmadi');
/** The spec's text for a document that does not exist (documents/details/{id}). */
export const documentNotFound = () => notFound('news.document_not_found', "O'ylashimcha bunday hujjat mavjud emas");
/** A category still holding news items cannot be deleted (move or delete them first). */
export const newsCategoryNotEmpty = () => conflict('news.category_not_empty', "Bu kategoriyada yangiliklar bor. Avval ularni boshqa kategoriyaga o'tkazing");
