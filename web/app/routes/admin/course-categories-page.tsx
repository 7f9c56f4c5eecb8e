import type { AdminCourseCategory } from '@shared/schemas/courses';
import { useCreateCourseCategory } from '@web/features/courses/api/admin/create-course-category';
import { useDeleteCourseCategory } from '@web/features/courses/api/admin/delete-course-category';
import { adminCourseCategoriesList } from '@web/features/courses/api/admin/list-course-categories';
import { useRenameCourseCategory } from '@web/features/courses/api/admin/rename-course-category';
import { CategoriesAdmin, useTitledCategoryDialog, type CategoryTitleField } from '@web/features/admin/components/categories-admin';
import { notify } from '@web/features/notifications/notify';
import { useT } from '@web/lib/i18n';
import { titlesOf, useLocalTitle } from '@web/lib/local-title';
import { paths } from '@web/lib/paths';

/** /admin/courses/categories/: the course categories, named in the three languages, with create, rename and delete (refused while a course uses one). */
export function Component() {
  const t = useT();
  const localTitle = useLocalTitle();
  const create = useCreateCourseCategory();
  const rename = useRenameCourseCategory();
  const remove = useDeleteCourseCategory();
  const dialog = useTitledCategoryDialog();
  return (
    <CategoriesAdmin<AdminCourseCategory, CategoryTitleField>
      words="admin.courseCategories"
      queryKey={adminCourseCategoriesList.queryKey}
      fetchPage={adminCourseCategoriesList.fetchPage}
      titleOf={localTitle}
      titleCell={(c) => <span data-user-content>{localTitle(c)}</span>}
      usage={{ header: t('admin.courseCategories.columns.courses'), count: (c) => c.courses_count, warning: (count) => t('admin.courseCategories.hasCourses', { count }) }}
      openPath={(c) => paths.courseCategory(c.meta)}
      dialog={dialog}
      create={async (titles) => {
        await create.mutateAsync(titles);
        notify({ type: 'success', title: { key: 'admin.courseCategories.created' }, comment: titlesOf(titles) });
      }}
      rename={async (c, titles) => {
        await rename.mutateAsync({ guid: c.guid, ...titles });
        notify({ type: 'success', title: { key: 'admin.courseCategories.renamed' }, comment: titlesOf(titles) });
      }}
      remove={async (c) => {
        await remove.mutateAsync(c.guid);
        notify({ type: 'success', title: { key: 'admin.courseCategories.deleted' }, comment: titlesOf(c) });
      }}
    />
  );
}
