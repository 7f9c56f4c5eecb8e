import { Link } from 'react-router';
import { useT } from '@web/lib/i18n';
import { BriefcaseIcon, HandshakeIcon, PlusIcon } from '@web/components/ui/icons';
import { paths } from '@web/lib/paths';

export type AnnouncementTab = 'work' | 'service' | 'create';

/**
 * The three-tab bar of the announcement pages (spec §2): job announcements, services, and the
 * 'E'lon berish' form. Links (each a page of its own, so it can be opened in a new tab), the current
 * section marked with aria-current; on a phone the bar scrolls inside itself if the words are long.
 */
export function AnnouncementTabs({ active }: { active?: AnnouncementTab }) {
  const t = useT();
  const tabs = [
    { key: 'work', to: paths.announcements({ type: 'work' }), label: t('announcements.tabs.work'), Icon: BriefcaseIcon },
    { key: 'service', to: paths.announcements({ type: 'service' }), label: t('announcements.tabs.service'), Icon: HandshakeIcon },
    { key: 'create', to: paths.announcementCreate(active === 'work' || active === 'service' ? active : undefined), label: t('announcements.tabs.create'), Icon: PlusIcon },
  ] as const;
  return (
    <nav aria-label={t('announcements.tabs.label')} className="-mx-4 overflow-x-auto px-4 [scrollbar-width:none] sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-ink-100">
        {tabs.map(({ key, to, label, Icon }) => {
          const current = key === active;
          return (
            <li key={key}>
              <Link
                to={to}
                aria-current={current ? 'page' : undefined}
                className={`-mb-px inline-flex min-h-11 items-center gap-2 rounded-t-lg border-b-2 px-3 text-sm font-semibold whitespace-nowrap transition-colors sm:px-4 ${
                  current ? 'border-pomegranate-600 text-indigo-900' : 'border-transparent text-ink-700 hover:border-ink-300 hover:text-indigo-800'
                }`}
              >
                <Icon size={17} className="hidden sm:block" />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
