import { Link } from 'react-router';
import { DOCUMENT_TYPES } from '@shared/constants';
import { useT } from '@web/lib/i18n';
import { FileTextIcon, ScaleIcon } from '@web/components/ui/icons';
import { IkatLayer } from '@web/components/ui/ikat';
import { SectionHeader } from '@web/components/ui/section-header';
import { paths } from '@web/lib/paths';
import { ArrowLabel } from '@web/components/ui/arrow-link';

const DOCS = [
  { key: 'legislation', to: paths.documents(DOCUMENT_TYPES.legislation), Icon: ScaleIcon, palette: 'indigo' },
  { key: 'business', to: paths.documents(DOCUMENT_TYPES.business), Icon: FileTextIcon, palette: 'mulberry' },
] as const;

/** Documents block of spec §1: legislation (@a) and small-business projects (@b). */
export function DocumentsBlock() {
  const t = useT();
  return (
    <section aria-labelledby="home-documents" className="page py-16 sm:py-24">
      <SectionHeader id="home-documents" eyebrow={t('home.documents.eyebrow')} title={t('home.documents.title')} description={t('home.documents.lead')} />
      <ul className="grid gap-5 md:grid-cols-2">
        {DOCS.map(({ key, to, Icon, palette }) => (
          <li key={key} className="group relative flex overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] focus-within:ring-2 focus-within:ring-saffron-500">
            <IkatLayer className="w-5 shrink-0 sm:w-24" palette={palette} scale={0.5} />
            <div className="flex flex-1 flex-col p-6 sm:p-8">
              <span className="grid size-12 place-items-center rounded-2xl bg-indigo-50 text-indigo-800">
                <Icon size={24} />
              </span>
              <h3 className="mt-5 text-xl font-bold text-indigo-900">
                <Link to={to} className="rounded after:absolute after:inset-0 focus-visible:outline-none">
                  {t(`home.documents.${key}.title`)}
                </Link>
              </h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-700 sm:text-base">{t(`home.documents.${key}.text`)}</p>
              <ArrowLabel className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-pomegranate-600">
                {t('home.documents.open')}
              </ArrowLabel>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
