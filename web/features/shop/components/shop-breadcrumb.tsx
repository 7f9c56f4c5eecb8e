import { Link } from 'react-router';
import { useT } from '@web/lib/i18n';
import { ChevronRightIcon } from '@web/components/ui/icons';

/**
 * Where the page sits in the shop; the last item is the page itself (not a link). On a narrow screen
 * the middle and last items are cut to fit one line, the first (the shop) always shows in full.
 */
export function ShopBreadcrumb({ items }: { items: { to?: string; label: string }[] }) {
  const t = useT();
  return (
    <nav aria-label={t('shop.breadcrumb')} className="min-w-0">
      <ol className="flex min-w-0 items-center text-sm text-ink-500">
        {items.map((item, i) => (
          <li key={i} className={`flex items-center gap-1 ${i === 0 ? 'shrink-0' : 'min-w-0 pl-1'} ${i === items.length - 1 && i > 0 ? 'flex-1' : ''}`}>
            {i > 0 ? <ChevronRightIcon size={14} className="shrink-0" /> : null}
            {item.to ? (
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
