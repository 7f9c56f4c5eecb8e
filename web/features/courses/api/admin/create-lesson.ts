import type { Lesson } from '@shared/schemas/courses';
import { uploadWithProgress } from './upload-with-progress';

/**
 * POST /api/courses/course/{guid}/lessons/ (multipart: title, order?, and video_url or a video file) → the lesson.
 * A file upload reports its progress (0–1) through `onProgress`.
 */
export const createLesson = (courseGuid: string, body: FormData, onProgress?: (share: number) => void, signal?: AbortSignal) =>
  uploadWithProgress<Lesson>('POST', `/api/courses/course/${encodeURIComponent(courseGuid)}/lessons/`, body, onProgress, signal);
