import { CategoriesAdmin } from '@web/features/admin/components/categories-admin';

/** /admin/courses/categories/: the course categories, named in the three languages, with create, rename and delete (refused while a course uses one). */
export function Component() {
  return <CategoriesAdmin area="courses" />;
}
