import { defineLoader } from '@web/app/route-loader';
import { adminStudentsList } from '@web/features/courses/api/admin/list-students';

/** /admin/courses/students/: the students, the address's view. */
export const adminStudentsLoader = defineLoader(async ({ adminList }, { request }) => adminList(request, adminStudentsList));
