import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '@web/lib/i18n';

export interface Column<T> {
  id: string;
  header: string;
  cell(row: T): ReactNode;
  /** The row's title: the first line of the card on phones, shown without a label. */
  primary?: boolean;
  /** Extra classes for the cell (e.g. text-right, whitespace-nowrap on wide screens). */
  className?: string;
}

interface Selection {
  selected: ReadonlySet<string>;
  onChange(next: Set<string>): void;
}

interface ResponsiveTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey(row: T): string;
  /** Names the row for its checkbox and action button ("Tanlash: Atlas ko'ylak"). */
  rowLabel(row: T): string;
  selection?: Selection;
  actions?: (row: T) => ReactNode;
  /** Dims the rows while the next page loads (the old rows stay, so nothing jumps). */
  busy?: boolean;
}

const CHECKBOX = 'size-5 cursor-pointer rounded accent-indigo-800';

/** The selection over the rows shown: whether all or some are chosen, and the toggles of all and of one. */
function useRowSelection(selection: Selection | undefined, keys: string[]) {
  const chosen = selection ? keys.filter((k) => selection.selected.has(k)).length : 0;
  const all = chosen > 0 && chosen === keys.length;
  const some = chosen > 0 && !all;
  const toggleAll = () => selection?.onChange(all ? new Set() : new Set(keys));
  const toggle = (key: string) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    selection.onChange(next);
  };
  return { all, some, toggleAll, toggle };
}

/** The wide table's header: the select-all box, the column names, the actions' column. */
function TableHead<T>({ columns, selectAll, actions }: { columns: Column<T>[]; selectAll: ReactNode; actions: boolean }) {
  const t = useT();
  return (
    <thead role="rowgroup" className="hidden md:table-header-group">
      <tr role="row" className="border-b border-ink-100 bg-cream-100/70 text-left text-xs font-semibold tracking-wide text-ink-500 uppercase">
        {selectAll ? (
          <th role="columnheader" scope="col" className="w-12 px-4 py-3">
            {selectAll}
          </th>
        ) : null}
        {columns.map((c) => (
          <th key={c.id} role="columnheader" scope="col" className="px-4 py-3 whitespace-nowrap">
            {c.header}
          </th>
        ))}
        {actions ? (
          <th role="columnheader" scope="col" className="px-4 py-3 text-right">
            <span className="sr-only">{t('common.table.actions')}</span>
          </th>
        ) : null}
      </tr>
    </thead>
  );
}

interface TableRowProps<T> {
  row: T;
  columns: Column<T>[];
  label: string;
  /** The row is chosen (undefined: the table has no selection) and its toggle. */
  selected: boolean | undefined;
  onToggle(): void;
  actions?: (row: T) => ReactNode;
}

/** One row: a card on phones ([checkbox] [title] [actions], then a labelled line per cell), a table row from md. */
function TableRow<T>({ row, columns, label, selected, onToggle, actions }: TableRowProps<T>) {
  const t = useT();
  const selectable = selected !== undefined;
  const primary = columns.find((c) => c.primary) ?? columns[0];
  // On phones the first card line is [checkbox] [title] [actions]; the title takes the free columns.
  const primarySpan = selectable ? (actions ? 'col-start-2' : 'col-start-2 col-span-2') : actions ? 'col-start-1 col-span-2' : 'col-span-full';
  return (
    <tr
      role="row"
      aria-selected={selected}
      className={`card grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 p-4 md:table-row md:rounded-none md:bg-transparent md:p-0 md:shadow-none md:[&:not(:last-child)]:border-b md:border-ink-100 ${
        selected ? 'ring-2 ring-indigo-600 md:bg-indigo-50 md:ring-0' : 'md:hover:bg-cream-50'
      }`}
    >
      {selectable ? (
        <td role="cell" className="col-start-1 row-start-1 md:table-cell md:w-12 md:px-4 md:py-3">
          <input type="checkbox" className={CHECKBOX} checked={selected} onChange={onToggle} aria-label={t('common.table.select', { name: label })} />
        </td>
      ) : null}
      {columns.map((c) =>
        c === primary ? (
          <td key={c.id} role="cell" className={`row-start-1 min-w-0 font-semibold text-indigo-900 md:table-cell md:px-4 md:py-3 md:align-middle ${primarySpan} ${c.className ?? ''}`}>
            {c.cell(row)}
          </td>
        ) : (
          <td
            key={c.id}
            role="cell"
            data-label={c.header}
            className={`col-span-full flex min-w-0 items-baseline justify-between gap-3 border-t border-ink-100 pt-2 text-right before:shrink-0 before:text-left before:text-xs before:font-medium before:text-ink-500 before:content-[attr(data-label)] md:table-cell md:border-0 md:px-4 md:py-3 md:text-left md:align-middle md:before:content-none ${c.className ?? ''}`}
          >
            {c.cell(row)}
          </td>
        ),
      )}
      {actions ? (
        <td role="cell" className="col-start-3 row-start-1 justify-self-end md:table-cell md:px-4 md:py-2 md:text-right">
          <div className="flex items-center justify-end gap-1">{actions(row)}</div>
        </td>
      ) : null}
    </tr>
  );
}

/**
 * One table, two layouts: a real table from the md breakpoint, stacked cards below it, so phones
 * never scroll sideways. The same cells serve both (one DOM, so tests and screen readers see one
 * list); on phones each cell shows its column name before the value (data-label), and the explicit
 * ARIA roles keep the table semantics that display:block would otherwise drop.
 */
export function ResponsiveTable<T>({ caption, columns, rows, rowKey, rowLabel, selection, actions, busy = false }: ResponsiveTableProps<T>) {
  const t = useT();
  const allRef = useRef<HTMLInputElement>(null);
  const mobileAllRef = useRef<HTMLInputElement>(null);
  const keys = rows.map(rowKey);
  const { all, some, toggleAll, toggle } = useRowSelection(selection, keys);

  useEffect(() => {
    // "Some selected" has no HTML attribute: it is a DOM property only.
    for (const el of [allRef.current, mobileAllRef.current]) if (el) el.indeterminate = some;
  }, [some]);

  return (
    <div className={`transition-opacity ${busy ? 'opacity-60' : ''}`} aria-busy={busy || undefined}>
      {selection && rows.length > 0 ? (
        <label className="mb-2 flex min-h-11 items-center gap-3 px-1 text-sm font-medium text-ink-700 md:hidden">
          <input ref={mobileAllRef} type="checkbox" className={CHECKBOX} checked={all} onChange={toggleAll} />
          {t('common.table.selectAll')}
        </label>
      ) : null}
      <div className="md:overflow-x-auto md:rounded-[var(--radius-card)] md:bg-white md:shadow-[var(--shadow-card)]">
        <table role="table" className="block w-full text-sm md:table">
          <caption className="sr-only">{caption}</caption>
          <TableHead
            columns={columns}
            actions={!!actions}
            selectAll={selection ? <input ref={allRef} type="checkbox" className={CHECKBOX} checked={all} onChange={toggleAll} aria-label={t('common.table.selectAll')} disabled={rows.length === 0} /> : null}
          />
          <tbody role="rowgroup" className="block space-y-3 md:table-row-group md:space-y-0">
            {rows.map((row, i) => (
              <TableRow key={keys[i]} row={row} columns={columns} label={rowLabel(row)} selected={selection ? selection.selected.has(keys[i]) : undefined} onToggle={() => toggle(keys[i])} actions={actions} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
