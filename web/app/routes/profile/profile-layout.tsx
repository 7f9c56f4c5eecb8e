import { useEffect, useRef, useState, type RefObject } from 'react';
import { NavLink, Navigate, Outlet, useLocation } from 'react-router';
import { formatPhone } from '@shared/format/phone';
import { useSession } from '@web/features/auth/api/get-profile';
import { signInWithNext } from '@web/features/auth/signup-flow';
import { useTeachingCourses } from '@web/features/courses/api/get-teaching-courses';
import { Avatar } from '@web/features/profile/components/avatar';
import { ProfileLoading } from '@web/features/profile/components/profile-loading';
import { personName } from '@web/components/ui/avatar';
import { useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';

/** Every section of spec §2's profile side menu, in its order; sign-out last. */
const MENU = [
  { to: paths.profile.overview(), key: 'overview' },
  { to: paths.profile.products(), key: 'products' },
  { to: paths.profile.likedProducts(), key: 'likedProducts' },
  { to: paths.profile.announcements(), key: 'announcements' },
  { to: paths.profile.savedAnnouncements(), key: 'savedAnnouncements' },
  { to: paths.profile.courses(), key: 'courses' },
  { to: paths.profile.likedCourses(), key: 'likedCourses' },
  { to: paths.profile.messages(), key: 'messages' },
  { to: paths.profile.notifications(), key: 'notifications' },
] as const;

/** Only a teacher's menu (users with a teacher record): their own courses. */
const TEACHING_ITEM = { to: paths.profile.teaching(), key: 'teaching' } as const;
type MenuItem = (typeof MENU)[number] | typeof TEACHING_ITEM;

/** Which sides of a sideways scroller have more to show: its edge fades say so. */
function useScrollEdges(ref: RefObject<HTMLElement | null>, deps: readonly unknown[]) {
  const [edges, setEdges] = useState({ start: false, end: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const start = el.scrollLeft > 1;
      const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setEdges((prev) => (prev.start === start && prev.end === end ? prev : { start, end }));
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return edges;
}

/** A fade over one edge of the tab strip, shown while the strip has more on that side (drawn over it: no layout shift). */
function EdgeFade({ side, shown }: { side: 'start' | 'end'; shown: boolean }) {
  return (
    <div
      aria-hidden="true"
      data-testid={`profile-tabs-fade-${side}`}
      data-shown={shown}
      className={`pointer-events-none absolute inset-y-0 w-10 from-cream-50 to-transparent transition-opacity duration-150 lg:hidden ${
        side === 'start' ? 'left-0 bg-gradient-to-r' : 'right-0 bg-gradient-to-l'
      } ${shown ? 'opacity-100' : 'opacity-0'}`}
    />
  );
}

/**
 * /profile: only for signed-in users. Anonymous visitors go to sign-in (with ?next= back here) only
 * once the auth check has finished, never while it is still loading (spec §2).
 * Phones get the menu as a horizontal strip that scrolls by itself, so the page never scrolls sideways;
 * a fade over an edge shows there is more on that side (updated on scroll and resize).
 */
export function Component() {
  const t = useT();
  const { user, status } = useSession();
  const location = useLocation();
  const navRef = useRef<HTMLElement>(null);

  // On phones the menu is a sideways strip: bring the current section into view (only the strip scrolls).
  useEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !current || nav.scrollWidth <= nav.clientWidth) return;
    nav.scrollLeft = current.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2;
  }, [location.pathname, status]);
  // A teacher's menu has their teaching pages too, after the liked courses (known once the answer comes).
  const teaching = useTeachingCourses(!!user);
  const isTeacher = !!user && !!teaching.data?.is_teacher;
  const menu: ReadonlyArray<MenuItem> = isTeacher ? MENU.flatMap((item): MenuItem[] => (item.key === 'likedCourses' ? [item, TEACHING_ITEM] : [item])) : MENU;
  const edges = useScrollEdges(navRef, [status, !!user, isTeacher]);

  if (status === 'loading') return <ProfileLoading />;
  if (!user) return <Navigate to={signInWithNext(`${location.pathname}${location.search}`)} replace />;

  const link = ({ isActive }: { isActive: boolean }) =>
    `flex min-h-11 shrink-0 items-center rounded-xl px-3.5 text-sm font-medium whitespace-nowrap transition-colors lg:whitespace-normal ${
      isActive ? 'bg-indigo-800 text-white' : 'text-ink-700 hover:bg-indigo-50 hover:text-indigo-900'
    }`;

  return (
    <div className="page grid gap-4 py-4 sm:py-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8">
      {/* The side column is the profile's menu (its nav is the landmark), not complementary content: a plain block. */}
      <div className="min-w-0 lg:sticky lg:top-24 lg:self-start">
        <div className="card hidden items-center gap-3 p-4 lg:flex">
          <Avatar user={user} size="sm" />
          <div className="min-w-0">
            <p className="truncate font-semibold text-indigo-900">{personName(user) || formatPhone(user.phone)}</p>
            <p className="truncate text-xs text-ink-500">{formatPhone(user.phone)}</p>
          </div>
        </div>
        <div className="relative -mx-4 sm:-mx-6 lg:mx-0 lg:mt-3">
          <nav ref={navRef} aria-label={t('profile.menu.label')} data-testid="profile-tabs" className="overflow-x-auto px-4 [scrollbar-width:thin] sm:px-6 lg:overflow-visible lg:px-0">
            <ul className="flex gap-1.5 pb-1 lg:flex-col lg:rounded-[var(--radius-card)] lg:bg-white lg:shadow-[var(--shadow-card)] lg:gap-0.5 lg:p-2">
              {menu.map((item) => (
                <li key={item.to} className="shrink-0">
                  <NavLink to={item.to} className={link}>
                    {t(`profile.menu.${item.key}`)}
                  </NavLink>
                </li>
              ))}
              <li className="shrink-0 lg:mt-1 lg:border-t lg:border-ink-100 lg:pt-1">
                <NavLink to={paths.signOut()} className="flex min-h-11 items-center rounded-xl px-3.5 text-sm font-medium whitespace-nowrap text-pomegranate-700 hover:bg-pomegranate-100">
                  {t('profile.menu.signOut')}
                </NavLink>
              </li>
            </ul>
          </nav>
          <EdgeFade side="start" shown={edges.start} />
          <EdgeFade side="end" shown={edges.end} />
        </div>
      </div>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
