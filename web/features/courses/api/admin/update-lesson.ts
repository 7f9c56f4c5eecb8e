import type { Lesson } from '@shared/schemas/courses';
import { uploadWithProgress } from './upload-with-progress';

/** PATCH /api/courses/lesson/{guid}/ (multipart: any of title, order, video_url, video) → the lesson. */
export const updateLesson = (lessonGuid: string, body: FormData, onProgress?: (share: number) => void, signal?: AbortSignal) =>
  uploadWithProgress<Lesson>('PATCH', `/api/courses/lesson/${encodeURIComponent(lessonGuid)}/`, body, onProgress, signal);
