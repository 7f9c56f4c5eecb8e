import { Link, NavLink } from 'react-router';
import { useT } from '@web/lib/i18n';
import { BellIcon, ChatIcon, PhoneIcon } from '@web/components/ui/icons';
import { CountBadge, useTopBarCounts } from '@web/features/messenger/components/top-bar-badges';
import { LanguageSwitcher } from './language-switcher';
import { SITE_PHONES } from './site-contacts';
import { paths } from '@web/lib/paths';

const LINKS = [
  { to: paths.home(), key: 'layout.topbar.home', end: true, mobile: false },
  { to: paths.aboutUs(), key: 'layout.topbar.about', end: false, mobile: true },
  { to: paths.partners(), key: 'layout.topbar.partners', end: false, mobile: true },
  { to: paths.contacts(), key: 'layout.topbar.contacts', end: false, mobile: true },
] as const;

/**
 * The thin bar above the navbar (spec §2): info pages, language, notifications and messages.
 * On phones 'Bosh sahifa' is left to the logo so the rest fits in 360 px.
 */
export function TopBar({ overHero }: { overHero: boolean }) {
  const t = useT();
  const counts = useTopBarCounts();
  // The count is part of the link's name, so screen readers hear it (the badge itself is decorative).
  const named = (label: string, count: number, key: string) => (count > 0 ? `${label}: ${t(key, { count })}` : label);
  const notificationsLabel = named(t('layout.topbar.notifications'), counts.notifications, 'messenger.badge.notifications');
  const messagesLabel = named(t('layout.topbar.messages'), counts.messages, 'messenger.badge.messages');
  return (
    <div className={`on-dark h-[var(--topbar-h)] text-[11px] sm:text-xs ${overHero ? 'border-b border-white/10 bg-indigo-950/30 text-white/85' : 'bg-indigo-950 text-white/85'}`}>
      <div className="page flex h-full items-center justify-between gap-1 px-3 sm:gap-3 sm:px-6 lg:px-8">
        {/* On a 360 px phone the three links and the three 44 px controls just fit (a narrower edge and tighter spacing than the navbar's); where a longer word does not, the links scroll under the controls rather than run into them. */}
        <nav aria-label={t('layout.topbar.label')} className="min-w-0 overflow-x-auto overflow-y-hidden [scrollbar-width:none]">
          <ul className="flex items-center sm:gap-5">
            {LINKS.map((l) => (
              <li key={l.to} className={l.mobile ? '' : 'hidden sm:block'}>
                <NavLink
                  to={l.to}
                  end={l.end}
                  className={({ isActive }) => `inline-flex min-h-11 min-w-11 items-center justify-center whitespace-nowrap rounded px-1 hover:text-white sm:min-h-0 sm:min-w-0 sm:px-0 sm:py-1 ${isActive ? 'font-semibold text-saffron-400' : ''}`}
                >
                  {t(l.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex shrink-0 items-center sm:gap-3">
          <a href={SITE_PHONES[0].href} className="hidden items-center gap-1.5 whitespace-nowrap rounded py-1 hover:text-white md:inline-flex">
            <PhoneIcon size={14} />
            {SITE_PHONES[0].display}
          </a>
          <LanguageSwitcher />
          <Link to={paths.profile.notifications()} aria-label={notificationsLabel} title={notificationsLabel} className="relative grid size-11 place-items-center rounded-full hover:bg-white/10 hover:text-white sm:size-8">
            <BellIcon size={17} />
            <CountBadge count={counts.notifications} testId="notifications-badge" />
          </Link>
          <Link to={paths.profile.messages()} aria-label={messagesLabel} title={messagesLabel} className="relative grid size-11 place-items-center rounded-full hover:bg-white/10 hover:text-white sm:size-8">
            <ChatIcon size={17} />
            <CountBadge count={counts.messages} testId="messages-badge" />
          </Link>
        </div>
      </div>
    </div>
  );
}
