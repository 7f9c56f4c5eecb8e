import { categoryAdmin } from '../categories';
import { newsCategoryNotEmpty, newsCategoryNotFound } from './news.errors';
import { presentAdminCategory } from './news.presenter';
import { newsContentChanged, type NewsDeps } from './news.service';
import { news, newsCategories } from './news.table';

/** The editors' news categories (the shared administration): in the menu's order, searched by their titles. */
export const newsCategoryAdmin = (deps: Pick<NewsDeps, 'db'>) =>
  categoryAdmin(deps.db, {
    table: newsCategories,
    items: { table: news, categoryId: news.categoryId },
    order: 'menu',
    audit: 'news_category',
    errors: { notFound: newsCategoryNotFound, notEmpty: newsCategoryNotEmpty },
    present: presentAdminCategory,
    afterChange: newsContentChanged,
  });
