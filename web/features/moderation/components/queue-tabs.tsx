import { NavLink } from 'react-router';
import { useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { QUEUE_TABS, type QueueTab } from '../api/list-queue';

/** The queue's tabs, the open ones with their counts. Links (the tab is in the address). */
export function QueueTabs({ current, counts }: { current: QueueTab; counts: { review: number; revision: number; report: number } | undefined }) {
  const t = useT();
  return (
    <nav aria-label={t('moderation.queue.tabsLabel')} className="-mx-1 overflow-x-auto px-1">
      <ul className="flex gap-2">
        {QUEUE_TABS.map((tab) => {
          const count = tab === 'closed' ? undefined : counts?.[tab];
          return (
            <li key={tab} className="shrink-0">
              <NavLink
                to={paths.admin.moderation(tab)}
                aria-current={tab === current ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center gap-2 rounded-xl px-4 text-sm font-semibold ${tab === current ? 'bg-indigo-800 text-white' : 'bg-white text-indigo-900 ring-1 ring-ink-100 hover:bg-indigo-50'}`}
                data-tab={tab}
              >
                {t(`moderation.queue.tabs.${tab}`)}
                {count !== undefined ? (
                  <span
                    className={`min-w-6 rounded-full px-2 py-0.5 text-center text-xs tabular-nums ${tab === current ? 'bg-white/20' : count > 0 ? 'bg-pomegranate-600 text-white' : 'bg-ink-100 text-ink-700'}`}
                    data-count={count}
                    aria-label={t('moderation.queue.openCount', { count })}
                  >
                    {count}
                  </span>
                ) : null}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
