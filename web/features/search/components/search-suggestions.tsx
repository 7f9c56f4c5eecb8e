import { useEffect, useMemo, useState, type RefObject } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SUGGEST_MIN_KEY } from '@shared/constants';
import { searchKey } from '@shared/text/uzbek';
import { useT } from '@web/lib/i18n';
import { useLocalTitle } from '@web/lib/local-title';
import { useInScript } from '@web/lib/text-script';
import { paths } from '@web/lib/paths';
import { searchSuggestionsQueryOptions } from '../api/get-search-suggestions';
import { clearRecentSearches, readRecentSearches } from '../lib/recent-searches';
import type { ComboboxState, KeyHandler } from './header-search';

/** How long typing must pause before the suggestions are asked for. */
const DEBOUNCE_MS = 200;

interface Option {
  id: string;
  label: string;
  to: string;
  /** The words to remember as a recent search (the searches themselves, not a product picked). */
  query?: string;
}
interface Group {
  key: string;
  heading: string;
  options: Option[];
}

interface Props {
  listboxId: string;
  query: string;
  inputRef: RefObject<HTMLInputElement | null>;
  keyHandler: RefObject<KeyHandler | null>;
  onState(state: ComboboxState): void;
  onPick(to: string, query?: string): void;
  onQuery(query: string): void;
}

/**
 * The header search's list (issue 40), loaded when the field is first used: with an empty field the
 * recent searches kept on this device (and a button to clear them), else the server's suggestions for
 * the words typed (searchKey folds them as every search does), each kind under its heading, and a last
 * option for every product found by the words. An ARIA listbox driven from the field: ↑/↓ move,
 * Enter opens the active option (or submits the words), Escape closes.
 */
export function SearchSuggestions({ listboxId, query, inputRef, keyHandler, onState, onPick, onQuery }: Props) {
  const t = useT();
  const localTitle = useLocalTitle();
  // The server answers in the reader's script; suggestions fetched before a switch are put in it here.
  const inScript = useInScript();
  const [debounced, setDebounced] = useState(query);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  const words = debounced.trim();
  const wanted = searchKey(words).length >= SUGGEST_MIN_KEY;
  const found = useQuery({ ...searchSuggestionsQueryOptions(words), enabled: wanted, placeholderData: keepPreviousData });

  // The recent searches are read here, after hydration (this component exists only once the field was used).
  const [recent, setRecent] = useState<string[]>([]);
  useEffect(() => setRecent(readRecentSearches()), [query]);

  // Shown while the field has focus, until Escape or a pick; typing shows it again.
  const [focused, setFocused] = useState(() => typeof document !== 'undefined' && document.activeElement === inputRef.current);
  const [dismissed, setDismissed] = useState<string | null>(null);
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const focus = () => setFocused(true);
    const blur = () => setFocused(false);
    input.addEventListener('focus', focus);
    input.addEventListener('blur', blur);
    return () => {
      input.removeEventListener('focus', focus);
      input.removeEventListener('blur', blur);
    };
  }, [inputRef]);

  const groups = useMemo<Group[]>(() => {
    const id = (kind: string, i: number) => `${listboxId}-${kind}-${i}`;
    if (!query.trim()) return recent.length ? [{ key: 'recent', heading: t('layout.search.recent'), options: recent.map((r, i) => ({ id: id('recent', i), label: r, to: paths.products({ q: r }), query: r })) }] : [];
    const data = wanted ? found.data : undefined;
    if (!data) return [];
    const all: Group[] = [
      { key: 'products', heading: t('layout.search.products'), options: data.products.map((p, i) => ({ id: id('product', i), label: inScript(p, ['title']).title, to: paths.product(p.meta) })) },
      { key: 'categories', heading: t('layout.search.categories'), options: data.categories.map((c, i) => ({ id: id('category', i), label: localTitle(c), to: paths.category(c.meta) })) },
      { key: 'announcements', heading: t('layout.search.announcements'), options: data.announcements.map((a, i) => ({ id: id('announcement', i), label: inScript(a, ['title']).title, to: paths.announcementPage(a) })) },
    ];
    const q = query.trim();
    return [...all.filter((g) => g.options.length), { key: 'all', heading: '', options: [{ id: id('all', 0), label: t('layout.search.all', { q }), to: paths.products({ q }), query: q }] }];
  }, [query, recent, wanted, found.data, listboxId, t, localTitle, inScript]);
  const options = useMemo(() => groups.flatMap((g) => g.options), [groups]);

  const [activeIndex, setActiveIndex] = useState<{ for: Option[]; index: number }>({ for: options, index: -1 });
  const index = activeIndex.for === options ? activeIndex.index : -1;
  const expanded = focused && dismissed !== query && options.length > 0;
  const activeId = expanded && index >= 0 ? options[index]?.id : undefined;

  useEffect(() => onState({ expanded, activeId }), [expanded, activeId, onState]);
  useEffect(() => () => onState({ expanded: false }), [onState]);

  const pick = (o: Option) => {
    setDismissed(query);
    onPick(o.to, o.query);
    if (o.query) onQuery(o.query);
  };

  keyHandler.current = (e) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!options.length) return false;
      e.preventDefault();
      setDismissed(null);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      const next = !expanded ? (step > 0 ? 0 : options.length - 1) : (index + step + options.length + 1) % (options.length + 1);
      // One step past either end leaves the list for the field (no option active).
      setActiveIndex({ for: options, index: next === options.length ? -1 : next });
      return true;
    }
    if (e.key === 'Enter' && expanded && index >= 0) {
      e.preventDefault();
      pick(options[index]);
      return true;
    }
    if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      setDismissed(query);
      return true;
    }
    return false;
  };

  if (!expanded) return <div id={listboxId} role="listbox" hidden aria-label={t('layout.search.suggestions')} />;
  return (
    <div className="absolute inset-x-0 top-full z-50 mt-1 min-w-[18rem] overflow-hidden rounded-xl border border-ink-100 bg-white text-ink-900 shadow-xl">
      {/* A press on the list must not take the focus from the field (its blur would close the list first). */}
      <div id={listboxId} role="listbox" aria-label={t('layout.search.suggestions')} onMouseDown={(e) => e.preventDefault()} className="max-h-[70vh] overflow-y-auto py-1">
        {groups.map((g) => (
          <div key={g.key} role="group" aria-label={g.heading || undefined}>
            {g.heading ? (
              <div role="presentation" className="flex items-center justify-between px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-[0.08em] text-ink-500">
                {g.heading}
              </div>
            ) : (
              <div role="presentation" className="mx-3 my-1 border-t border-ink-100" />
            )}
            {g.options.map((o) => {
              const i = options.indexOf(o);
              return (
                <div
                  key={o.id}
                  id={o.id}
                  role="option"
                  aria-selected={i === index}
                  onClick={() => pick(o)}
                  onMouseMove={() => i !== index && setActiveIndex({ for: options, index: i })}
                  className={`flex min-h-11 cursor-pointer items-center px-3 text-[15px] ${i === index ? 'bg-indigo-50 text-indigo-900' : ''} ${g.key === 'all' ? 'font-semibold text-indigo-800' : ''}`}
                >
                  <span className="truncate">{o.label}</span>
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {!query.trim() && recent.length ? (
        <div className="border-t border-ink-100 px-3 py-1 text-right">
          <button
            type="button"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              clearRecentSearches();
              setRecent([]);
            }}
            className="min-h-11 rounded-lg px-3 text-sm font-semibold text-indigo-800 hover:bg-indigo-50"
          >
            {t('layout.search.clearRecent')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
