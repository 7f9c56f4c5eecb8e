import { useId, useState, type FormEvent } from 'react';
import { WORK_TIMES, type WorkTime } from '@shared/constants';
import { groupThousands } from '@shared/format/price';
import type { AnnouncementSort } from '@shared/schemas/announcements';
import type { District, Region } from '@shared/schemas/users';
import { useI18n, type TFunction } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { placeName, useDistricts, useRegions } from '@web/features/geo';
import { CloseIcon, FilterIcon } from '@web/components/ui/icons';
import { SearchForm, useSyncedDraft } from '@web/components/form/search-form';
import { KINDS, SORTS, activeFilterCount, emptyFilters, filtersToRecord, parseAmount, withFilters, type AnnouncementFilters, type AnnouncementKind } from '../filters';
import { workTimeLabel } from './work-time';

/**
 * Search, sort and filters of the /announcements page. The page owns the filters (they live in the
 * URL); these controls only propose a new set through onChange. Selects apply at once; typed values
 * (the words, the pay range) apply on submit, so a slow network is not asked for a list on every
 * keystroke. Another region resets the district (spec §4).
 */
interface Props {
  filters: AnnouncementFilters;
  onChange(next: AnnouncementFilters): void;
}


/** The words box: a plain GET form of this page (?q=), so it works before the page's script too, rendered by the server. */
export function SearchBox({ filters, onChange }: Props) {
  const { t } = useI18n();
  const [q, setQ] = useSyncedDraft(filters.q);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    onChange(withFilters(filters, { q: q.trim().slice(0, 100) }));
  };
  return (
    <SearchForm
      action={paths.announcements()}
      value={q}
      onValueChange={setQ}
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
      <button type="button" onClick={onToggleFilters} aria-expanded={filtersOpen} aria-controls={panelId} className="btn-outline flex-1 bg-white px-4 lg:hidden">
        <FilterIcon size={18} />
        {t('announcements.filters.title')}
        {count ? <span className="grid size-5 place-items-center rounded-full bg-pomegranate-600 text-xs text-white">{count}</span> : null}
      </button>
      <div className="flex-1 sm:w-56 sm:flex-none">
        <label htmlFor={`${id}-sort`} className="sr-only">
          {t('announcements.sort.label')}
        </label>
        <select id={`${id}-sort`} value={filters.sort} onChange={(e) => onChange(withFilters(filters, { sort: e.target.value as AnnouncementSort }))} className="input bg-white px-3">
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`announcements.sort.${s}`)}
            </option>
          ))}
        </select>
      </div>
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
  const [from, setFrom] = useSyncedDraft(filters.price_from != null ? String(filters.price_from) : '');
  const [to, setTo] = useSyncedDraft(filters.price_to != null ? String(filters.price_to) : '');
  const [error, setError] = useState<string | null>(null);
  const payDisabled = filters.negotiable === true;

  const applyPay = (e: FormEvent) => {
    e.preventDefault();
    if ([from, to].some((v) => v.trim() !== '' && parseAmount(v) == null)) {
      setError(t('announcements.filters.numberOnly'));
      return;
    }
    setError(null);
    onChange(withFilters(filters, { price_from: parseAmount(from), price_to: parseAmount(to) }));
  };

  const negotiableValue = filters.negotiable === true ? 'true' : filters.negotiable === false ? 'false' : '';

  return (
    <div id={panelId} className={`${open ? 'block' : 'hidden'} space-y-5 rounded-[var(--radius-card)] border border-ink-100 bg-white p-4 lg:block lg:border-0 lg:bg-transparent lg:p-0`}>
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
                <input type="radio" name={`${id}-type`} className="sr-only" checked={checked} onChange={() => onChange(withFilters(filters, { type: kind }))} />
                {kind ? kindLabel(t, kind) : t('announcements.filters.allTypes')}
              </label>
            );
          })}
        </div>
      </fieldset>

      <div>
        <label htmlFor={`${id}-region`} className={labelClass}>
          {t('announcements.filters.region')}
        </label>
        <select
          id={`${id}-region`}
          value={filters.region ?? ''}
          onChange={(e) => onChange(withFilters(filters, { region: e.target.value ? Number(e.target.value) : undefined }))}
          className="input bg-white"
          aria-busy={regions.isPending || undefined}
        >
          <option value="">{t('announcements.filters.allRegions')}</option>
          {(regions.data ?? []).map((r: Region) => (
            <option key={r.id} value={r.id}>
              {placeName(r, lang)}
            </option>
          ))}
        </select>
      </div>

      <div>
        <label htmlFor={`${id}-district`} className={labelClass}>
          {t('announcements.filters.district')}
        </label>
        <select
          id={`${id}-district`}
          value={filters.district ?? ''}
          disabled={filters.region == null}
          onChange={(e) => onChange(withFilters(filters, { district: e.target.value ? Number(e.target.value) : undefined }))}
          className="input bg-white disabled:opacity-60"
          aria-busy={(filters.region != null && districts.isPending) || undefined}
        >
          <option value="">{t('announcements.filters.allDistricts')}</option>
          {(districts.data ?? []).map((d: District) => (
            <option key={d.id} value={d.id}>
              {placeName(d, lang)}
            </option>
          ))}
        </select>
      </div>

      <div>
        <label htmlFor={`${id}-work-time`} className={labelClass}>
          {t('announcements.filters.workTime')}
        </label>
        <select
          id={`${id}-work-time`}
          value={filters.work_time ?? ''}
          onChange={(e) => onChange(withFilters(filters, { work_time: (e.target.value || undefined) as WorkTime | undefined }))}
          className="input bg-white"
        >
          <option value="">{t('announcements.filters.anyWorkTime')}</option>
          {WORK_TIMES.map((w) => (
            <option key={w} value={w}>
              {workTimeLabel(t, w)}
            </option>
          ))}
        </select>
      </div>

      <div>
        <label htmlFor={`${id}-negotiable`} className={labelClass}>
          {t('announcements.filters.negotiable')}
        </label>
        <select
          id={`${id}-negotiable`}
          value={negotiableValue}
          onChange={(e) => onChange(withFilters(filters, { negotiable: e.target.value === '' ? undefined : e.target.value === 'true' }))}
          className="input bg-white"
        >
          <option value="">{t('announcements.filters.negotiableAny')}</option>
          <option value="true">{t('announcements.filters.negotiableOnly')}</option>
          <option value="false">{t('announcements.filters.statedOnly')}</option>
        </select>
      </div>

      <form onSubmit={applyPay} noValidate>
        <fieldset disabled={payDisabled} className="disabled:opacity-60">
          <legend className={labelClass}>{t('announcements.filters.pay')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {(
              [
                ['from', from, setFrom, 'announcements.filters.payFrom', '0'],
                ['to', to, setTo, 'announcements.filters.payTo', '∞'],
              ] as const
            ).map(([key, value, set, label, placeholder]) => (
              <div key={key}>
                <label htmlFor={`${id}-pay-${key}`} className="mb-1 block text-xs text-ink-500">
                  {t(label)}
                </label>
                <input
                  type="text"
                  id={`${id}-pay-${key}`}
                  name={`price_${key}`}
                  inputMode="numeric"
                  autoComplete="off"
                  value={value}
                  onChange={(e) => set(e.target.value)}
                  placeholder={placeholder}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-pay-error` : undefined}
                  className="input bg-white px-3"
                />
              </div>
            ))}
          </div>
          {error ? (
            <p id={`${id}-pay-error`} className="field-error">
              {error}
            </p>
          ) : null}
          <button type="submit" className="btn-outline mt-3 w-full bg-white">
            {t('announcements.filters.applyPay')}
          </button>
        </fieldset>
      </form>
    </div>
  );
}

/** The filters in force, each removable with one tap, and "clear all" (most useful on phones, where the panel is folded). */
export function ActiveFilters({ filters, onChange }: Props) {
  const { t } = useI18n();
  const names = usePlaceNames(filters.region ?? null);
  const chips = describeFilters(filters, t, names.region, names.district);
  if (!chips.length) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul className="contents">
        {chips.map((c) => (
          <li key={c.key} className="max-w-full">
            <button
              type="button"
              onClick={() => onChange(withFilters(filters, c.clear))}
              className="inline-flex min-h-9 max-w-full items-center gap-1.5 rounded-full bg-indigo-50 py-1 pl-3 pr-2 text-sm font-medium text-indigo-900 hover:bg-indigo-100"
              aria-label={t('announcements.filters.remove', { name: c.label })}
            >
              <span className="truncate">{c.label}</span>
              <CloseIcon size={14} />
            </button>
          </li>
        ))}
      </ul>
      {chips.length > 1 ? (
        <button type="button" onClick={() => onChange(emptyFilters(filters.sort))} className="min-h-9 rounded-lg px-2 text-sm font-semibold text-pomegranate-700 underline-offset-2 hover:underline">
          {t('announcements.filters.clear')}
        </button>
      ) : null}
    </div>
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
): { key: string; label: string; clear: Partial<AnnouncementFilters> }[] {
  const chips: { key: string; label: string; clear: Partial<AnnouncementFilters> }[] = [];
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
