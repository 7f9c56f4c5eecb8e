import type { ReactNode } from 'react';
import type { AnnouncementFull } from '@shared/schemas/announcements';
import { PersonAvatar, personName } from '@web/components/ui/avatar';
import { ItemStats } from '@web/components/ui/item-stats';
import { useT } from '@web/lib/i18n';

/** An announcement page's line under the title: its views and its date ('Bugun' for today), and `children` (a job's applicants). */
export function AnnouncementStats({ announcement: a, className, children }: { announcement: AnnouncementFull; className: string; children?: ReactNode }) {
  const t = useT();
  return (
    <ItemStats views={t('announcements.views', { n: a.views })} createdAt={a.created_at} className={className}>
      {children}
    </ItemStats>
  );
}

/** Who wrote the announcement: their picture and name under the word 'Muallif'. */
export function AnnouncementAuthor({ announcement: a, className = '' }: { announcement: AnnouncementFull; className?: string }) {
  const t = useT();
  return (
    <div className={`flex items-center gap-3 ${className}`}>
      <PersonAvatar person={a.user} size={48} />
      <div className="min-w-0">
        <p className="text-xs uppercase tracking-wide text-ink-500">{t('announcements.author')}</p>
        <p className="truncate font-semibold text-indigo-900">{personName(a.user)}</p>
      </div>
    </div>
  );
}
