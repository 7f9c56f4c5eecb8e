import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { MENU_CATEGORIES_MAX } from '@shared/constants';
import { useT } from '@web/lib/i18n';
import { useNewsHomeData } from '@web/features/news/api/get-news-home-data';
import { useShopHome } from '@web/features/shop/api/get-shop-home';
import { IkatBorder } from '@web/components/ui/ikat';
import { ChevronRightIcon, CloseIcon, MailIcon, PhoneIcon } from '@web/components/ui/icons';
import { Logo } from '@web/components/ui/logo';
import { Skeleton } from '@web/components/ui/skeleton';
import { LinkItems } from './link-items';
import { MAIN_LINKS } from './main-links';
import { SITE_EMAILS, SITE_PHONES } from './site-contacts';
import { paths } from '@web/lib/paths';
import { useLocalTitle } from '@web/lib/local-title';

const INFO_LINKS = [
  { to: paths.home(), key: 'layout.topbar.home' },
  { to: paths.aboutUs(), key: 'layout.topbar.about' },
  { to: paths.partners(), key: 'layout.topbar.partners' },
  { to: paths.contacts(), key: 'layout.topbar.contacts' },
] as const;

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

interface MenuDrawerProps {
  onClose(): void;
  showMainLinks: boolean;
}

/**
 * A modal panel's behaviour: the page behind cannot scroll (body.scroll-locked), focus moves to the
 * close button and stays in the panel (trapFocus, on the panel's keydown), Escape calls onClose.
 */
function useModalPanel(onClose: () => void) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    document.body.classList.add('scroll-locked');
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.classList.remove('scroll-locked');
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  const trapFocus = (e: ReactKeyboardEvent) => {
    if (e.key !== 'Tab' || !panelRef.current) return;
    const items = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };
  return { panelRef, closeRef, trapFocus };
}

/** The four sections as tiles, then the information pages. */
function MenuSections() {
  const t = useT();
  return (
    <nav aria-label={t('layout.menu.sections')}>
      <ul className="grid grid-cols-2 gap-3">
        {MAIN_LINKS.map(({ to, key, Icon }) => (
          <li key={to}>
            <Link to={to} className="flex h-full flex-col gap-3 rounded-2xl border border-ink-100 bg-white p-4 font-semibold text-indigo-900 hover:border-indigo-600 hover:bg-indigo-50">
              <span className="grid size-10 place-items-center rounded-xl bg-indigo-50 text-indigo-700">
                <Icon size={20} />
              </span>
              {t(key)}
            </Link>
          </li>
        ))}
      </ul>
      <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-700">
        <LinkItems links={INFO_LINKS} linkClassName="rounded py-1 hover:text-pomegranate-600" />
      </ul>
    </nav>
  );
}

/** Up to 7 shop and 7 news categories. */
function MenuCategories() {
  const t = useT();
  const shop = useShopHome();
  const news = useNewsHomeData();
  return (
    <>
      <CategoryGroup title={t('layout.menu.shopCategories')} query={shop} hrefOf={paths.category} all={{ to: paths.products(), label: t('layout.menu.allShop') }} />
      <CategoryGroup title={t('layout.menu.newsCategories')} query={news} hrefOf={paths.newsCategory} all={{ to: paths.news(), label: t('layout.menu.allNews') }} />
    </>
  );
}

/** The first phone and the e-mail, at the bottom of the menu. */
function MenuContact() {
  const t = useT();
  return (
    <section aria-labelledby="menu-contact" className="on-dark mt-auto rounded-2xl bg-indigo-900 p-5 text-white">
      <h3 id="menu-contact" className="text-sm font-semibold text-saffron-400">
        {t('layout.menu.contact')}
      </h3>
      <ul className="mt-3 space-y-2 text-sm">
        <li>
          <a href={SITE_PHONES[0].href} className="inline-flex items-center gap-2 whitespace-nowrap rounded hover:text-saffron-400">
            <PhoneIcon size={16} />
            {SITE_PHONES[0].display}
          </a>
        </li>
        <li>
          <a href={`mailto:${SITE_EMAILS.info}`} className="inline-flex items-center gap-2 rounded hover:text-saffron-400">
            <MailIcon size={16} />
            {SITE_EMAILS.info}
          </a>
        </li>
      </ul>
    </section>
  );
}

