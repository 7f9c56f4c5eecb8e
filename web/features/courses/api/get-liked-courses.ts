import { useQuery } from '@tanstack/react-query';
import type { CourseCard } from '@shared/schemas/courses';
import { courseListPageQueryOptions } from './course-list-page';
import { likedCoursesKey } from './course-state';

/** GET /api/courses/liked/?page= — the courses the caller liked, newest like first. */
export const likedCoursesQueryOptions = (page = 1) => courseListPageQueryOptions<CourseCard, typeof likedCoursesKey>(likedCoursesKey, '/api/courses/liked/', page);

export const useLikedCourses = (page = 1) => useQuery(likedCoursesQueryOptions(page));
