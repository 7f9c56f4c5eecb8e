import type { Paged } from '@shared/schemas/common';
import type { AdminCourse } from '@shared/schemas/courses';
import { apiRequest } from '@web/lib/api-client';

export const adminCoursesKey = ['admin', 'courses', 'courses'] as const;

/**
 * POST /api/courses/dashboard/courses/ {page_number, page_size, q, teacher?} → Paged<AdminCourse>.
 * `teacher` (a teacher's guid) narrows the list to that teacher's courses.
 */
export const listAdminCourses = (body: { page_number: number; page_size: number; q: string; teacher?: string }, signal?: AbortSignal) =>
  apiRequest<Paged<AdminCourse>>('/api/courses/dashboard/courses/', { method: 'POST', body: { ...body }, signal });
