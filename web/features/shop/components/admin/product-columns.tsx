import { Link } from 'react-router';
import type { AdminProduct } from '@shared/schemas/shop';
import { useT } from '@web/lib/i18n';
import { useLocalTitle } from '@web/lib/local-title';
import { useDates } from '@web/lib/dates';
import { useMoney } from '@web/lib/money';
import { personName } from '@web/components/ui/avatar';
import { ItemStateMark } from '@web/features/moderation/components/moderation-state';
import { itemState } from '@web/features/moderation/lib/item-state';
import { YesNo } from '@web/components/ui/yes-no';
import type { Column } from '@web/components/ui/responsive-table';
import { paths } from '@web/lib/paths';

const sellerName = (p: AdminProduct) => personName(p.user) || '—';

/** Columns of the admin product lists (spec §3): title links to the product; is_verified as Ha / Yo'q; the product's one state (itemState). */
export function useProductColumns({ verified = true }: { verified?: boolean } = {}): Column<AdminProduct>[] {
  const t = useT();
  const localTitle = useLocalTitle();
  const dates = useDates();
  const money = useMoney();
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
    { id: 'price', header: t('admin.products.columns.price'), className: 'md:whitespace-nowrap', cell: (p) => money.price(p.price_discount) },
    { id: 'created', header: t('admin.products.columns.created'), className: 'md:whitespace-nowrap', cell: (p) => dates.date(p.created_at) },
  ];
  if (verified) cols.push({ id: 'verified', header: t('admin.products.columns.verified'), cell: (p) => <YesNo value={p.is_verified} /> });
  // One state (Faol, Yashirilgan, Tekshiruvda, Rad etilgan) instead of is_active's Ha / Yo'q, which
  // read 'Faol: Ha' for a product held for review or rejected.
  cols.push({ id: 'state', header: t('admin.products.columns.state'), cell: (p) => <ItemStateMark state={itemState(p.is_active, p.moderation_state)} /> });
  return cols;
}
