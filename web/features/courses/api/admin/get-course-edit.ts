import { queryOptions } from '@tanstack/react-query';
import type { CourseEdit } from '@shared/schemas/courses';
import { api } from '@web/lib/api-client';

export const courseEditKey = (guid: string) => ['courses', 'edit', guid] as const;

/** GET /api/courses/course/{guid}/edit/ (the course's teacher, admins, moderators) → CourseEdit: published or not, lessons with their videos. */
const getCourseEdit = (guid: string, signal?: AbortSignal) => api.get<CourseEdit>(`/api/courses/course/${encodeURIComponent(guid)}/edit/`, signal);

export const courseEditQueryOptions = (guid: string) =>
  queryOptions({ queryKey: courseEditKey(guid), queryFn: ({ signal }) => getCourseEdit(guid, signal), staleTime: 0 });
