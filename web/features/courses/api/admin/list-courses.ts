import type { Paged } from '@shared/schemas/common';
import type { AdminCourse } from '@shared/schemas/courses';
import { apiRequest } from '@web/lib/api-client';

const adminCoursesKey = ['admin', 'courses', 'courses'] as const;

/**
 * POST /api/courses/dashboard/courses/ {page_number, page_size, q, teacher?} → Paged<AdminCourse>.
 * `teacher` (a teacher's guid) narrows the list to that teacher's courses.
 */
const listAdminCourses = (body: { page_number: number; page_size: number; q: string; teacher?: string }, signal?: AbortSignal) =>
  apiRequest<Paged<AdminCourse>>('/api/courses/dashboard/courses/', { method: 'POST', body: { ...body }, signal });

/** Every course, or one teacher's (a teacher's guid), as /admin/courses/courses/ shows them and its route loader starts them. */
export const adminCoursesList = (teacher: string) => ({
  queryKey: [...adminCoursesKey, teacher || 'all'],
  fetchPage: (body: { page_number: number; page_size: number; q: string }, signal: AbortSignal) => listAdminCourses(teacher ? { ...body, teacher } : body, signal),
});
