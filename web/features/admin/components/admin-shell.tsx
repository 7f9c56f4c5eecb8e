import { useEffect, useId, useRef, type ComponentType, type ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { BRAND } from '@shared/constants';
import type { Profile } from '@shared/schemas/users';
import { ClockIcon, CloseIcon, DashboardIcon, GraduationCapIcon, HomeIcon, LogoutIcon, MenuIcon, NewspaperIcon, RefreshIcon, ShieldIcon, ShoppingBagIcon, UsersIcon } from '@web/components/ui/icons';
import { LogoMark } from '@web/components/ui/logo';
import { personName } from '@web/components/ui/avatar';
import { useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';

interface NavItem {
  to: string;
  key: string;
  /** Active on this exact path only (the news list, whose documents live below it). */
  end?: boolean;
}
interface NavGroup {
  key: string;
  Icon: ComponentType<{ size?: number; className?: string }>;
  /** A single link when there are no children. */
  to?: string;
  /** The single link is also active below this path (the moderation queue's sources and cases). */
  activeUnder?: string;
  items?: NavItem[];
}

/** The admin side menu of spec §2, in its order. */
const ADMIN_NAV: NavGroup[] = [
  { key: 'overview', Icon: DashboardIcon, to: paths.admin.overview() },
  {
    key: 'users',
    Icon: UsersIcon,
    items: [
      { to: paths.admin.users('all'), key: 'usersAll' },
      { to: paths.admin.users('housemakers'), key: 'usersHousemakers' },
      { to: paths.admin.users('admins'), key: 'usersAdmins' },
      { to: paths.admin.users('mods'), key: 'usersMods' },
      { to: paths.admin.users('users'), key: 'usersUsers' },
    ],
  },
  { key: 'moderation', Icon: ShieldIcon, to: paths.admin.moderation('review'), activeUnder: '/admin/moderation/' },
  {
    key: 'shop',
    Icon: ShoppingBagIcon,
    items: [
      { to: paths.admin.shopProducts(), key: 'shopProducts' },
      { to: paths.admin.shopCategories(), key: 'shopCategories' },
      { to: paths.admin.shopVerify(), key: 'shopVerify' },
    ],
  },
  {
    key: 'courses',
    Icon: GraduationCapIcon,
    items: [
      { to: paths.admin.teachers(), key: 'coursesTeachers' },
      { to: paths.admin.students(), key: 'coursesStudents' },
      { to: paths.admin.courseList(), key: 'coursesCourses' },
      { to: paths.admin.courseCategories(), key: 'coursesCategories' },
    ],
  },
  {
    key: 'news',
    Icon: NewspaperIcon,
    items: [
      { to: paths.admin.news(), key: 'newsItems', end: true },
      { to: paths.admin.documents(), key: 'newsDocuments' },
      { to: paths.admin.newsCategories(), key: 'newsCategories' },
    ],
  },
  { key: 'audit', Icon: ClockIcon, to: paths.admin.audit() },
  { key: 'jobs', Icon: RefreshIcon, to: paths.admin.jobs() },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium transition-colors ${
    isActive ? 'bg-white text-indigo-900 shadow-sm' : 'text-indigo-100 hover:bg-white/10 hover:text-white'
  }`;

/**
 * The menu, drawn twice (the side column from lg, the phone's drawer below it; CSS shows one): each
 * copy names its groups with ids of its own, so the page holds no id twice.
 */
function AdminNav({ user }: { user: Profile }) {
  const t = useT();
  const { pathname } = useLocation();
  const idBase = useId();
  const groupId = (key: string) => `${idBase}nav-${key}`;
  const roleKey = user.role === 'moderator' ? 'moderator' : 'admin';
  return (
    <div className="flex h-full flex-col gap-6 p-4">
      <Link to={paths.admin.overview()} className="flex items-center gap-3 rounded-xl p-1 text-white">
        <LogoMark size={40} />
        <span className="flex flex-col leading-tight">
          <span className="text-lg font-extrabold tracking-tight">{BRAND}</span>
          <span className="text-xs text-indigo-100">{t(`admin.panel.${roleKey}`)}</span>
        </span>
      </Link>

      <nav aria-label={t('admin.nav.label')} className="flex-1">
        <ul className="space-y-5">
          {ADMIN_NAV.map((group) =>
            group.to ? (
              <li key={group.key}>
                <NavLink
                  to={group.to}
                  className={({ isActive }) => linkClass({ isActive: isActive || (group.activeUnder !== undefined && pathname.startsWith(group.activeUnder)) })}
                  end={false}
                >
                  <group.Icon size={20} />
                  {t(`admin.nav.${group.key}`)}
                </NavLink>
              </li>
            ) : (
              <li key={group.key}>
                <div role="group" aria-labelledby={groupId(group.key)}>
                  <p className="mb-1.5 flex items-center gap-2 px-3 text-xs font-semibold tracking-wider text-indigo-100/80 uppercase" id={groupId(group.key)}>
                    <group.Icon size={16} />
                    {t(`admin.nav.${group.key}`)}
                  </p>
                  <ul className="space-y-0.5">
                    {group.items!.map((item) => (
                      <li key={item.to}>
                        <NavLink to={item.to} className={linkClass} end={item.end}>
                          <span aria-hidden="true" className="ml-1 size-1.5 rounded-full bg-current opacity-60" />
                          {t(`admin.nav.${item.key}`)}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            ),
          )}
        </ul>
      </nav>

      <div className="space-y-0.5 border-t border-white/15 pt-4">
        <p className="truncate px-3 pb-2 text-sm text-indigo-100">
          <span className="font-semibold text-white">{personName(user)}</span>
          <span className="block text-xs">{t(`admin.roles.${user.role}`)}</span>
        </p>
        <Link to={paths.home()} className={linkClass({ isActive: false })}>
          <HomeIcon size={20} />
          {t('admin.nav.site')}
        </Link>
        <Link to={paths.signOut()} className={linkClass({ isActive: false })}>
          <LogoutIcon size={20} />
          {t('admin.nav.signOut')}
        </Link>
      </div>
    </div>
  );
}

/**
 * The admin chrome (the global navbar and footer are hidden on admin paths): a fixed side menu from
 * the lg breakpoint; on phones a top bar whose button opens the same menu as a drawer. The drawer is
 * a native modal <dialog> (focus kept inside, Escape closes, page behind inert) and closes on every
 * route change.
 */
export function AdminShell({ user, children }: { user: Profile; children?: ReactNode }) {
  const t = useT();
  const drawerRef = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    if (drawerRef.current?.open) drawerRef.current.close();
  }, [pathname]);

  useEffect(() => {
    const el = drawerRef.current;
    if (!el) return;
    // The page behind must not scroll while the drawer is open (as with the site menu).
    const unlock = () => document.body.classList.remove('scroll-locked');
    const observer = new MutationObserver(() => document.body.classList.toggle('scroll-locked', el.open));
    observer.observe(el, { attributes: true, attributeFilter: ['open'] });
    return () => {
      observer.disconnect();
      unlock();
    };
  }, []);

  return (
    <div className="min-h-dvh bg-cream-50 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
      {/* The dark column spans the whole page height; the menu inside stays in view while scrolling. */}
      <div className="hidden bg-indigo-950 lg:block">
        <aside className="sticky top-0 h-dvh overflow-y-auto">
          <AdminNav user={user} />
        </aside>
      </div>

      <header className="sticky top-0 z-30 flex h-14 items-center justify-between gap-3 border-b border-ink-100 bg-white/95 px-4 backdrop-blur lg:hidden">
        <Link to={paths.admin.overview()} className="flex items-center gap-2 font-extrabold text-indigo-900">
          <LogoMark size={32} />
          <span>{t(`admin.panel.${user.role === 'moderator' ? 'moderator' : 'admin'}`)}</span>
        </Link>
        <button
          type="button"
          className="grid size-11 place-items-center rounded-xl text-indigo-900 hover:bg-indigo-50"
          aria-label={t('admin.nav.open')}
          aria-haspopup="dialog"
          onClick={() => drawerRef.current?.showModal()}
        >
          <MenuIcon size={24} />
        </button>
      </header>

      <dialog
        ref={drawerRef}
        // The drawer is the menu; the navigation inside it keeps its own name (admin.nav.label).
        aria-label={t('admin.nav.menu')}
        onClick={(e) => {
          // A click on the backdrop, or on a link (even to the page already shown), closes the drawer.
          if (e.target === e.currentTarget || (e.target as HTMLElement).closest('a')) e.currentTarget.close();
        }}
        className="fixed inset-y-0 transition-[translate] duration-200 starting:open:-translate-x-full motion-reduce:transition-none right-auto left-0 m-0 h-dvh max-h-dvh w-[min(20rem,85vw)] max-w-none overflow-y-auto bg-indigo-950 p-0 backdrop:bg-indigo-950/60 lg:hidden"
      >
        <div className="relative min-h-full">
          <button
            type="button"
            className="absolute top-4 right-3 z-10 grid size-11 place-items-center rounded-xl text-white hover:bg-white/10"
            aria-label={t('admin.nav.close')}
            onClick={() => drawerRef.current?.close()}
          >
            <CloseIcon size={22} />
          </button>
          <AdminNav user={user} />
        </div>
      </dialog>

      <div className="min-w-0 px-4 py-5 sm:px-6 lg:px-8 lg:py-8">{children ?? <Outlet />}</div>
    </div>
  );
}
