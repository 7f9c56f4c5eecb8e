import { Breadcrumb, type BreadcrumbItem } from '@web/components/ui/breadcrumb';
import { useT } from '@web/lib/i18n';

/** Where the page sits in the shop (the shop first, the page itself last). */
export function ShopBreadcrumb({ items }: { items: BreadcrumbItem[] }) {
  const t = useT();
  return <Breadcrumb label={t('shop.breadcrumb')} items={items} />;
}
