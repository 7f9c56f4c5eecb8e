import { Breadcrumb, type BreadcrumbItem } from '@web/components/ui/breadcrumb';
import { useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';

/** News › a documents list › (the document): the last item is the page itself, cut to one line on a phone. */
export function DocumentsBreadcrumb({ items }: { items: BreadcrumbItem[] }) {
  const t = useT();
  return <Breadcrumb label={t('news.documents.breadcrumb')} items={[{ to: paths.news(), label: t('news.documents.breadcrumb') }, ...items]} />;
}
