import { Link } from 'react-router';
import type { Announcement } from '@shared/schemas/announcements';
import { useI18n } from '@web/lib/i18n';
import { useMoney } from '@web/lib/money';
import { BriefcaseIcon } from '@web/components/ui/icons';
import { Skeleton } from '@web/components/ui/skeleton';
import { SmartImage } from '@web/components/ui/smart-image';
import { placeOf } from '../lib/place';
import { workTimeLabel } from './work-time';
import { paths } from '@web/lib/paths';
import { useInScript } from '@web/lib/text-script';

/**
 * The other announcements of a detail page's kind (its left column; below the announcement on
 * phones), each a link to its own page; the one shown is marked (aria-current). Services show their
 * picture, jobs an icon.
 */
export function SideList({ id, title, empty, items, currentMeta, loading = false }: { id: string; title: string; empty: string; items: Announcement[] | undefined; currentMeta: string; loading?: boolean }) {
  const { t, lang } = useI18n();
  const money = useMoney();
  const inScript = useInScript();
  return (
    <nav aria-labelledby={id} className="min-w-0">
      <h2 id={id} className="mb-3 text-lg font-bold text-indigo-900">
        {title}
      </h2>
      {loading || !items ? (
        <div className="space-y-3" aria-hidden="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-24 w-full rounded-[var(--radius-card)]" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <p className="rounded-[var(--radius-card)] bg-white p-4 text-sm text-ink-500 shadow-[var(--shadow-card)]">{empty}</p>
      ) : (
        <ul className="space-y-3">
          {items.map((item) => {
            const current = item.meta === currentMeta;
            const place = placeOf(item, lang);
            return (
              <li key={item.guid}>
                <Link
                  to={paths.announcementPage(item)}
                  aria-current={current ? 'page' : undefined}
                  className={`flex gap-3 rounded-[var(--radius-card)] bg-white p-3 shadow-[var(--shadow-card)] transition hover:ring-2 hover:ring-saffron-400 ${current ? 'ring-2 ring-indigo-700' : ''}`}
                >
                  {item.type === 'service_announcement' ? (
                    <SmartImage src={item.thumbnail} alt="" sizes="96px" aspect="aspect-square" className="w-20 shrink-0 rounded-lg sm:w-24" />
                  ) : (
                    <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-lg bg-indigo-50 text-indigo-800">
                      <BriefcaseIcon size={20} />
                    </span>
                  )}
                  <span className="min-w-0 flex-1">
                    <span data-user-content className="line-clamp-2 font-semibold text-indigo-900 [overflow-wrap:anywhere]">
                      {inScript(item, ['title']).title}
                    </span>
                    <span className="mt-1 block text-sm font-semibold text-pomegranate-600 tabular-nums">{money.payRange(item.price_min, item.price_max, item.negotiable)}</span>
                    <span className="mt-0.5 block truncate text-xs text-ink-500">{[place, workTimeLabel(t, item.work_time)].filter(Boolean).join(' · ')}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
