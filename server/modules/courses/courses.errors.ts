import { MSG } from '@shared/validation/messages';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';

export const courseNotFound = () => notFound('courses.not_found', 'Kurs topilmadi');
export const lessonNotFound = () => notFound('courses.lesson_not_found', 'Dars topilmadi');
export const courseCategoryNotFound = () => notFound('courses.category_not_found', 'Kategoriya topilmadi');
export const notEnrolled = () => forbidden('courses.not_enrolled', "Avval kursga yoziling");
export const lessonNotInCourse = () => badRequest('courses.lesson_not_in_course', 'Bu dars ushbu kursga tegishli emas', { lesson: MSG.lessonNotInCourse });
export const certificateNotFound = () => notFound('courses.certificate_not_found', 'Sertifikat topilmadi');
export const alreadyTeacher = () => conflict('courses.already_teacher', "Bu foydalanuvchi allaqachon o'qituvchi");
/** A category still holding courses cannot be deleted (move or delete them first). */
export const courseCategoryNotEmpty = () => conflict('courses.category_not_empty', "Bu kategoriyada kurslar bor. Avval ularni boshqa kategoriyaga o'tkazing");
