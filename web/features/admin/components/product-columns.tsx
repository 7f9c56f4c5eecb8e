import { Link } from 'react-router';
import { formatDate } from '@shared/format/date';
import { formatPrice } from '@shared/format/price';
import type { AdminProduct } from '@shared/schemas/shop';
import type { TFunction } from '@web/lib/i18n';
import type { TitledInLanguages } from '@web/lib/local-title';
import { personName } from '@web/components/ui/avatar';
import { YesNo } from './data-table';
import type { Column } from '@web/components/ui/responsive-table';
import { paths } from '@web/lib/paths';

export const sellerName = (p: AdminProduct) => personName(p.user) || '—';

/** Columns of the admin product lists (spec §3): title links to the product; is_verified and is_active as Ha / Yo'q. */
export function productColumns(t: TFunction, localTitle: (item: TitledInLanguages) => string, { verified = true }: { verified?: boolean } = {}): Column<AdminProduct>[] {
  const cols: Column<AdminProduct>[] = [
    {
      id: 'title',
      header: t('admin.products.columns.title'),
      primary: true,
      cell: (p) => (
        <Link to={paths.product(p.meta)} className="break-words text-indigo-900 underline-offset-2 hover:text-indigo-700 hover:underline">
          {p.title}
        </Link>
      ),
    },
    { id: 'seller', header: t('admin.products.columns.seller'), cell: sellerName },
    { id: 'category', header: t('admin.products.columns.category'), cell: (p) => (p.category ? localTitle(p.category) : '—') },
    { id: 'price', header: t('admin.products.columns.price'), className: 'md:whitespace-nowrap', cell: (p) => formatPrice(p.price_discount, t('common.currency.word')) },
    { id: 'created', header: t('admin.products.columns.created'), className: 'md:whitespace-nowrap', cell: (p) => formatDate(p.created_at, new Date(), t('common.today')) },
  ];
  if (verified) cols.push({ id: 'verified', header: t('admin.products.columns.verified'), cell: (p) => <YesNo value={p.is_verified} /> });
  cols.push({ id: 'active', header: t('admin.products.columns.active'), cell: (p) => <YesNo value={p.is_active} /> });
  return cols;
}
