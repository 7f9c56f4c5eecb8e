import { Link, useNavigate, useParams } from 'react-router';
import type { UserProduct } from '@shared/schemas/shop';
import { useUserProduct } from '@web/features/shop/api/get-user-product';
import { useUpdateUserProduct } from '@web/features/shop/api/update-user-product';
import { ProductForm } from '@web/features/shop/components/seller/product-form';
import { buildUpdateFormData } from '@web/features/shop/lib/product-payload';
import { notify } from '@web/features/notifications/notify';
import { Spinner } from '@web/components/form/submit-button';
import { ErrorState } from '@web/components/ui/status-message';
import { ApiError } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';
import { ModerationBanner } from '@web/features/moderation';
import { PageSection } from '@web/components/ui/page-section';

/** /profile/products/edit/{guid}/: loads the seller's product, pre-fills the form, sends only changes (PATCH). */
export function Component() {
  const t = useT();
  usePageHead({ title: t('seller.edit.title') });
  const { guid = '' } = useParams();
  const product = useUserProduct(guid);

  const status = product.error instanceof ApiError ? product.error.status : 0;
  return (
    <PageSection id="product-edit-title" title={t('seller.edit.title')} subtitle={product.data?.title} subtitleWrittenByUser>
      {product.isPending ? (
        <p role="status" className="flex min-h-48 items-center justify-center gap-3 text-ink-700">
          <Spinner className="h-6 w-6 text-indigo-800" />
          {t('seller.form.loading')}
        </p>
      ) : product.isError ? (
        status === 403 || status === 404 || status === 400 ? (
          <div role="alert" className="card space-y-4 p-6 text-center">
            <p className="text-lg font-semibold text-indigo-900">{status === 403 ? t('seller.edit.forbidden') : t('seller.edit.notFound')}</p>
            <Link to={paths.profile.products()} className="btn-outline">
              {t('seller.edit.back')}
            </Link>
          </div>
        ) : (
          <ErrorState message={t('seller.list.error')} retryLabel={t('seller.list.retry')} onRetry={() => product.refetch()} />
        )
      ) : (
        // Keyed by product: another product (or a fresh copy after saving) starts a fresh form.
        <EditForm key={product.data.guid} product={product.data} />
      )}
    </PageSection>
  );
}

function EditForm({ product }: { product: UserProduct }) {
  const t = useT();
  const navigate = useNavigate();
  const update = useUpdateUserProduct();
  return (
    <div className="space-y-4">
      <ModerationBanner moderation={product.moderation} />
      <ProductForm
        initial={product}
        submitLabel={t('seller.edit.submit')}
        busyLabel={t('seller.form.sending')}
        onSubmit={async (values, images) => {
          const keep = images.flatMap((i) => (i.kind === 'existing' ? [i.id] : []));
          const files = images.flatMap((i) => (i.kind === 'file' ? [i.file] : []));
          const saved = await update.mutateAsync({ guid: product.guid, body: buildUpdateFormData(product, values, keep, files) });
          notify({ type: 'success', title: { key: 'seller.edit.done' }, comment: saved.title, forNextPage: true });
          navigate(paths.profile.products());
        }}
      />
    </div>
  );
}
