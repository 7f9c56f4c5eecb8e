import { useQuery } from '@tanstack/react-query';
import type { MyCourse } from '@shared/schemas/courses';
import { courseListPageQueryOptions } from './course-list-page';
import { myCoursesKey } from './course-state';

/** GET /api/courses/my/?page= — the caller's courses, last studied first, each with its progress. */
export const myCoursesQueryOptions = (page = 1) => courseListPageQueryOptions<MyCourse, typeof myCoursesKey>(myCoursesKey, '/api/courses/my/', page);

export const useMyCourses = (page = 1) => useQuery(myCoursesQueryOptions(page));
