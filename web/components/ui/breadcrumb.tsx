import { Link } from 'react-router';
import { ChevronRightIcon } from './icons';

export interface BreadcrumbItem {
  to?: string;
  label: string;
}

/**
 * Where the page sits: a link per place above it, the last item the page itself (not a link). On a
 * narrow screen the middle and last items are cut to fit one line; the first always shows in full.
 */
export function Breadcrumb({ label, items }: { label: string; items: BreadcrumbItem[] }) {
  return (
    <nav aria-label={label} className="min-w-0">
      <ol className="flex min-w-0 items-center text-sm text-ink-500">
        {items.map((item, i) => (
          <li key={i} className={`flex items-center gap-1 ${i === 0 ? 'shrink-0' : 'min-w-0 pl-1'} ${i === items.length - 1 && i > 0 ? 'flex-1' : ''}`}>
            {i > 0 ? <ChevronRightIcon size={14} className="shrink-0" /> : null}
            {item.to && i < items.length - 1 ? (
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
