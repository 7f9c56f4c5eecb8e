import { defineLoader } from '@web/app/route-loader';
import { adminTeachersList } from '@web/features/courses/api/admin/list-teachers';

/** /admin/courses/teachers/: the teachers, the address's view. */
export const adminTeachersLoader = defineLoader(async ({ adminList }, { request }) => adminList(request, adminTeachersList));
