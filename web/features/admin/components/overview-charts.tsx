import { useId, type ReactElement } from 'react';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { groupThousands } from '@shared/format/price';

/**
 * The admin overview's charts (recharts, drawn as SVG). This file is reached only from the overview
 * page, which the router loads lazily with the admin area, and from the seller's statistics on their
 * own products page (issue 40, a chunk of its own loaded with the chart): no public page carries the library.
 * Each chart has an accessible name (the figure's title) and, for screen readers, the same figures
 * as a visually hidden table; the SVG itself is hidden from them.
 */

/** Colours of DESIGN.md's palette (web/app.css): indigo, pomegranate, mulberry. */
export const CHART_COLORS = { indigo: '#2b3a8c', pomegranate: '#c8323c', mulberry: '#3d8a4a' } as const;
const tick = { fontSize: 11, fill: '#45424f' };
const grid = <CartesianGrid stroke="#e7e4ee" strokeDasharray="3 3" />;
const fmt = (v: unknown) => groupThousands(Number(v));

export interface Column {
  key: string;
  label: string;
}
export type Row = Record<string, string | number>;

/**
 * A chart card: the title (the accessible name of the chart), a note, the chart sized to its box, and
 * the hidden table of its figures (`columns[0]` labels the rows).
 */
export function ChartCard({ title, note, tableCaption, columns, rows, height, children }: {
  title: string;
  note?: string;
  tableCaption: string;
  columns: Column[];
  rows: Row[];
  height: number;
  children: ReactElement;
}) {
  const id = useId();
  return (
    <figure className="card min-w-0 p-4 sm:p-5" aria-labelledby={`${id}-title`} data-testid="overview-chart">
      <figcaption>
        <h2 id={`${id}-title`} className="text-base font-bold text-indigo-900">
          {title}
        </h2>
        {note ? <p className="mt-0.5 text-xs text-ink-500">{note}</p> : null}
      </figcaption>
      <div role="img" aria-label={title} className="mt-3 w-full min-w-0" style={{ height }}>
        <div aria-hidden="true" className="size-full">
          <ResponsiveContainer width="100%" height="100%" minWidth={0} initialDimension={{ width: 320, height }}>
            {children}
          </ResponsiveContainer>
        </div>
      </div>
      {/* Hidden by a block around it: a table given sr-only keeps its content width and widens the page. */}
      <div className="sr-only">
        <table>
          <caption>{tableCaption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col">
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i}>
                {columns.map((c, j) =>
                  j === 0 ? (
                    <th key={c.key} scope="row">
                      {row[c.key]}
                    </th>
                  ) : (
                    <td key={c.key}>{fmt(row[c.key])}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** Vertical bars, one per category (users by role): slanted labels, so long names fit a phone. */
export function CategoryBars({ rows, labelKey, valueKey, valueLabel }: { rows: Row[]; labelKey: string; valueKey: string; valueLabel: string }) {
  return (
    <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
      {grid}
      <XAxis dataKey={labelKey} tick={tick} interval={0} angle={-30} textAnchor="end" height={64} />
      <YAxis tick={tick} allowDecimals={false} width={48} tickFormatter={fmt} />
      <Tooltip formatter={fmt} />
      <Bar dataKey={valueKey} name={valueLabel} fill={CHART_COLORS.indigo} radius={[4, 4, 0, 0]} isAnimationActive={false} />
    </BarChart>
  );
}

/** Horizontal bars (users by region): the names read on the left, however long. */
export function HorizontalBars({ rows, labelKey, valueKey, valueLabel }: { rows: Row[]; labelKey: string; valueKey: string; valueLabel: string }) {
  return (
    <BarChart data={rows} layout="vertical" margin={{ top: 0, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
      {grid}
      <XAxis type="number" tick={tick} allowDecimals={false} tickFormatter={fmt} />
      <YAxis type="category" dataKey={labelKey} tick={tick} width={136} interval={0} />
      <Tooltip formatter={fmt} />
      <Bar dataKey={valueKey} name={valueLabel} fill={CHART_COLORS.mulberry} radius={[0, 4, 4, 0]} isAnimationActive={false} />
    </BarChart>
  );
}

/** Lines over time (new users, products and announcements per week), with a legend. */
export function TimeLines({ rows, dateKey, series }: { rows: Row[]; dateKey: string; series: { key: string; label: string; color: string }[] }) {
  return (
    <LineChart data={rows} margin={{ top: 8, right: 12, bottom: 0, left: -16 }} accessibilityLayer={false}>
      {grid}
      <XAxis dataKey={dateKey} tick={tick} minTickGap={12} />
      <YAxis tick={tick} allowDecimals={false} width={48} tickFormatter={fmt} />
      <Tooltip formatter={fmt} />
      <Legend wrapperStyle={{ fontSize: 12 }} />
      {series.map((s) => (
        <Line key={s.key} type="linear" dataKey={s.key} name={s.label} stroke={s.color} strokeWidth={2} dot={false} isAnimationActive={false} />
      ))}
    </LineChart>
  );
}

/** An area over time (messages per day). */
export function TimeArea({ rows, dateKey, valueKey, valueLabel }: { rows: Row[]; dateKey: string; valueKey: string; valueLabel: string }) {
  return (
    <AreaChart data={rows} margin={{ top: 8, right: 12, bottom: 0, left: -16 }} accessibilityLayer={false}>
      {grid}
      <XAxis dataKey={dateKey} tick={tick} minTickGap={16} />
      <YAxis tick={tick} allowDecimals={false} width={48} tickFormatter={fmt} />
      <Tooltip formatter={fmt} />
      <Area type="linear" dataKey={valueKey} name={valueLabel} stroke={CHART_COLORS.pomegranate} fill={CHART_COLORS.pomegranate} fillOpacity={0.15} strokeWidth={2} isAnimationActive={false} />
    </AreaChart>
  );
}
