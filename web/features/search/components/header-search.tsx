import { lazy, Suspense, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useT } from '@web/lib/i18n';
import { CloseIcon, SearchIcon } from '@web/components/ui/icons';
import { paths } from '@web/lib/paths';
import { rememberSearch } from '../lib/recent-searches';

/**
 * The suggestions' code (the list, its keyboard, the recent searches) is not part of the first page's
 * script: it is asked for when the field is first focused or typed in.
 */
const SearchSuggestions = lazy(() => import('./search-suggestions').then((m) => ({ default: m.SearchSuggestions })));

/** What the lazily loaded list tells the field: whether it is shown, its active option, and how it takes the field's keys. */
export interface ComboboxState {
  expanded: boolean;
  activeId?: string;
}
export type KeyHandler = (event: KeyboardEvent<HTMLInputElement>) => boolean;

/**
 * The header's search (issue 40): an `input type="search"` in every page's header, a combobox whose
 * suggestions (products, categories, announcements; search-suggestions.tsx) appear as you type.
 * On phones (and beside the navbar's links on a laptop, `lg`) it sits behind a search icon button;
 * on tablets (`md`) and wide screens (`xl`) it is always shown. Submitting opens the
 * shop's product search (/online-shop/categories/?q=); a plain GET form before the page's script runs.
 * On the results page the field keeps the query of the address.
 */
export function HeaderSearch({ overHero }: { overHero: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const listboxId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const keyHandler = useRef<KeyHandler | null>(null);

  // The query in the field: the address's on the results page, until the reader types.
  const addressQuery = pathname === paths.products() ? (searchParams.get('q') ?? '') : '';
  const [edit, setEdit] = useState<{ from: string; value: string } | null>(null);
  const value = edit && edit.from === addressQuery ? edit.value : addressQuery;
  const setValue = (v: string) => setEdit({ from: addressQuery, value: v });

  const [open, setOpen] = useState(false); // the phone's panel
  const [active, setActive] = useState(false); // the suggestions' code is wanted
  const [state, setState] = useState<ComboboxState>({ expanded: false });

  const go = (to: string, query?: string) => {
    if (query) rememberSearch(query);
    setOpen(false);
    inputRef.current?.blur();
    void navigate(to);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const q = value.trim();
    go(paths.products(q ? { q } : {}), q);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (keyHandler.current?.(e)) return;
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
    }
  };
  const openPanel = () => {
    // Shown and focused in the tap's own task, so a phone's keyboard opens with it.
    flushSync(() => {
      setOpen(true);
      setActive(true);
    });
    inputRef.current?.focus();
  };

  return (
    <div className="md:relative md:w-56 lg:static lg:w-auto xl:relative xl:w-60">
      <button
        type="button"
        onClick={open ? () => setOpen(false) : openPanel}
        aria-expanded={open}
        aria-label={open ? t('layout.search.close') : t('layout.search.open')}
        className={`btn size-11 p-0 md:hidden lg:inline-flex xl:hidden ${overHero && !open ? 'text-white hover:bg-white/10' : 'text-ink-900 hover:bg-indigo-50'}`}
      >
        {open ? <CloseIcon size={22} /> : <SearchIcon size={22} />}
      </button>
      <form
        role="search"
        aria-label={t('layout.search.label')}
        action={paths.products()}
        method="get"
        onSubmit={onSubmit}
        data-open={open}
        className={`${open ? 'block lg:block' : 'hidden lg:hidden'} absolute inset-x-0 top-full border-t border-ink-100 bg-white p-3 shadow-lg md:static md:block md:border-0 md:bg-transparent md:p-0 md:shadow-none lg:absolute lg:border-t lg:bg-white lg:p-3 lg:shadow-lg xl:static xl:block xl:border-0 xl:bg-transparent xl:p-0 xl:shadow-none`}
      >
        <div className="relative">
          <label className="sr-only" htmlFor={`${listboxId}-input`}>
            {t('layout.search.label')}
          </label>
          <SearchIcon size={18} aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-ink-500" />
          <input
            ref={inputRef}
            id={`${listboxId}-input`}
            name="q"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={100}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={state.expanded}
            // Names the list only while it is there (it is drawn once the field is used).
            aria-controls={state.expanded ? listboxId : undefined}
            aria-activedescendant={state.activeId}
            placeholder={t('layout.search.placeholder')}
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setActive(true);
            }}
            onFocus={() => setActive(true)}
            onKeyDown={onKeyDown}
            className="h-11 w-full rounded-xl border border-ink-200 bg-white pl-10 pr-3 text-[15px] text-ink-900 placeholder:text-ink-500"
          />
          {active ? (
            <Suspense fallback={null}>
              <SearchSuggestions listboxId={listboxId} query={value} inputRef={inputRef} keyHandler={keyHandler} onState={setState} onPick={go} onQuery={setValue} />
            </Suspense>
          ) : null}
        </div>
        {/* Enter in the field submits; the button is there for assistive technology and for the form's own sake (WCAG H32). */}
        <button type="submit" tabIndex={-1} className="sr-only">
          {t('layout.search.submit')}
        </button>
      </form>
    </div>
  );
}
