import { lazy, Suspense, useCallback, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { BRAND, NAVBAR_SCROLL_THRESHOLD } from '@shared/constants';
import { useT } from '@web/lib/i18n';
import { newsHomeDataQueryOptions } from '@web/features/news/api/get-news-home-data';
import { shopHomeQueryOptions } from '@web/features/shop/api/get-shop-home';
import { MenuIcon } from '@web/components/ui/icons';
import { Logo } from '@web/components/ui/logo';
import { HeaderSearch } from '@web/features/search/components/header-search';
import { MAIN_LINKS } from './main-links';
import { isAuthPath, isHomePath } from './chrome';
import { TopBar } from './top-bar';
import { useDashboardLink } from './use-dashboard-link';
import { paths } from '@web/lib/paths';

/**
 * The menu drawer's code is not part of the first page's script: it is asked for when the pointer or
 * focus reaches the menu button (so it is usually here by the tap), at the latest by the tap.
 */
const loadMenuDrawer = () => import('./menu-drawer');
const MenuDrawer = lazy(() => loadMenuDrawer().then((m) => ({ default: m.MenuDrawer })));

function subscribeScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}
const noSubscribe = () => () => {};

/** True once the page is scrolled past `threshold` px; re-renders only when that answer flips. */
function useScrolledPast(threshold: number, active: boolean): boolean {
  return useSyncExternalStore(
    active ? subscribeScroll : noSubscribe,
    () => active && window.scrollY > threshold,
    () => false,
  );
}

/**
 * Top bar + navbar (spec §2). On the home page both float over the hero (fixed, transparent) and the
 * navbar turns white once the page is scrolled past NAVBAR_SCROLL_THRESHOLD, sliding the top bar
 * away; elsewhere the top bar scrolls with the page and the white navbar sticks. On auth pages only
 * the logo, the dashboard link (to home) and the menu remain. The layout leaves it out on admin pages.
 */
export function SiteHeader() {
  const { pathname, key } = useLocation();
  const home = isHomePath(pathname);
  const auth = isAuthPath(pathname);
  const scrolled = useScrolledPast(NAVBAR_SCROLL_THRESHOLD, home);
  const overHero = home && !scrolled;

  // The menu is open for one location only: any navigation (a new location key) closes it, without
  // an effect that would have to chase the router.
  const [menuKey, setMenuKey] = useState<string | null>(null);
  const menuOpen = menuKey === key;
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => {
    setMenuKey(null);
    menuButtonRef.current?.focus();
  }, []);

  const navbar = <Navbar overHero={overHero} auth={auth} menuOpen={menuOpen} menuButtonRef={menuButtonRef} onOpenMenu={() => setMenuKey(key)} pathname={pathname} />;

  return (
    <>
      {home ? (
        <header
          data-scrolled={scrolled}
          className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,transform] duration-300 motion-reduce:transition-none ${
            scrolled ? '-translate-y-[var(--topbar-h)] bg-white has-[:focus-visible]:translate-y-0 shadow-[0_1px_0_var(--color-ink-100),0_8px_24px_rgb(17_22_61/0.08)]' : 'on-dark bg-transparent'
          }`}
        >
          {auth ? null : <TopBar overHero={!scrolled} />}
          {navbar}
        </header>
      ) : (
        // The top bar is part of the banner landmark (its language select and links belong to a
        // landmark, as on the home page); sticking at minus its height, it scrolls away and the navbar stays.
        <header className={`sticky z-40 bg-white shadow-[0_1px_0_var(--color-ink-100)] ${auth ? 'top-0' : '-top-[var(--topbar-h)]'}`}>
          {auth ? null : <TopBar overHero={false} />}
          {navbar}
        </header>
      )}
      {menuOpen ? (
        <Suspense fallback={null}>
          <MenuDrawer onClose={closeMenu} showMainLinks={!auth} />
        </Suspense>
      ) : null}
    </>
  );
}

interface NavbarProps {
  overHero: boolean;
  auth: boolean;
  menuOpen: boolean;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
  onOpenMenu(): void;
  pathname: string;
}

function Navbar({ overHero, auth, menuOpen, menuButtonRef, onOpenMenu, pathname }: NavbarProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const dashboard = useDashboardLink(pathname);
  // Warm the menu's categories while the pointer or focus is on its button, so it opens filled.
  const prefetchMenu = () => {
    void loadMenuDrawer();
    void queryClient.prefetchQuery(shopHomeQueryOptions());
    void queryClient.prefetchQuery(newsHomeDataQueryOptions());
  };

  return (
    <nav aria-label={t('layout.nav.label')} className="page relative flex h-[var(--navbar-h)] items-center gap-4 lg:gap-8">
      <Link to={paths.home()} aria-label={t('layout.nav.logo', { brand: BRAND })} className="inline-flex min-h-11 shrink-0 items-center rounded-xl">
        <Logo tone={overHero ? 'light' : 'dark'} tagline={t('layout.tagline')} />
      </Link>

      {auth ? null : (
        <ul className="hidden items-center gap-1 lg:flex">
          {MAIN_LINKS.map((l) => (
            <li key={l.to}>
              <NavLink
                to={l.to}
                className={({ isActive }) =>
                  `relative rounded-lg px-3 py-2 text-[15px] font-semibold transition-colors ${
                    overHero ? 'text-white/90 hover:bg-white/10 hover:text-white' : 'text-ink-900 hover:bg-indigo-50 hover:text-indigo-800'
                  } ${isActive ? 'after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:rounded after:bg-saffron-500' : ''}`
                }
              >
                {t(l.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      )}

      <div className="ml-auto flex items-center gap-2">
        {auth ? null : <HeaderSearch overHero={overHero} />}
        {dashboard ? (
          <Link
            to={dashboard.to}
            className={`btn min-h-11 px-3.5 sm:px-5 ${overHero ? 'border border-white/40 text-white hover:bg-white/10' : 'bg-indigo-800 text-white hover:bg-indigo-700'}`}
          >
            <dashboard.Icon size={18} />
            <span className={dashboard.to.startsWith(paths.auth()) || dashboard.to === paths.home() ? '' : 'sr-only sm:not-sr-only'}>{t(dashboard.labelKey)}</span>
          </Link>
        ) : (
          <span aria-hidden="true" className={`skeleton inline-block h-11 w-11 rounded-xl sm:w-32 ${overHero ? 'opacity-30' : ''}`} />
        )}
        <button
          ref={menuButtonRef}
          type="button"
          onClick={onOpenMenu}
          onPointerEnter={prefetchMenu}
          onPointerDown={prefetchMenu}
          onFocus={prefetchMenu}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          className={`btn min-h-11 px-3 ${overHero ? 'text-white hover:bg-white/10' : 'text-ink-900 hover:bg-indigo-50'}`}
        >
          <MenuIcon size={24} />
          <span className="sr-only sm:not-sr-only">{t('layout.nav.menu')}</span>
        </button>
      </div>
    </nav>
  );
}
