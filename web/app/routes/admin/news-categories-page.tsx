import { CategoriesAdmin } from '@web/features/admin/components/categories-admin';

/** /admin/news/categories/: the news categories, named in the three languages, with create, rename and delete (refused while items use one). */
export function Component() {
  return <CategoriesAdmin area="news" />;
}
