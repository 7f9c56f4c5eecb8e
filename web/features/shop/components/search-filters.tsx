import { useId } from 'react';
import { groupThousands } from '@shared/format/price';
import type { ShopCategory } from '@shared/schemas/shop';
import type { Region } from '@shared/schemas/users';
import { useI18n } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { placeName } from '@web/features/geo/api/get-regions';
import { FilterChips, FilterPanelFrame, FilterSelect, FilterToggle, MoneyRangeFilter, SortSelect, useWordsDraft } from '@web/components/form/filters';
import { SearchForm } from '@web/components/form/search-form';
import { SORTS, activeFilterCount, clearAllFilters, type ShopFilterPatch, type ShopFilters } from '../filters';
import { useLocalTitle } from '@web/lib/local-title';

/**
 * Search, sort and filters of /online-shop/categories/. The page owns the filters (they live in the
 * URL); these controls only propose a new set through onChange. Selects and the checkbox apply at
 * once; typed values (search text, prices) apply on submit, so a slow network is not asked for a
 * new list on every keystroke.
 */
interface Props {
  filters: ShopFilters;
  /** A change of some filters; the page applies it to the filters of the address as they are then (the first page). */
  onChange(patch: ShopFilterPatch): void;
}



export function SearchBar({ filters, onChange, filtersOpen, onToggleFilters, panelId }: Props & { filtersOpen: boolean; onToggleFilters(): void; panelId: string }) {
  const { t } = useI18n();
  const id = useId();
  const { draft, setDraft, onSubmit } = useWordsDraft(filters.q, onChange);
  const count = activeFilterCount(filters);

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      {/* Works before the page's script too: a plain GET of this page with ?q=, which the server renders. */}
      <SearchForm
        action={paths.products()}
        value={draft}
        onValueChange={setDraft}
        onSubmit={onSubmit}
        label={t('shop.search.label')}
        placeholder={t('shop.search.placeholder')}
        submitLabel={t('shop.search.submit')}
        className="flex-1"
      />
      <div className="flex gap-2">
        <FilterToggle label={t('shop.filters.title')} count={count} open={filtersOpen} onToggle={onToggleFilters} panelId={panelId} />
        <SortSelect id={`${id}-sort`} label={t('shop.sort.label')} labelClassName="sr-only sm:not-sr-only sm:mb-1 sm:block sm:text-xs sm:font-medium sm:text-ink-500" value={filters.sort} sorts={SORTS} sortLabel={(s) => t(`shop.sort.${s}`)} onChange={(sort) => onChange({ sort })} className="flex-1 sm:w-52 sm:flex-none" selectClassName="input px-3" />
      </div>
    </div>
  );
}

/** Price range, region and "verified only". Collapsed behind the Filtrlar button on phones, always open beside the list on laptops. */
export function FilterPanel({ filters, onChange, regions, open, panelId }: Props & { regions: Region[] | undefined; open: boolean; panelId: string }) {
  const { t, lang } = useI18n();
  return (
    <FilterPanelFrame id={panelId} open={open} spacing="space-y-6">
      <MoneyRangeFilter
        legend={t('shop.filters.price')}
        from={{ label: t('shop.filters.priceMin'), name: 'price_min', value: filters.price_min }}
        to={{ label: t('shop.filters.priceMax'), name: 'price_max', value: filters.price_max }}
        applyLabel={t('shop.filters.apply')}
        // The spec's own message (MSG.numberOnly), kept in the dictionary: importing shared/validation
        // would bring zod into this page's bundle.
        invalidText={t('shop.filters.numberOnly')}
        onApply={(price_min, price_max) => onChange({ price_min, price_max })}
      />

      <FilterSelect
        label={t('shop.filters.region')}
        value={filters.region}
        onChange={(v) => onChange({ region: v ? Number(v) : undefined })}
        anyLabel={t('shop.filters.allRegions')}
        options={(regions ?? []).map((r) => ({ value: r.id, label: placeName(r, lang) }))}
      />

      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-[15px] text-ink-900">
        <input
          type="checkbox"
          checked={filters.verified}
          onChange={(e) => onChange({ verified: e.target.checked })}
          className="size-5 shrink-0 accent-indigo-800"
        />
        {t('shop.filters.verified')}
      </label>
    </FilterPanelFrame>
  );
}

/** The filters in force, each removable with one tap, and "clear all" (most useful on phones, where the panel is folded). */
export function ActiveFilters({ filters, onChange, categories, regions }: Props & { categories: ShopCategory[] | undefined; regions: Region[] | undefined }) {
  const localTitle = useLocalTitle();
  const { t, lang } = useI18n();
  const chips: { key: string; label: string; clear: ShopFilterPatch }[] = [];
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
  return (
    <FilterChips
      chips={chips}
      onRemove={(key) => onChange(chips.find((c) => c.key === key)?.clear ?? {})}
      onClearAll={() => onChange(clearAllFilters(filters.sort))}
      removeLabel={(name) => t('shop.filters.remove', { name })}
      clearLabel={t('shop.filters.clear')}
    />
  );
}
