import { useState } from 'react';
import { Link } from 'react-router';
import type { UserProduct } from '@shared/schemas/shop';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { PencilIcon, PlusIcon, TrashIcon } from '@web/components/ui/icons';
import { Pagination } from '@web/components/ui/pagination';
import { ResponsiveTable, type Column } from '@web/components/ui/responsive-table';
import { useDeleteUserProduct } from '@web/features/shop/api/delete-user-product';
import { useUserProducts } from '@web/features/shop/api/get-user-products';
import { CompactPrice, VerifiedMark } from '@web/features/shop/components/seller/product-cells';
import { SellerStats } from '@web/features/shop/components/seller/seller-stats';
import { notify } from '@web/features/notifications/notify';
import { SmartImage } from '@web/components/ui/smart-image';
import { Skeleton, SkeletonStack } from '@web/components/ui/skeleton';
import { EmptyState } from '@web/components/ui/status-message';
import { ListState } from '@web/components/ui/item-page';
import { useT, type Message } from '@web/lib/i18n';
import { useKeepPageInRange, usePageParam } from '@web/lib/use-page-param';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';
import { errorMessage } from '@web/components/form/apply-api-error';
import { useLocalTitle } from '@web/lib/local-title';
import { ItemStateMark, RejectionNote, RevisionNote } from '@web/features/moderation/components/moderation-state';
import { itemState } from '@web/features/moderation/lib/item-state';
import { PageSection } from '@web/components/ui/page-section';
import { useDates } from '@web/lib/dates';

/**
 * /profile/products/: the seller's products (spec §2, §9): page 1 and 10 per page by default, the
 * page kept in ?page= so reload and Back return to it; compact prices in USZ; edit and delete.
 */
