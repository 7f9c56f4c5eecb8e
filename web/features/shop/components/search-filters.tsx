import { useId, useState, type FormEvent } from 'react';
import { groupThousands } from '@shared/format/price';
import type { ProductSort, ShopCategory } from '@shared/schemas/shop';
import type { Region } from '@shared/schemas/users';
import { useI18n } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { placeName } from '@web/features/geo';
import { CloseIcon, FilterIcon } from '@web/components/ui/icons';
import { SearchForm, useSyncedDraft } from '@web/components/form/search-form';
import { SORTS, activeFilterCount, parseMoney, withFilters, type ShopFilters } from '../filters';
import { useLocalTitle } from '@web/lib/local-title';

/**
 * Search, sort and filters of /online-shop/categories/. The page owns the filters (they live in the
 * URL); these controls only propose a new set through onChange. Selects and the checkbox apply at
 * once; typed values (search text, prices) apply on submit, so a slow network is not asked for a
 * new list on every keystroke.
 */
interface Props {
  filters: ShopFilters;
  onChange(next: ShopFilters): void;
}



export function SearchBar({ filters, onChange, filtersOpen, onToggleFilters, panelId }: Props & { filtersOpen: boolean; onToggleFilters(): void; panelId: string }) {
  const { t } = useI18n();
  const id = useId();
  const [q, setQ] = useSyncedDraft(filters.q);
  const count = activeFilterCount(filters);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    onChange(withFilters(filters, { q: q.trim().slice(0, 100) }));
  };

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      {/* Works before the page's script too: a plain GET of this page with ?q=, which the server renders. */}
      <SearchForm
        action={paths.products()}
        value={q}
        onValueChange={setQ}
        onSubmit={onSubmit}
        label={t('shop.search.label')}
        placeholder={t('shop.search.placeholder')}
        submitLabel={t('shop.search.submit')}
        className="flex-1"
      />
      <div className="flex gap-2">
        <button
          type="button"
          onClick={onToggleFilters}
          aria-expanded={filtersOpen}
          aria-controls={panelId}
          className="btn-outline flex-1 bg-white px-4 lg:hidden"
        >
          <FilterIcon size={18} />
          {t('shop.filters.title')}
          {count ? <span className="grid size-5 place-items-center rounded-full bg-pomegranate-600 text-xs text-white">{count}</span> : null}
        </button>
        <div className="flex-1 sm:w-52 sm:flex-none">
          <label htmlFor={`${id}-sort`} className="sr-only sm:not-sr-only sm:mb-1 sm:block sm:text-xs sm:font-medium sm:text-ink-500">
            {t('shop.sort.label')}
          </label>
          <select
            id={`${id}-sort`}
            value={filters.sort}
            onChange={(e) => onChange(withFilters(filters, { sort: e.target.value as ProductSort }))}
            className="input px-3"
          >
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`shop.sort.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}

/** Price range, region and "verified only". Collapsed behind the Filtrlar button on phones, always open beside the list on laptops. */
export function FilterPanel({ filters, onChange, regions, open, panelId }: Props & { regions: Region[] | undefined; open: boolean; panelId: string }) {
  const { t, lang } = useI18n();
  const id = useId();
  const [min, setMin] = useSyncedDraft(filters.price_min != null ? String(filters.price_min) : '');
  const [max, setMax] = useSyncedDraft(filters.price_max != null ? String(filters.price_max) : '');
  const [error, setError] = useState<string | null>(null);

  const applyPrice = (e: FormEvent) => {
    e.preventDefault();
    const bad = [min, max].some((v) => v.trim() !== '' && parseMoney(v) == null);
    if (bad) {
      // The spec's own message (MSG.numberOnly), kept in the dictionary: importing shared/validation
      // would bring zod into this page's bundle.
      setError(t('shop.filters.numberOnly'));
      return;
    }
    setError(null);
    onChange(withFilters(filters, { price_min: parseMoney(min), price_max: parseMoney(max) }));
  };

  return (
    <div id={panelId} className={`${open ? 'block' : 'hidden'} space-y-6 rounded-[var(--radius-card)] border border-ink-100 bg-white p-4 lg:block lg:border-0 lg:bg-transparent lg:p-0`}>
      <form onSubmit={applyPrice} noValidate>
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-indigo-900">{t('shop.filters.price')}</legend>
          <div className="grid grid-cols-2 gap-2">
            <div>
              <label htmlFor={`${id}-min`} className="mb-1 block text-xs text-ink-500">
                {t('shop.filters.priceMin')}
              </label>
              <input
                type="text"
                id={`${id}-min`}
                name="price_min"
                inputMode="numeric"
                autoComplete="off"
                value={min}
                onChange={(e) => setMin(e.target.value)}
                placeholder="0"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-err` : undefined}
                className="input px-3"
              />
            </div>
            <div>
              <label htmlFor={`${id}-max`} className="mb-1 block text-xs text-ink-500">
                {t('shop.filters.priceMax')}
              </label>
              <input
                type="text"
                id={`${id}-max`}
                name="price_max"
                inputMode="numeric"
                autoComplete="off"
                value={max}
                onChange={(e) => setMax(e.target.value)}
                placeholder="∞"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-err` : undefined}
                className="input px-3"
              />
            </div>
          </div>
          {error ? (
            <p id={`${id}-err`} className="field-error">
              {error}
            </p>
          ) : null}
          <button type="submit" className="btn-outline mt-3 w-full bg-white">
            {t('shop.filters.apply')}
          </button>
        </fieldset>
      </form>

      <div>
        <label htmlFor={`${id}-region`} className="mb-2 block text-sm font-semibold text-indigo-900">
          {t('shop.filters.region')}
        </label>
        <select
          id={`${id}-region`}
          value={filters.region ?? ''}
          onChange={(e) => onChange(withFilters(filters, { region: e.target.value ? Number(e.target.value) : undefined }))}
          className="input"
        >
          <option value="">{t('shop.filters.allRegions')}</option>
          {(regions ?? []).map((r) => (
            <option key={r.id} value={r.id}>
              {placeName(r, lang)}
            </option>
          ))}
        </select>
      </div>

      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-[15px] text-ink-900">
        <input
          type="checkbox"
          checked={filters.verified}
          onChange={(e) => onChange(withFilters(filters, { verified: e.target.checked }))}
          className="size-5 shrink-0 accent-indigo-800"
        />
        {t('shop.filters.verified')}
      </label>
    </div>
  );
}

/** The filters in force, each removable with one tap, and "clear all" (most useful on phones, where the panel is folded). */
export function ActiveFilters({ filters, onChange, categories, regions }: Props & { categories: ShopCategory[] | undefined; regions: Region[] | undefined }) {
  const localTitle = useLocalTitle();
  const { t, lang } = useI18n();
  const chips: { key: string; label: string; clear: Partial<ShopFilters> }[] = [];
  if (filters.q) chips.push({ key: 'q', label: `«${filters.q}»`, clear: { q: '' } });
  if (filters.category) {
    const c = categories?.find((x) => x.meta === filters.category);
    chips.push({ key: 'category', label: c ? localTitle(c) : filters.category, clear: { category: undefined } });
  }
  if (filters.price_min != null || filters.price_max != null) {
    const from = filters.price_min != null ? groupThousands(filters.price_min) : '0';
    const to = filters.price_max != null ? groupThousands(filters.price_max) : '∞';
    chips.push({ key: 'price', label: `${from} – ${to} ${t('common.currency.word')}`, clear: { price_min: undefined, price_max: undefined } });
  }
  if (filters.region != null) {
    const r = regions?.find((x) => x.id === filters.region);
    chips.push({ key: 'region', label: r ? placeName(r, lang) : t('shop.filters.region'), clear: { region: undefined } });
  }
  if (filters.verified) chips.push({ key: 'verified', label: t('shop.filters.verifiedShort'), clear: { verified: false } });
  if (!chips.length) return null;

  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul className="contents">
        {chips.map((c) => (
          <li key={c.key}>
            <button
              type="button"
              onClick={() => onChange(withFilters(filters, c.clear))}
              className="inline-flex min-h-9 max-w-full items-center gap-1.5 rounded-full bg-indigo-50 py-1 pl-3 pr-2 text-sm font-medium text-indigo-900 hover:bg-indigo-100"
              aria-label={t('shop.filters.remove', { name: c.label })}
            >
              <span className="truncate">{c.label}</span>
              <CloseIcon size={14} />
            </button>
          </li>
        ))}
      </ul>
      {chips.length > 1 ? (
        <button
          type="button"
          onClick={() => onChange({ q: '', verified: false, sort: filters.sort, page: 1 })}
          className="min-h-9 rounded-lg px-2 text-sm font-semibold text-pomegranate-700 underline-offset-2 hover:underline"
        >
          {t('shop.filters.clear')}
        </button>
      ) : null}
    </div>
  );
}
