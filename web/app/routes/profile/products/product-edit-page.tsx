import { useNavigate, useParams } from 'react-router';
import { useUserProduct } from '@web/features/shop/api/get-user-product';
import { useUpdateUserProduct } from '@web/features/shop/api/update-user-product';
import { ProductForm } from '@web/features/shop/components/seller/product-form';
import { buildUpdateFormData } from '@web/features/shop/lib/product-payload';
import { notify } from '@web/features/notifications/notify';
import { PageLoading } from '@web/components/ui/editor-page';
import { splitUploads } from '@web/components/form/image-uploader';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';
import { ListingEditShell } from '../listing-edit-shell';

/** /profile/products/edit/{guid}/: loads the seller's product, pre-fills the form, sends only changes (PATCH). */
export function Component() {
  const t = useT();
  usePageHead({ title: t('seller.edit.title') });
  const { guid = '' } = useParams();
  const product = useUserProduct(guid);
  const navigate = useNavigate();
  const update = useUpdateUserProduct();

  return (
    <ListingEditShell
      id="product-edit-title"
      title={t('seller.edit.title')}
      query={product}
      loading={<PageLoading label={t('seller.form.loading')} />}
      texts={{
        unavailable: (status) => (status === 403 ? t('seller.edit.forbidden') : t('seller.edit.notFound')),
        back: t('seller.edit.back'),
        backTo: paths.profile.products(),
        error: t('seller.list.error'),
        retry: t('seller.list.retry'),
      }}
    >
      {(stored, confirmSave) => (
        <ProductForm
          initial={stored}
          submitLabel={t('seller.edit.submit')}
          busyLabel={t('seller.form.sending')}
          onSubmit={async (values, images) => {
            if (!(await confirmSave())) return;
            const { keep, files } = splitUploads(images);
            const saved = await update.mutateAsync({ guid: stored.guid, body: buildUpdateFormData(stored, values, keep, files) });
            notify({ type: 'success', title: { key: 'seller.edit.done' }, comment: saved.title, forNextPage: true });
            navigate(paths.profile.products());
          }}
        />
      )}
    </ListingEditShell>
  );
}
