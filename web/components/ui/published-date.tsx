import { CalendarIcon } from './icons';
import { useDates } from '@web/lib/dates';

/** The date an item (a course, a news item) was published, 'Bugun' for today. */
export function PublishedDate({ value, className = '' }: { value: string; className?: string }) {
  const dates = useDates();
  return (
    <span className={`inline-flex items-center gap-1 ${className}`}>
      <CalendarIcon size={13} />
      <time dateTime={value}>{dates.date(value)}</time>
    </span>
  );
}
