import { notFound } from '../../lib/errors';

export const newsNotFound = () => notFound('news.not_found', 'Yangilik topilmadi');
export const newsCategoryNotFound = () => notFound('news.category_not_found', 'Kategoriya topilmadi');
/** The spec's text for a document that does not exist (documents/details/{id}). */
export const documentNotFound = () => notFound('news.document_not_found', "O'ylashimcha bunday hujjat mavjud emas");
