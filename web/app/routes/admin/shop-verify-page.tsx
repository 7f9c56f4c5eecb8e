import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminProduct } from '@shared/schemas/shop';
import { adminProductsKey, verifyProductsList } from '@web/features/shop/api/admin/list-products';
import { useVerifyProduct } from '@web/features/shop/api/verify-product';
import { AdminListPage } from './admin-list-page';
import { CheckIcon } from '@web/components/ui/icons';
import { useProductColumns } from '@web/features/shop/components/admin/product-columns';
import { paths } from '@web/lib/paths';
import { notify } from '@web/features/notifications/notify';
import { Spinner } from '@web/components/form/submit-button';
import { useT } from '@web/lib/i18n';

/**
 * /admin/onlineshop/verify/: products awaiting review (requested with verify: true, spec §4). Each
 * row has the spec's 'Tasdiqlash' link to the product page, and an inline approve button that
 * verifies without leaving the list; approved rows disappear at once.
 */
export function Component() {
  const t = useT();
  const columns = useProductColumns({ verified: false });
  const verify = useVerifyProduct({ refresh: adminProductsKey });
  // Hidden at once on approval; the refetch that follows brings the next product up.
  const [approved, setApproved] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const settle = (guid: string) =>
    setPending((prev) => {
      const next = new Set(prev);
      next.delete(guid);
      return next;
    });

  // mutateAsync, not mutate: per-call callbacks of mutate fire only for the latest call, and a
  // moderator may approve several rows before the first answer arrives.
  const approve = async (p: AdminProduct) => {
    setPending((prev) => new Set(prev).add(p.guid));
    try {
      await verify.mutateAsync({ meta: p.meta, verified: true });
      setApproved((prev) => new Set(prev).add(p.guid));
      notify({ type: 'success', title: { key: 'admin.products.verified' }, comment: p.title });
    } catch {
      notify({ type: 'error', title: { key: 'admin.products.verifyFailed' } });
    } finally {
      settle(p.guid);
    }
  };

  return (
    <>
      <AdminListPage
        title={t('admin.verify.title')}
        description={t('admin.verify.description')}
        source={verifyProductsList}
        hidden={(p) => approved.has(p.guid)}
        caption={t('admin.verify.title')}
        columns={columns}
        rowKey={(p) => p.guid}
        rowLabel={(p) => p.title}
        searchPlaceholder={t('admin.products.searchPlaceholder')}
        emptyText={t('admin.verify.empty')}
        actions={(p) => (
          <>
            <Link to={paths.product(p.meta)} className="btn-ghost min-h-10 px-3 py-1.5 whitespace-nowrap" aria-describedby="verify-hint">
              {t('admin.verify.link')}
            </Link>
            <button
              type="button"
              className="btn-primary min-h-10 px-3 py-1.5 whitespace-nowrap"
              title={t('admin.verify.approve')}
              onClick={() => void approve(p)}
              disabled={pending.has(p.guid)}
              aria-busy={pending.has(p.guid) || undefined}
              aria-label={t('admin.verify.approveFor', { title: p.title })}
            >
              {pending.has(p.guid) ? <Spinner /> : <CheckIcon size={18} />}
              {/* Words only where the table has room; the icon button keeps its name (aria-label) and a tooltip. */}
              <span className="hidden 2xl:inline">{t('admin.verify.approve')}</span>
            </button>
          </>
        )}
      />
      <p id="verify-hint" className="sr-only">
        {t('admin.verify.linkHint')}
      </p>
    </>
  );
}
