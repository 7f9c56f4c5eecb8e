import { Link } from 'react-router';
import type { Announcement } from '@shared/schemas/announcements';
import { useI18n } from '@web/lib/i18n';
import { useMoney } from '@web/lib/money';
import { SmartImage } from '@web/components/ui/smart-image';
import { workTimeLabel } from './work-time';
import { paths } from '@web/lib/paths';
import { placeName } from '@web/features/geo';

/** The other service announcements, each a link to its own page (the detail page's left column). */
export function ServiceList({ items, currentMeta }: { items: Announcement[]; currentMeta: string }) {
  const { t, lang } = useI18n();
  const money = useMoney();
  return (
    <nav aria-labelledby="service-list-title" className="min-w-0">
      <h2 id="service-list-title" className="mb-3 text-lg font-bold text-indigo-900">
        {t('announcements.otherServices')}
      </h2>
      {items.length === 0 ? (
        <p className="rounded-[var(--radius-card)] bg-white p-4 text-sm text-ink-500 shadow-[var(--shadow-card)]">{t('announcements.noOthers')}</p>
      ) : (
        <ul className="space-y-3">
          {items.map((item) => {
            const current = item.meta === currentMeta;
            return (
              <li key={item.guid}>
                <Link
                  to={paths.service(item.meta)}
                  aria-current={current ? 'page' : undefined}
                  className={`flex gap-3 rounded-[var(--radius-card)] bg-white p-3 shadow-[var(--shadow-card)] transition hover:ring-2 hover:ring-saffron-400 ${current ? 'ring-2 ring-indigo-700' : ''}`}
                >
                  <SmartImage src={item.thumbnail} alt="" sizes="96px" aspect="aspect-square" className="w-20 shrink-0 rounded-lg sm:w-24" />
                  <span className="min-w-0 flex-1">
                    <span data-user-content className="line-clamp-2 font-semibold text-indigo-900 [overflow-wrap:anywhere]">{item.title}</span>
                    <span className="mt-1 block text-sm font-semibold text-pomegranate-600 tabular-nums">{money.payRange(item.price_min, item.price_max, item.negotiable)}</span>
                    <span className="mt-0.5 block truncate text-xs text-ink-500">
                      {[item.region ? placeName(item.region, lang) : null, workTimeLabel(t, item.work_time)].filter(Boolean).join(' · ')}
                    </span>
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
