import type { Paged } from '@shared/schemas/common';
import type { AdminTeacher } from '@shared/schemas/courses';
import { apiRequest } from '@web/lib/api-client';

export const adminTeachersKey = ['admin', 'courses', 'teachers'] as const;

/** POST /api/courses/dashboard/teachers/ {page_number, page_size, q} → Paged<AdminTeacher> (admins and moderators). */
export const listAdminTeachers = (body: { page_number: number; page_size: number; q: string }, signal?: AbortSignal) =>
  apiRequest<Paged<AdminTeacher>>('/api/courses/dashboard/teachers/', { method: 'POST', body: { ...body }, signal });

/** The teachers (/admin/courses/teachers/), as the page shows them and its route loader starts them. */
export const adminTeachersList = { queryKey: adminTeachersKey, fetchPage: listAdminTeachers };
