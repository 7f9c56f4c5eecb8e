import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { CloseIcon, FilterIcon } from '@web/components/ui/icons';
import { parseMoney } from '@web/lib/money';
import { PriceInput } from './price-input';
import { priceText } from './price-typing';
import { useSyncedDraft } from './search-form';

/**
 * The pieces of a list's filters (the shop's, the announcements'): the page owns the filters (they
 * live in the URL); these controls only propose a change. Selects apply at once; typed amounts apply
 * on submit, so a slow network is not asked for a list on every keystroke.
 */

const labelClass = 'mb-2 block text-sm font-semibold text-indigo-900';

/** On phones, the button that unfolds the filter panel, with the number of filters in force. */
export function FilterToggle({ label, count, open, onToggle, panelId }: { label: string; count: number; open: boolean; onToggle(): void; panelId: string }) {
  return (
    <button type="button" onClick={onToggle} aria-expanded={open} aria-controls={panelId} className="btn-outline flex-1 bg-white px-4 lg:hidden">
      <FilterIcon size={18} />
      {label}
      {count ? <span className="grid size-5 place-items-center rounded-full bg-pomegranate-600 text-xs text-white">{count}</span> : null}
    </button>
  );
}

/** The filter panel: folded behind FilterToggle on phones, always open beside the list on laptops. */
export function FilterPanelFrame({ id, open, spacing, children }: { id: string; open: boolean; spacing: 'space-y-5' | 'space-y-6'; children: ReactNode }) {
  return <div id={id} className={`${open ? 'block' : 'hidden'} ${spacing} rounded-[var(--radius-card)] border border-ink-100 bg-white p-4 lg:block lg:border-0 lg:bg-transparent lg:p-0`}>{children}</div>;
}

interface FilterSelectProps {
  label: string;
  value: string | number | undefined;
  onChange(value: string): void;
  /** The first option, which clears the filter. */
  anyLabel: string;
  options: readonly { value: string | number; label: string }[];
  disabled?: boolean;
  busy?: boolean;
}

/** A filter chosen from a list (a region, a working time), applied at once. */
export function FilterSelect({ label, value, onChange, anyLabel, options, disabled, busy }: FilterSelectProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} value={value ?? ''} disabled={disabled} onChange={(e) => onChange(e.target.value)} className="input bg-white disabled:opacity-60" aria-busy={busy || undefined}>
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

interface MoneyRangeFilterProps {
  legend: string;
  /** The words and the query names of the two ends. */
  from: { label: string; name: string; value: number | undefined };
  to: { label: string; name: string; value: number | undefined };
  applyLabel: string;
  /** Said when an end is not a number. */
  invalidText: string;
  disabled?: boolean;
  onApply(from: number | undefined, to: number | undefined): void;
}

/** An amount range (a price, a pay) typed as the reader writes money, applied with its button. */
export function MoneyRangeFilter({ legend, from, to, applyLabel, invalidText, disabled, onApply }: MoneyRangeFilterProps) {
  const id = useId();
  const [fromText, setFrom] = useSyncedDraft(priceText(from.value));
  const [toText, setTo] = useSyncedDraft(priceText(to.value));
  const [error, setError] = useState<string | null>(null);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    if ([fromText, toText].some((v) => v.trim() !== '' && parseMoney(v) == null)) {
      setError(invalidText);
      return;
    }
    setError(null);
    onApply(parseMoney(fromText), parseMoney(toText));
  };

  const ends = [
    { key: 'from', end: from, value: fromText, set: setFrom, placeholder: '0' },
    { key: 'to', end: to, value: toText, set: setTo, placeholder: '∞' },
  ];
  return (
    <form onSubmit={apply} noValidate>
      <fieldset disabled={disabled} className="disabled:opacity-60">
        <legend className={labelClass}>{legend}</legend>
        <div className="grid grid-cols-2 gap-2">
          {ends.map(({ key, end, value, set, placeholder }) => (
            <div key={key}>
              <label htmlFor={`${id}-${key}`} className="mb-1 block text-xs text-ink-500">
                {end.label}
              </label>
              <PriceInput
                id={`${id}-${key}`}
                name={end.name}
                value={value}
                onChange={(e) => set(e.target.value)}
                placeholder={placeholder}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                className="input bg-white px-3"
              />
            </div>
          ))}
        </div>
        {error ? (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn-outline mt-3 w-full bg-white">
          {applyLabel}
        </button>
      </fieldset>
    </form>
  );
}

interface FilterChipsProps {
  chips: readonly { key: string; label: string }[];
  onRemove(key: string): void;
  onClearAll(): void;
  /** The remove button's accessible name for a chip. */
  removeLabel(name: string): string;
  clearLabel: string;
}

/** The filters in force, each removable with one tap, and "clear all" (most useful on phones, where the panel is folded). */
export function FilterChips({ chips, onRemove, onClearAll, removeLabel, clearLabel }: FilterChipsProps) {
  if (!chips.length) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul className="contents">
        {chips.map((c) => (
          <li key={c.key} className="max-w-full">
            <button
              type="button"
              onClick={() => onRemove(c.key)}
              className="inline-flex min-h-9 max-w-full items-center gap-1.5 rounded-full bg-indigo-50 py-1 pl-3 pr-2 text-sm font-medium text-indigo-900 hover:bg-indigo-100"
              aria-label={removeLabel(c.label)}
            >
              <span className="truncate">{c.label}</span>
              <CloseIcon size={14} />
            </button>
          </li>
        ))}
      </ul>
      {chips.length > 1 ? (
        <button type="button" onClick={onClearAll} className="min-h-9 rounded-lg px-2 text-sm font-semibold text-pomegranate-700 underline-offset-2 hover:underline">
          {clearLabel}
        </button>
      ) : null}
    </div>
  );
}

/** A list's words box draft, kept in step with the address, and its submit: the words trimmed to 100 characters, proposed as the `q` filter. */
export function useWordsDraft(q: string, onChange: (patch: { q: string }) => void) {
  const [draft, setDraft] = useSyncedDraft(q);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ q: draft.trim().slice(0, 100) });
  };
  return { draft, setDraft, onSubmit };
}

interface SortSelectProps<S extends string> {
  id: string;
  label: string;
  /** The label's classes (visually hidden on phones, or always). */
  labelClassName: string;
  value: S;
  sorts: readonly S[];
  sortLabel(sort: S): string;
  onChange(sort: S): void;
  className: string;
  selectClassName: string;
}

/** A list's sort order: a labelled select of its orders. */
export function SortSelect<S extends string>({ id, label, labelClassName, value, sorts, sortLabel, onChange, className, selectClassName }: SortSelectProps<S>) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as S)} className={selectClassName}>
        {sorts.map((s) => (
          <option key={s} value={s}>
            {sortLabel(s)}
          </option>
        ))}
      </select>
    </div>
  );
}
