import { defineLoader } from '@web/app/route-loader';
import { adminNewsList } from '@web/features/news/api/admin/list-admin-news';

/** /admin/news/: the news, the address's view. */
export const adminNewsLoader = defineLoader(async ({ adminList }, { request }) => adminList(request, adminNewsList));
