import { useId } from 'react';
import { WORK_TIMES, type WorkTime } from '@shared/constants';
import { groupThousands } from '@shared/format/price';
import type { District, Region } from '@shared/schemas/users';
import { useI18n, type TFunction } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { useDistricts } from '@web/features/geo/api/get-districts';
import { placeName, useRegions } from '@web/features/geo/api/get-regions';
import { FilterChips, FilterPanelFrame, FilterSelect, FilterToggle, MoneyRangeFilter, SortSelect, useWordsDraft } from '@web/components/form/filters';
import { SearchForm } from '@web/components/form/search-form';
import { KINDS, SORTS, activeFilterCount, clearAllFilters, filtersToRecord, type AnnouncementFilterPatch, type AnnouncementFilters, type AnnouncementKind } from '../filters';
import { workTimeLabel } from './work-time';

/**
 * Search, sort and filters of the /announcements page. The page owns the filters (they live in the
 * URL); these controls only propose a new set through onChange. Selects apply at once; typed values
 * (the words, the pay range) apply on submit, so a slow network is not asked for a list on every
 * keystroke. Another region resets the district (spec §4).
 */
interface Props {
  filters: AnnouncementFilters;
  /** A change of some filters; the page applies it to the filters of the address as they are then (the first page). */
  onChange(patch: AnnouncementFilterPatch): void;
}


/** The words box: a plain GET form of this page (?q=), so it works before the page's script too, rendered by the server. */
export function SearchBox({ filters, onChange }: Props) {
  const { t } = useI18n();
  const { draft, setDraft, onSubmit } = useWordsDraft(filters.q, onChange);
  return (
    <SearchForm
      action={paths.announcements()}
      value={draft}
      onValueChange={setDraft}
      onSubmit={onSubmit}
      label={t('announcements.search.label')}
      placeholder={t('announcements.search.placeholder')}
      submitLabel={t('announcements.search.submit')}
      hidden={filtersToRecord({ ...filters, q: '', page: 1 })}
      inputClassName="bg-white"
    />
  );
}

/** The sort order and, on phones, the button that unfolds the filter panel. */
export function SortBar({ filters, onChange, filtersOpen, onToggleFilters, panelId }: Props & { filtersOpen: boolean; onToggleFilters(): void; panelId: string }) {
  const { t } = useI18n();
  const id = useId();
  const count = activeFilterCount(filters);
  return (
    <div className="flex gap-2">
      <FilterToggle label={t('announcements.filters.title')} count={count} open={filtersOpen} onToggle={onToggleFilters} panelId={panelId} />
      <SortSelect id={`${id}-sort`} label={t('announcements.sort.label')} labelClassName="sr-only" value={filters.sort} sorts={SORTS} sortLabel={(s) => t(`announcements.sort.${s}`)} onChange={(sort) => onChange({ sort })} className="flex-1 sm:w-56 sm:flex-none" selectClassName="input bg-white px-3" />
    </div>
  );
}

const kindLabel = (t: TFunction, kind: AnnouncementKind) => t(kind === 'work' ? 'announcements.tabs.work' : 'announcements.tabs.service');
const labelClass = 'mb-2 block text-sm font-semibold text-indigo-900';

