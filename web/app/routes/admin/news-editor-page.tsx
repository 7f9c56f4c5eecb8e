import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { adminNewsQueryOptions } from '@web/features/news/api/admin/get-admin-news';
import { useCreateNews } from '@web/features/news/api/admin/create-news';
import { useUpdateNews } from '@web/features/news/api/admin/update-news';
import { NewsForm } from '@web/features/news/components/admin/news-form';
import { AdminEditorPage } from '@web/features/admin/components/admin-editor-page';
import { notify } from '@web/features/notifications/notify';
import { useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';

/** /admin/news/create/ and /admin/news/edit/{guid}/: the news item editor. */
export function Component() {
  const t = useT();
  const { guid } = useParams();
  const navigate = useNavigate();
  const item = useQuery({ ...adminNewsQueryOptions(guid ?? ''), enabled: !!guid });
  const create = useCreateNews();
  const update = useUpdateNews();
  return (
    <AdminEditorPage
      title={guid ? t('admin.news.editTitle') : t('admin.news.createTitle')}
      description={(n) => (guid ? n?.title : t('admin.news.createDescription'))}
      query={guid ? item : undefined}
      notFound={t('admin.news.notFound')}
      back={{ to: paths.admin.news(), label: t('admin.news.back') }}
      form={(n) => (
        <NewsForm
          key={n?.updated_at ?? 'new'}
          initial={n}
          submitLabel={n ? t('admin.newsForm.save') : t('admin.newsForm.create')}
          onSubmit={async (body) => {
            const saved = n ? await update.mutateAsync({ guid: n.guid, body }) : await create.mutateAsync(body);
            notify({ type: 'success', title: { key: n ? 'admin.news.saved' : 'admin.news.created' }, comment: saved.title, forNextPage: true });
            navigate(paths.admin.news());
          }}
        />
      )}
    />
  );
}
