import { categoryAdmin } from '../categories';
import { newsCategoryNotEmpty, newsCategoryNotFound } from './news.errors';
import { newsContentChanged, type NewsDeps } from './news.service';
import { news, newsCategories } from './news.table';

/** The editors' news categories (the shared administration): in the menu's order. */
export const newsCategoryAdmin = (deps: Pick<NewsDeps, 'db'>) =>
  categoryAdmin(deps.db, {
    table: newsCategories, items: news.categoryId, order: 'menu', audit: 'news_category', count: 'news_count',
    errors: { notFound: newsCategoryNotFound, notEmpty: newsCategoryNotEmpty },
    afterChange: newsContentChanged,
  });
