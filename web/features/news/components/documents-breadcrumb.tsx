import { Link } from 'react-router';
import { useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { ChevronRightIcon } from '@web/components/ui/icons';

/** News › a documents list › (the document): the last item is the page itself, cut to one line on a phone. */
export function DocumentsBreadcrumb({ items }: { items: { to?: string; label: string }[] }) {
  const t = useT();
  const all = [{ to: paths.news(), label: t('news.documents.breadcrumb') }, ...items];
  return (
    <nav aria-label={t('news.documents.breadcrumb')} className="min-w-0">
      <ol className="flex min-w-0 items-center text-sm text-ink-500">
        {all.map((item, i) => (
          <li key={i} className={`flex items-center gap-1 ${i === 0 ? 'shrink-0' : 'min-w-0 pl-1'} ${i === all.length - 1 ? 'flex-1' : ''}`}>
            {i > 0 ? <ChevronRightIcon size={14} className="shrink-0" /> : null}
            {item.to && i < all.length - 1 ? (
              <Link to={item.to} className="truncate rounded hover:text-indigo-800 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="truncate text-ink-700">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
