import type { CaptionsLang, Lesson } from '@shared/schemas/courses';
import { api } from '@web/lib/api-client';

const captionsPath = (lessonGuid: string, lang: CaptionsLang) => `/api/courses/lesson/${encodeURIComponent(lessonGuid)}/captions/${encodeURIComponent(lang)}/` as const;

/** PUT /api/courses/lesson/{guid}/captions/{lang}/ (multipart: one `captions` WebVTT file) → the lesson with its captions. */
export function putLessonCaptions(lessonGuid: string, lang: CaptionsLang, file: File): Promise<Lesson> {
  const body = new FormData();
  body.set('captions', file);
  return api.put<Lesson>(captionsPath(lessonGuid, lang), body);
}

/** DELETE /api/courses/lesson/{guid}/captions/{lang}/ → the lesson without them. */
export const deleteLessonCaptions = (lessonGuid: string, lang: CaptionsLang) => api.delete<Lesson>(captionsPath(lessonGuid, lang));
