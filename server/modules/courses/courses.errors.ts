import { notFound } from '../../lib/errors';

export const courseNotFound = () => notFound('courses.not_found', 'Kurs topilmadi');
export const lessonNotFound = () => notFound('courses.lesson_not_found', 'Dars topilmadi');
export const courseCategoryNotFound = () => notFound('courses.category_not_found', 'Kategoriya topilmadi');
