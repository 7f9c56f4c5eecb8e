import type { Paged } from '@shared/schemas/common';
import type { AdminCourseCategory } from '@shared/schemas/courses';
import { apiRequest } from '@web/lib/api-client';

export const adminCourseCategoriesKey = ['admin', 'courses', 'categories'] as const;

/** POST /api/courses/dashboard/categories/list/ {page_number, page_size, q} → Paged<AdminCourseCategory> (with their course counts). */
const listAdminCourseCategories = (body: { page_number: number; page_size: number; q: string }, signal?: AbortSignal) =>
  apiRequest<Paged<AdminCourseCategory>>('/api/courses/dashboard/categories/list/', { method: 'POST', body: { ...body }, signal });

/** The course categories (/admin/courses/categories/), as the page shows them and its route loader starts them. */
export const adminCourseCategoriesList = { queryKey: adminCourseCategoriesKey, fetchPage: listAdminCourseCategories };
