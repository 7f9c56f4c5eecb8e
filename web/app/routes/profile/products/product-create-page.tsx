import { useNavigate } from 'react-router';
import { ConfirmPhoneNotice } from '@web/features/auth/components/confirm-phone-notice';
import { useCreateUserProduct } from '@web/features/shop/api/create-user-product';
import { ProductForm } from '@web/features/shop/components/seller/product-form';
import { buildCreateFormData } from '@web/features/shop/lib/product-payload';
import { notify } from '@web/features/notifications/notify';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';
import { PageSection } from '@web/components/ui/page-section';
import { splitUploads } from '@web/components/form/image-uploader';

/** /profile/products/create/: a new product (POST user-products/upload), then back to the list. */
export function Component() {
  const t = useT();
  usePageHead({ title: t('seller.create.title') });
  const navigate = useNavigate();
  const create = useCreateUserProduct();

  return (
    <PageSection id="product-create-title" title={t('seller.create.title')} subtitle={t('seller.create.subtitle')}>
      <ConfirmPhoneNotice className="mb-4" />
      <ProductForm
        submitLabel={t('seller.create.submit')}
        busyLabel={t('seller.form.sending')}
        onSubmit={async (values, images) => {
          const { files } = splitUploads(images);
          const product = await create.mutateAsync(buildCreateFormData(values, files));
          notify({ type: 'success', title: { key: 'seller.create.done' }, comment: product.title, forNextPage: true });
          navigate(paths.profile.products());
        }}
      />
    </PageSection>
  );
}