export function Component() {
  const t = useT();
  usePageHead({ title: t('seller.list.title') });
  const [page, setPage] = usePageParam();
  const products = useUserProducts(page);
  const remove = useDeleteUserProduct();
  const [toDelete, setToDelete] = useState<UserProduct | null>(null);
  const [deleteError, setDeleteError] = useState<Message | null>(null);

  const totalPages = products.data?.total_pages ?? 1;

  useKeepPageInRange(page, products.data && !products.isPlaceholderData ? products.data.total_pages : undefined, setPage);

  const confirmDelete = () => {
    if (!toDelete) return;
    setDeleteError(null);
    remove.mutate(toDelete.guid, {
      onSuccess: () => {
        notify({ type: 'success', title: { key: 'seller.list.deleted' }, comment: toDelete.title });
        setToDelete(null);
      },
      onError: (err) => setDeleteError(errorMessage(err, t('seller.list.deleteFailed'))),
    });
  };

  const columns = useSellerColumns();

  const addButton = (
    <Link to={paths.profile.productCreate()} className="btn-primary w-full sm:w-auto">
      <PlusIcon size={18} />
      {t('seller.list.add')}
    </Link>
  );

  return (
    // The empty state carries its own call to action: one button is enough.
    <PageSection id="products-title" title={t('seller.list.title')} subtitle={products.data ? t('seller.list.count', { count: products.data.count }) : t('seller.list.subtitle')} action={products.data && products.data.count === 0 ? null : addButton}>
      <ListState
        query={products}
        isEmpty={(d) => d.data.length === 0 && page === 1}
        skeleton={
          <div className="space-y-3" role="status" aria-label={t('seller.form.loading')}>
            {[0, 1, 2].map((i) => (
              <div key={i} className="card flex items-center gap-3 p-4">
                <Skeleton className="size-14 shrink-0" />
                <SkeletonStack className="flex-1 space-y-2" lines={['h-4 w-2/3', 'h-3 w-1/3']} />
              </div>
            ))}
          </div>
        }
        error={{ message: t('seller.list.error'), retry: t('seller.list.retry') }}
        empty={
          <div className="card flex flex-col items-center gap-4 p-8 text-center">
            <p className="text-lg font-semibold text-indigo-900">{t('seller.list.emptyTitle')}</p>
            <p className="max-w-md text-sm text-ink-700">{t('seller.list.emptyText')}</p>
            {addButton}
          </div>
        }
      >
        {(d) =>
          d.data.length === 0 ? (
            <EmptyState>{t('seller.list.pageEmpty')}</EmptyState>
          ) : (
            <>
              <ResponsiveTable
                caption={t('seller.list.title')}
                columns={columns}
                rows={d.data}
                rowKey={(p) => p.guid}
                rowLabel={(p) => p.title}
                busy={products.isPlaceholderData}
                actions={(p) => (
                  <SellerRowActions
                    product={p}
                    onDelete={() => {
                      setDeleteError(null);
                      setToDelete(p);
                    }}
                  />
                )}
              />
              <Pagination page={page} totalPages={totalPages} onPageChange={setPage} disabled={products.isFetching && products.isPlaceholderData} />
            </>
          )
        }
      </ListState>

      {products.data && products.data.count > 0 ? <SellerStats products={products.data.data} /> : null}

      <ConfirmDialog
        open={!!toDelete}
        title={t('seller.list.deleteTitle')}
        message={t('seller.list.deleteText', { title: toDelete?.title ?? '' })}
        confirmLabel={t('seller.list.deleteConfirm')}
        busy={remove.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </PageSection>
  );
}

/** The seller's table: the product (picture, link, verified mark), category, price, state, date. */
function useSellerColumns(): Column<UserProduct>[] {
  const t = useT();
  const dates = useDates();
  const localTitle = useLocalTitle();
  return [
    {
      id: 'product',
      header: t('seller.list.columns.product'),
      primary: true,
      cell: (p) => (
        <div className="flex min-w-0 items-center gap-3">
          <SmartImage src={p.image} alt="" sizes="64px" aspect="aspect-square" className="w-14 shrink-0 rounded-lg md:w-12" />
          <span className="min-w-0 space-y-1">
            <Link to={paths.product(p.meta)} className="line-clamp-2 break-words text-indigo-900 underline-offset-2 hover:underline md:max-w-64">
              {p.title}
            </Link>
            <VerifiedMark verified={p.is_verified} />
          </span>
        </div>
      ),
    },
    { id: 'category', header: t('seller.list.columns.category'), cell: (p) => (p.category ? localTitle(p.category) : '—') },
    { id: 'price', header: t('seller.list.columns.price'), className: 'md:whitespace-nowrap', cell: (p) => <CompactPrice price={p.price} priceDiscount={p.price_discount} /> },
    {
      id: 'status',
      header: t('seller.list.columns.status'),
      cell: (p) => (
        <div className="space-y-1.5">
          <ItemStateMark state={itemState(p.is_active, p.moderation.state)} />
          <RejectionNote moderation={p.moderation} editHref={paths.profile.productEdit(p.guid)} />
          <RevisionNote revision={p.revision} />
        </div>
      ),
    },
    { id: 'created', header: t('seller.list.columns.created'), className: 'md:whitespace-nowrap', cell: (p) => dates.date(p.created_at) },
  ];
}

/** A product's edit link and delete button. */
function SellerRowActions({ product: p, onDelete }: { product: UserProduct; onDelete(): void }) {
  const t = useT();
  return (
    <>
      <Link to={paths.profile.productEdit(p.guid)} className="grid size-10 place-items-center rounded-xl text-indigo-800 hover:bg-indigo-50" aria-label={t('seller.list.edit', { title: p.title })}>
        <PencilIcon size={20} />
      </Link>
      <button type="button" className="grid size-10 place-items-center rounded-xl text-pomegranate-700 hover:bg-pomegranate-100" aria-label={t('seller.list.delete', { title: p.title })} onClick={onDelete}>
        <TrashIcon size={20} />
      </button>
    </>
  );
}
