import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '@web/lib/i18n';
import { ChatIcon, SearchIcon, ShieldIcon, SproutIcon } from '@web/components/ui/icons';
import { AtlasCloth } from '@web/components/ui/ikat';
import { paths } from '@web/lib/paths';
import { ArrowLink } from '@web/components/ui/arrow-link';

/**
 * The shop's banner: what the shop is, a search box (the fastest way in on a phone) and three reasons
 * to trust it. Drawn, not photographed: no image to wait for, so the first screen is ready at once.
 */
export function ShopBanner() {
  const t = useT();
  const navigate = useNavigate();
  const inputId = useId();
  const [q, setQ] = useState('');

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const text = q.trim();
    navigate(text ? paths.products({ q: text }) : paths.products());
  };

  return (
    <header className="relative overflow-hidden bg-indigo-900 text-white">
      <div aria-hidden="true" className="absolute inset-y-0 right-0 w-12 sm:w-40 lg:w-[30rem]">
        <AtlasCloth palette="indigo" className="h-full w-full" />
        <div className="absolute inset-0 bg-gradient-to-r from-indigo-900 via-indigo-900/40 to-transparent" />
      </div>
      <div className="page relative py-10 pr-16 sm:py-14 sm:pr-44 lg:py-20 lg:pr-[30rem]">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold uppercase tracking-[0.14em] text-saffron-400 ring-1 ring-white/15">
          <span className="size-1.5 rounded-full bg-saffron-400" aria-hidden="true" />
          {t('shop.banner.eyebrow')}
        </p>
        <h1 className="mt-4 max-w-2xl text-[1.85rem] font-extrabold leading-[1.12] tracking-tight text-balance sm:text-5xl">{t('shop.banner.title')}</h1>
        {/* On phones the heading and the search box say enough; the first goods should show without much scrolling. */}
        <p className="mt-4 hidden max-w-xl text-lg leading-relaxed text-indigo-100 sm:block">{t('shop.banner.text')}</p>

        {/* Works before the page's script too: a plain GET to the search page, which the server renders. */}
        <form role="search" action={paths.products()} method="get" onSubmit={onSubmit} className="mt-6 sm:mt-7 flex max-w-xl gap-2 rounded-2xl bg-white p-1.5 shadow-lg">
          <label htmlFor={inputId} className="sr-only">
            {t('shop.banner.searchLabel')}
          </label>
          <div className="relative min-w-0 flex-1">
            <SearchIcon size={18} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-ink-500" />
            <input
              id={inputId}
              name="q"
              type="search"
              enterKeyHint="search"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              placeholder={t('shop.banner.searchPlaceholder')}
              maxLength={100}
              className="h-11 w-full rounded-xl bg-transparent pl-9 pr-2 text-base text-ink-900 placeholder:text-ink-500 focus-visible:outline-offset-0"
            />
          </div>
          <button type="submit" className="btn-accent shrink-0 px-4 sm:px-6">
            {t('shop.banner.searchSubmit')}
          </button>
        </form>

        <ul className="mt-6 flex flex-col gap-2 sm:mt-7 sm:gap-2.5 text-sm text-indigo-100 sm:flex-row sm:flex-wrap sm:gap-x-6">
          <li className="inline-flex items-center gap-2">
            <ShieldIcon size={18} className="shrink-0 text-saffron-400" />
            {t('shop.banner.trustVerified')}
          </li>
          <li className="inline-flex items-center gap-2">
            <ChatIcon size={18} className="shrink-0 text-saffron-400" />
            {t('shop.banner.trustDirect')}
          </li>
          <li className="inline-flex items-center gap-2">
            <SproutIcon size={18} className="shrink-0 text-saffron-400" />
            {t('shop.banner.trustHandmade')}
          </li>
        </ul>

        <ArrowLink to={paths.products()} className="mt-6 inline-flex items-center gap-2 rounded-lg font-semibold text-saffron-400 sm:mt-8 underline decoration-saffron-400/50 decoration-2 underline-offset-8 hover:text-white">
          {t('shop.banner.all')}
        </ArrowLink>
      </div>
    </header>
  );
}
