import type { Paged } from '@shared/schemas/common';
import type { AdminStudent } from '@shared/schemas/courses';
import { apiRequest } from '@web/lib/api-client';

const adminStudentsKey = ['admin', 'courses', 'students'] as const;

/** POST /api/courses/dashboard/students/ {page_number, page_size, q} → Paged<AdminStudent>: everyone enrolled in a course. */
const listAdminStudents = (body: { page_number: number; page_size: number; q: string }, signal?: AbortSignal) =>
  apiRequest<Paged<AdminStudent>>('/api/courses/dashboard/students/', { method: 'POST', body: { ...body }, signal });

/** The students (/admin/courses/students/), as the page shows them and its route loader starts them. */
export const adminStudentsList = { queryKey: adminStudentsKey, fetchPage: listAdminStudents };
