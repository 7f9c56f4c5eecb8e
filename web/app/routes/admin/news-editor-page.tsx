import { Link, useNavigate, useParams } from 'react-router';
import type { AdminNews } from '@shared/schemas/news';
import { useAdminNews } from '@web/features/news/api/admin/get-admin-news';
import { useCreateNews } from '@web/features/news/api/admin/create-news';
import { useUpdateNews } from '@web/features/news/api/admin/update-news';
import { NewsForm } from '@web/features/news/components/admin/news-form';
import { AdminPageHeader } from '@web/features/admin/components/admin-page-header';
import { notify } from '@web/features/notifications/notify';
import { Spinner } from '@web/components/form/submit-button';
import { ErrorState } from '@web/components/ui/status-message';
import { ApiError } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';

/** /admin/news/create/ and /admin/news/edit/{guid}/: the news item editor. */
export function Component() {
  const { guid } = useParams();
  return guid ? <EditNews guid={guid} /> : <CreateNews />;
}

function CreateNews() {
  const t = useT();
  usePageHead({ title: t('admin.news.createTitle') });
  const navigate = useNavigate();
  const create = useCreateNews();
  return (
    <>
      <AdminPageHeader title={t('admin.news.createTitle')} description={t('admin.news.createDescription')} />
      <NewsForm
        submitLabel={t('admin.newsForm.create')}
        onSubmit={async (body) => {
          const saved = await create.mutateAsync(body);
          notify({ type: 'success', title: { key: 'admin.news.created' }, comment: saved.title, forNextPage: true });
          navigate(paths.admin.news());
        }}
      />
    </>
  );
}

function EditNews({ guid }: { guid: string }) {
  const t = useT();
  usePageHead({ title: t('admin.news.editTitle') });
  const item = useAdminNews(guid);
  const status = item.error instanceof ApiError ? item.error.status : 0;
  return (
    <>
      <AdminPageHeader title={t('admin.news.editTitle')} description={item.data?.title} />
      {item.isPending ? (
        <p role="status" className="flex min-h-48 items-center justify-center gap-3 text-ink-700">
          <Spinner className="h-6 w-6 text-indigo-800" />
          {t('admin.loading')}
        </p>
      ) : item.isError ? (
        status === 404 || status === 400 ? (
          <div role="alert" className="card space-y-4 p-6 text-center">
            <p className="text-lg font-semibold text-indigo-900">{t('admin.news.notFound')}</p>
            <Link to={paths.admin.news()} className="btn-outline">
              {t('admin.news.back')}
            </Link>
          </div>
        ) : (
          <ErrorState message={t('admin.table.error')} retryLabel={t('admin.table.retry')} onRetry={() => item.refetch()} />
        )
      ) : (
        <EditForm key={item.data.updated_at} item={item.data} />
      )}
    </>
  );
}

function EditForm({ item }: { item: AdminNews }) {
  const t = useT();
  const navigate = useNavigate();
  const update = useUpdateNews();
  return (
    <NewsForm
      initial={item}
      submitLabel={t('admin.newsForm.save')}
      onSubmit={async (body) => {
        const saved = await update.mutateAsync({ guid: item.guid, body });
        notify({ type: 'success', title: { key: 'admin.news.saved' }, comment: saved.title, forNextPage: true });
        navigate(paths.admin.news());
      }}
    />
  );
}
