import type { ReactNode } from 'react';
import { CalendarIcon, EyeIcon } from './icons';
import { useDates } from '@web/lib/dates';

/** An item page's line under the title (a product's, an announcement's): its views (the text given) and its date ('Bugun' for today), then `children`. */
export function ItemStats({ views, createdAt, className, children }: { views: string; createdAt: string; className: string; children?: ReactNode }) {
  const dates = useDates();
  return (
    <ul className={`flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-500 ${className}`}>
      <li className="inline-flex items-center gap-1.5">
        <EyeIcon size={16} />
        {views}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <CalendarIcon size={16} />
        <time dateTime={createdAt}>{dates.date(createdAt)}</time>
      </li>
      {children}
    </ul>
  );
}
