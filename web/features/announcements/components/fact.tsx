import type { ReactNode } from 'react';

/** One fact of an announcement's page (location, working time, pay…): an icon, its label and value, in a definition list. */
export function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <div className="flex gap-2 rounded-xl bg-cream-50 p-3">
      <span className="mt-0.5 text-indigo-700" aria-hidden="true">
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-xs text-ink-500">{label}</dt>
        <dd className="font-semibold text-indigo-900 tabular-nums [overflow-wrap:anywhere]">{value}</dd>
      </div>
    </div>
  );
}
