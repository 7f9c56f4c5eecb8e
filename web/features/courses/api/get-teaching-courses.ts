import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeachingCourses } from '@shared/schemas/courses';
import { api } from '@web/lib/api-client';

/** Under ['courses']: the course editors' saves mark it stale with every other course list. */
const teachingCoursesKey = ['courses', 'teaching'] as const;

/** GET /api/courses/teaching/ (signed in) — whether the caller is a teacher, and the courses they author (drafts too), newest first. */
const getTeachingCourses = (signal?: AbortSignal) => api.get<TeachingCourses>('/api/courses/teaching/', signal);

// The course and lesson editors mark it stale (under ['courses']), so their changes show when it is next shown.
export const teachingCoursesQueryOptions = () => queryOptions({ queryKey: teachingCoursesKey, queryFn: ({ signal }) => getTeachingCourses(signal) });

export const useTeachingCourses = (enabled = true) => useQuery({ ...teachingCoursesQueryOptions(), enabled });
