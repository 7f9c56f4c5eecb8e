import { Link } from 'react-router';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { IkatPattern } from '@web/components/ui/ikat';
import { paths } from '@web/lib/paths';
import { ArrowLink } from '@web/components/ui/arrow-link';

/** Any unknown path (spec §2, §8): 'Siz izlayotgan sahifa topilmadi!' with a link home. */
export function Component() {
  const t = useT();
  usePageHead({ title: t('common.notFound.title') });
  return (
    <section className="page flex flex-col items-center py-16 text-center sm:py-24">
      <div aria-hidden="true" className="relative grid size-40 place-items-center overflow-hidden rounded-[2.5rem] shadow-xl sm:size-48">
        <IkatPattern palette="pomegranate" scale={0.7} />
        <span className="absolute inset-0 grid place-items-center">
          <span className="rounded-2xl bg-cream-50/95 px-4 py-2 text-4xl font-extrabold tracking-tight text-indigo-900 sm:text-5xl">404</span>
        </span>
      </div>
      <h1 className="mt-10 text-2xl font-bold text-indigo-900 text-balance sm:text-3xl">{t('common.notFound.text')}</h1>
      <p className="mt-3 max-w-md text-ink-700">{t('common.notFound.hint')}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <ArrowLink to={paths.home()} className="btn-primary">
          {t('common.backHome')}
        </ArrowLink>
        <Link to={paths.shop()} className="btn-outline">
          {t('common.notFound.shop')}
        </Link>
      </div>
    </section>
  );
}
