import { MSG } from '@shared/validation/messages';
import { AppError, badRequest, conflict, forbidden, notFound, VALIDATION_MESSAGE } from '../../lib/errors';

export const courseNotFound = () => notFound('courses.not_found', 'Kurs topilmadi');
export const lessonNotFound = () => notFound('courses.lesson_not_found', 'Dars topilmadi');
export const courseCategoryNotFound = () => notFound('courses.category_not_found', 'Kategoriya topilmadi');
export const notEnrolled = () => forbidden('courses.not_enrolled', "Avval kursga yoziling");
export const lessonNotInCourse = () => badRequest('courses.lesson_not_in_course', 'Bu dars ushbu kursga tegishli emas', { lesson: MSG.lessonNotInCourse });
export const certificateNotFound = () => notFound('courses.certificate_not_found', 'Sertifikat topilmadi');
export const alreadyTeacher = () => conflict('courses.already_teacher', "Bu foydalanuvchi allaqachon o'qituvchi");
/** A category still holding courses cannot be deleted (move or delete them first). */
export const courseCategoryNotEmpty = () => conflict('courses.category_not_empty', "Bu kategoriyada kurslar bor. Avval ularni boshqa kategoriyaga o'tkazing");
/** The editors' form errors: each field with its validation code (MSG), as a schema's refusal says them. */
export const invalidFields = (errors: Record<string, string>) => badRequest('validation_failed', VALIDATION_MESSAGE, errors);
/** A lesson's upload that is not an MP4 or WebM video (recognised by its content). */
export const notAVideo = () => new AppError(400, 'upload.not_a_video', 'Faqat MP4 yoki WebM video yuklang', { video: MSG.videoOnly });
/** A captions upload that is not WebVTT (not UTF-8, no WEBVTT header, no cue). */
export const notCaptions = () => new AppError(400, 'upload.not_captions', 'Faqat WebVTT (.vtt) subtitr faylini yuklang', { captions: MSG.captionsOnly });
/** WebVTT holding markup beyond its own cue tags (HTML, a script, a STYLE block). */
export const captionsMarkup = () => new AppError(400, 'upload.captions_markup', "Subtitr faylida ruxsat etilmagan belgilash bor", { captions: MSG.captionsMarkup });
export const captionsRequired = () => invalidFields({ captions: MSG.captionsRequired });
export const captionsNotFound = () => notFound('courses.captions_not_found', 'Bu tilda subtitr yo‘q');
