import type { ReactNode } from 'react';
import type { AnnouncementFull } from '@shared/schemas/announcements';
import { useI18n } from '@web/lib/i18n';
import { placeOf } from '../lib/place';

/**
 * One fact of an announcement's page (location, working time, pay…): an icon, its label and value, as
 * one group of a definition list (`dl > div > dt + dd`, nothing deeper, as HTML allows). The icon sits
 * in the term, placed beside both lines.
 */
export function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <div className="relative min-w-0 rounded-xl bg-cream-50 p-3 pl-[2.375rem]">
      <dt className="text-xs text-ink-500">
        <span className="absolute left-3 top-3.5 text-indigo-700" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="font-semibold text-indigo-900 tabular-nums [overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
}

/** Where the announcement is: the region and district in the reader's language, then the address as its author wrote it (user content); '—' when neither is known. */
export function AnnouncementPlace({ announcement: a }: { announcement: Pick<AnnouncementFull, 'region' | 'district' | 'address'> }) {
  const { lang } = useI18n();
  const places = placeOf(a, lang);
  if (!places && !a.address) return '—';
  return (
    <>
      {places}
      {places && a.address ? ', ' : null}
      {a.address ? <span data-user-content>{a.address}</span> : null}
    </>
  );
}