/**
 * The side (phones: full-screen) menu of spec §2: sections, up to 7 shop and 7 news categories and
 * the contact details. It is a modal dialog: focus moves in and stays in, Escape closes it, and the
 * page behind cannot scroll (body.scroll-locked). The navbar unmounts it on every route change.
 */
export function MenuDrawer({ onClose, showMainLinks }: MenuDrawerProps) {
  const t = useT();
  const { panelRef, closeRef, trapFocus } = useModalPanel(onClose);
  return createPortal(
    <div className="fixed inset-0 z-[60]">
      <div className="menu-backdrop absolute inset-0 bg-indigo-950/60" onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="site-menu-title"
        onKeyDown={trapFocus}
        className="menu-panel absolute inset-y-0 right-0 flex w-full flex-col overflow-y-auto overscroll-contain bg-cream-50 sm:max-w-md sm:shadow-2xl"
      >
        <div className="sticky top-0 z-10 flex h-[var(--navbar-h)] shrink-0 items-center justify-between border-b border-ink-100 bg-cream-50 px-4 sm:px-6">
          <Logo />
          <h2 id="site-menu-title" className="sr-only">
            {t('layout.menu.title')}
          </h2>
          <button ref={closeRef} type="button" onClick={onClose} className="grid size-11 place-items-center rounded-full text-ink-900 hover:bg-indigo-50" aria-label={t('layout.nav.closeMenu')}>
            <CloseIcon size={24} />
          </button>
        </div>
        <div className="flex flex-1 flex-col gap-8 px-4 py-6 sm:px-6">
          {showMainLinks ? <MenuSections /> : null}
          <MenuCategories />
          <MenuContact />
        </div>
        <IkatBorder className="shrink-0" />
      </div>
    </div>,
    document.body,
  );
}

interface CategoryGroupProps {
  title: string;
  /** The home data that lists the categories (the shop's, the news'). */
  query: { isPending: boolean; isError: boolean; data?: { categories: (Parameters<ReturnType<typeof useLocalTitle>>[0] & { guid: string; meta: string })[] } };
  hrefOf(meta: string): string;
  all: { to: string; label: string };
}

function CategoryGroup({ title, query, hrefOf, all }: CategoryGroupProps) {
  const t = useT();
  const localTitle = useLocalTitle();
  const loading = query.isPending;
  const failed = query.isError;
  const items = (query.data?.categories.slice(0, MENU_CATEGORIES_MAX) ?? []).map((c) => ({ key: c.guid, to: hrefOf(c.meta), label: localTitle(c) }));
  const headingId = `menu-${all.to.replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h3 id={headingId} className="text-xs font-semibold uppercase tracking-[0.14em] text-pomegranate-600">
          {title}
        </h3>
        <Link to={all.to} className="rounded text-sm font-semibold text-indigo-700 hover:text-pomegranate-600">
          {all.label}
        </Link>
      </div>
      {loading ? (
        <ul className="space-y-2" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i}>
              <Skeleton className="h-11 w-full rounded-xl" />
            </li>
          ))}
        </ul>
      ) : failed ? (
        <p className="text-sm text-ink-500">{t('layout.menu.loadError')}</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-ink-500">{t('layout.menu.empty')}</p>
      ) : (
        <ul className="divide-y divide-ink-100 overflow-hidden rounded-xl border border-ink-100 bg-white">
          {items.map((item) => (
            <li key={item.key}>
              <Link to={item.to} className="flex min-h-11 items-center justify-between gap-3 px-4 py-2.5 text-[15px] text-ink-900 hover:bg-indigo-50">
                <span className="min-w-0 truncate">{item.label}</span>
                <ChevronRightIcon size={16} className="shrink-0 text-ink-500" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
