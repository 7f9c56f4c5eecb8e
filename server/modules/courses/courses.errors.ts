import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';

export const courseNotFound = () => notFound('courses.not_found', 'Kurs topilmadi');
export const lessonNotFound = () => notFound('courses.lesson_not_found', 'Dars topilmadi');
export const courseCategoryNotFound = () => notFound('courses.category_not_found', 'Kategoriya topilmadi');
export const notEnrolled = () => forbidden('courses.not_enrolled', "Avval kursga yoziling");
export const lessonNotInCourse = () => badRequest('courses.lesson_not_in_course', 'Bu dars ushbu kursga tegishli emas', { lesson: 'lesson_not_in_course' });
export const certificateNotFound = () => notFound('courses.certificate_not_found', 'Sertifikat topilmadi');
export const alreadyTeacher = () => conflict('courses.already_teacher', "Bu foydalanuvchi allaqachon o'qituvchi");
