import { api } from '@web/lib/api-client';

/** DELETE /api/courses/lesson/{guid}/ → 204; the remaining lessons keep orders 1..n. */
export const deleteLesson = (lessonGuid: string) => api.delete<void>(`/api/courses/lesson/${encodeURIComponent(lessonGuid)}/`);
