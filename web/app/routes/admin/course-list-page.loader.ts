import { defineLoader } from '@web/app/route-loader';
import { adminCoursesList } from '@web/features/courses/api/admin/list-courses';

/** /admin/courses/courses/?teacher=: every course, or the teacher's. */
export const adminCoursesLoader = defineLoader(async ({ adminList }, { request }) => adminList(request, adminCoursesList(new URL(request.url).searchParams.get('teacher') ?? '')));
