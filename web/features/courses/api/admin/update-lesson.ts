import type { Lesson } from '@shared/schemas/courses';
import { apiRequest } from '@web/lib/api-client';

/** PATCH /api/courses/lesson/{guid}/ (multipart: any of title, order, video_url, video) → the lesson; a video file's upload progress (0–1) through `onProgress`. */
export const updateLesson = (lessonGuid: string, body: FormData, onProgress?: (share: number) => void, signal?: AbortSignal) =>
  apiRequest<Lesson>(`/api/courses/lesson/${encodeURIComponent(lessonGuid)}/`, { method: 'PATCH', body, onUploadProgress: onProgress, signal });
