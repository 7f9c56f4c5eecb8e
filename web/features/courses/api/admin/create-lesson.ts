import type { Lesson } from '@shared/schemas/courses';
import { apiRequest } from '@web/lib/api-client';

/**
 * POST /api/courses/course/{guid}/lessons/ (multipart: title, order?, and video_url or a video file) → the lesson.
 * A file upload reports its progress (0–1) through `onProgress`.
 */
export const createLesson = (courseGuid: string, body: FormData, onProgress?: (share: number) => void, signal?: AbortSignal) =>
  apiRequest<Lesson>(`/api/courses/course/${encodeURIComponent(courseGuid)}/lessons/`, { method: 'POST', body, onUploadProgress: onProgress, signal });