/** Type, region → district, working time, pay range and 'Kelishiladi'. Folded behind the Filtrlar button on phones, always open beside the list on laptops. */
export function FilterPanel({ filters, onChange, open, panelId }: Props & { open: boolean; panelId: string }) {
  const { t, lang } = useI18n();
  const id = useId();
  const regions = useRegions();
  const districts = useDistricts(filters.region ?? null);
  const payDisabled = filters.negotiable === true;

  const negotiableValue = filters.negotiable === true ? 'true' : filters.negotiable === false ? 'false' : '';

  return (
    <FilterPanelFrame id={panelId} open={open} spacing="space-y-5">
      <fieldset>
        <legend className={labelClass}>{t('announcements.filters.type')}</legend>
        <div className="flex flex-wrap gap-2">
          {[undefined, ...KINDS].map((kind) => {
            const checked = filters.type === kind;
            return (
              <label
                key={kind ?? 'all'}
                className={`inline-flex min-h-10 cursor-pointer items-center rounded-full border px-3.5 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-saffron-500 ${
                  checked ? 'border-indigo-800 bg-indigo-800 text-white' : 'border-ink-300 bg-white text-ink-900 hover:border-indigo-600'
                }`}
              >
                <input type="radio" name={`${id}-type`} className="sr-only" checked={checked} onChange={() => onChange({ type: kind })} />
                {kind ? kindLabel(t, kind) : t('announcements.filters.allTypes')}
              </label>
            );
          })}
        </div>
      </fieldset>

      <FilterSelect
        label={t('announcements.filters.region')}
        value={filters.region}
        onChange={(v) => onChange({ region: v ? Number(v) : undefined })}
        anyLabel={t('announcements.filters.allRegions')}
        options={(regions.data ?? []).map((r: Region) => ({ value: r.id, label: placeName(r, lang) }))}
        busy={regions.isPending}
      />

      <FilterSelect
        label={t('announcements.filters.district')}
        value={filters.district}
        disabled={filters.region == null}
        onChange={(v) => onChange({ district: v ? Number(v) : undefined })}
        anyLabel={t('announcements.filters.allDistricts')}
        options={(districts.data ?? []).map((d: District) => ({ value: d.id, label: placeName(d, lang) }))}
        busy={filters.region != null && districts.isPending}
      />

      <FilterSelect
        label={t('announcements.filters.workTime')}
        value={filters.work_time}
        onChange={(v) => onChange({ work_time: (v || undefined) as WorkTime | undefined })}
        anyLabel={t('announcements.filters.anyWorkTime')}
        options={WORK_TIMES.map((w) => ({ value: w, label: workTimeLabel(t, w) }))}
      />

      <FilterSelect
        label={t('announcements.filters.negotiable')}
        value={negotiableValue}
        onChange={(v) => onChange({ negotiable: v === '' ? undefined : v === 'true' })}
        anyLabel={t('announcements.filters.negotiableAny')}
        options={[
          { value: 'true', label: t('announcements.filters.negotiableOnly') },
          { value: 'false', label: t('announcements.filters.statedOnly') },
        ]}
      />

      <MoneyRangeFilter
        legend={t('announcements.filters.pay')}
        from={{ label: t('announcements.filters.payFrom'), name: 'price_from', value: filters.price_from }}
        to={{ label: t('announcements.filters.payTo'), name: 'price_to', value: filters.price_to }}
        applyLabel={t('announcements.filters.applyPay')}
        invalidText={t('announcements.filters.numberOnly')}
        disabled={payDisabled}
        onApply={(price_from, price_to) => onChange({ price_from, price_to })}
      />
    </FilterPanelFrame>
  );
}

/** The filters in force, each removable with one tap, and "clear all" (most useful on phones, where the panel is folded). */
export function ActiveFilters({ filters, onChange }: Props) {
  const { t } = useI18n();
  const names = usePlaceNames(filters.region ?? null);
  const chips = describeFilters(filters, t, names.region, names.district);
  return (
    <FilterChips
      chips={chips}
      onRemove={(key) => onChange(chips.find((c) => c.key === key)?.clear ?? {})}
      onClearAll={() => onChange(clearAllFilters(filters.sort))}
      removeLabel={(name) => t('announcements.filters.remove', { name })}
      clearLabel={t('announcements.filters.clear')}
    />
  );
}

/** Region and district names in the reader's language (the generic word until the lists arrive). */
export function usePlaceNames(regionId: number | null) {
  const { t, lang } = useI18n();
  const regions = useRegions();
  const districts = useDistricts(regionId);
  return {
    region: (id: number) => {
      const r = regions.data?.find((x) => x.id === id);
      return r ? placeName(r, lang) : t('announcements.filters.region');
    },
    district: (id: number) => {
      const d = districts.data?.find((x) => x.id === id);
      return d ? placeName(d, lang) : t('announcements.filters.district');
    },
  };
}

/**
 * The filters in words, one entry a filter (the chips above, and a saved search's name), each with
 * what clearing it changes.
 */
export function describeFilters(
  f: Pick<AnnouncementFilters, 'q' | 'type' | 'region' | 'district' | 'work_time' | 'price_from' | 'price_to' | 'negotiable'>,
  t: TFunction,
  regionName: (id: number) => string,
  districtName: (id: number) => string,
): { key: string; label: string; clear: AnnouncementFilterPatch }[] {
  const chips: { key: string; label: string; clear: AnnouncementFilterPatch }[] = [];
  if (f.q) chips.push({ key: 'q', label: `«${f.q}»`, clear: { q: '' } });
  if (f.type) chips.push({ key: 'type', label: kindLabel(t, f.type), clear: { type: undefined } });
  if (f.region != null) chips.push({ key: 'region', label: regionName(f.region), clear: { region: undefined } });
  if (f.region != null && f.district != null) chips.push({ key: 'district', label: districtName(f.district), clear: { district: undefined } });
  if (f.work_time) chips.push({ key: 'work_time', label: workTimeLabel(t, f.work_time), clear: { work_time: undefined } });
  if (f.price_from != null || f.price_to != null) {
    const from = f.price_from != null ? groupThousands(f.price_from) : '0';
    const to = f.price_to != null ? groupThousands(f.price_to) : '∞';
    chips.push({ key: 'pay', label: `${from} – ${to} ${t('common.currency.word')}`, clear: { price_from: undefined, price_to: undefined } });
  }
  if (f.negotiable != null) {
    chips.push({ key: 'negotiable', label: t(f.negotiable ? 'announcements.filters.negotiableOnly' : 'announcements.filters.statedOnly'), clear: { negotiable: undefined } });
  }
  return chips;
}
