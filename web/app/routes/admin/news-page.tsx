import { Link } from 'react-router';
import type { AdminNews } from '@shared/schemas/news';
import { useDeleteNews } from '@web/features/news/api/admin/delete-news';
import { adminNewsList } from '@web/features/news/api/admin/list-admin-news';
import { AdminListPage, adminListWords } from './admin-list-page';
import { YesNo } from '@web/components/ui/yes-no';
import type { Column } from '@web/components/ui/responsive-table';
import { useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { useLocalTitle } from '@web/lib/local-title';
import { useDates } from '@web/lib/dates';

/** /admin/news/: every news item (scheduled ones too), with edit and delete per row. */
export function Component() {
  const t = useT();
  const dates = useDates();
  const localTitle = useLocalTitle();
  const remove = useDeleteNews();
  const now = new Date();

  const columns: Column<AdminNews>[] = [
    {
      id: 'title',
      header: t('admin.news.columns.title'),
      primary: true,
      cell: (n) => (
        <Link to={paths.admin.newsEdit(n.guid)} className="break-words text-indigo-900 underline-offset-2 hover:text-indigo-700 hover:underline" data-user-content>
          {n.title}
        </Link>
      ),
    },
    { id: 'category', header: t('admin.news.columns.category'), cell: (n) => <span data-user-content>{localTitle(n.category)}</span> },
    {
      id: 'published',
      header: t('admin.news.columns.published'),
      className: 'md:whitespace-nowrap',
      cell: (n) =>
        new Date(n.published_at) > now ? (
          <span className="font-medium text-pomegranate-700">{t('admin.news.scheduled', { date: dates.date(n.published_at, now) })}</span>
        ) : (
          dates.date(n.published_at, now)
        ),
    },
    { id: 'views', header: t('admin.news.columns.views'), className: 'md:text-right', cell: (n) => n.views },
    { id: 'banner', header: t('admin.news.columns.banner'), cell: (n) => <YesNo value={n.is_banner} /> },
  ];

  return (
    <AdminListPage
      {...adminListWords(t, 'admin.news')}
      create={{ to: paths.admin.newsCreate(), label: t('admin.news.create') }}
      source={adminNewsList}
      columns={columns}
      rowKey={(n) => n.guid}
      rowLabel={(n) => n.title}
      rowActions={(n, askDelete) => [
        { label: t('admin.news.edit'), to: paths.admin.newsEdit(n.guid) },
        { label: t('admin.news.open'), to: paths.newsItem(n.meta) },
        { label: t('admin.news.delete'), tone: 'danger', onSelect: askDelete },
      ]}
      remove={{ mutation: remove, keyOf: (n) => n.guid, words: 'admin.news' }}
    />
  );
}
