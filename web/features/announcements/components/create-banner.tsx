import { Link } from 'react-router';
import { useT } from '@web/lib/i18n';
import { IkatLayer } from '@web/components/ui/ikat';
import { PlusIcon } from '@web/components/ui/icons';
import { useSession } from '@web/features/auth/api/get-profile';
import { paths } from '@web/lib/paths';

/**
 * The 'E'lon berish' banner of the index (spec §2): for signed-in users only. The server renders no
 * one, so it appears once the page knows its reader (useSession reads 'loading' until then).
 */
export function CreateBanner() {
  const t = useT();
  const { status } = useSession();
  if (status !== 'authenticated') return null;
  return (
    <aside aria-labelledby="announcement-create-banner" className="relative overflow-hidden rounded-[var(--radius-card)] bg-indigo-900 text-white shadow-[var(--shadow-card)]">
      <IkatLayer className="absolute inset-y-0 right-0 w-1/3 opacity-30 sm:w-1/4" palette="saffron" scale={0.5} />
      <div className="relative flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div className="max-w-xl">
          <h2 id="announcement-create-banner" className="text-lg font-bold sm:text-xl">
            {t('announcements.banner.title')}
          </h2>
          <p className="mt-1 text-sm text-indigo-100 sm:text-base">{t('announcements.banner.text')}</p>
        </div>
        <Link to={paths.announcementCreate()} className="btn-accent shrink-0 text-base">
          <PlusIcon size={18} />
          {t('announcements.banner.action')}
        </Link>
      </div>
    </aside>
  );
}
