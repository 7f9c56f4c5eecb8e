import { formatDate } from '@shared/format/date';
import { useT } from '@web/lib/i18n';
import { CalendarIcon } from './icons';

/** The date an item (a course, a news item) was published, 'Bugun' for today. */
export function PublishedDate({ value, className = '' }: { value: string; className?: string }) {
  const t = useT();
  return (
    <span className={`inline-flex items-center gap-1 ${className}`}>
      <CalendarIcon size={13} />
      <time dateTime={value}>{formatDate(value, new Date(), t('common.today'))}</time>
    </span>
  );
}
