import { defineLoader } from '@web/app/route-loader';
import { adminCategoriesList } from '@web/features/admin/api/categories';

/** /admin/courses/categories/: the course categories, the address's view. */
export const adminCourseCategoriesLoader = defineLoader(async ({ adminList }, { request }) => adminList(request, adminCategoriesList('courses')));
