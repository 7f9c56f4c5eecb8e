import { Link } from 'react-router';
import { useT } from '@web/lib/i18n';
import { BriefcaseIcon, GraduationCapIcon, NewspaperIcon, ShoppingBagIcon } from '@web/components/ui/icons';
import { SectionHeader } from '@web/components/ui/section-header';
import { paths } from '@web/lib/paths';
import { ArrowLabel } from '@web/components/ui/arrow-link';

const FEATURES = [
  { key: 'shop', to: paths.shop(), Icon: ShoppingBagIcon, tint: 'bg-pomegranate-100 text-pomegranate-700' },
  { key: 'jobs', to: paths.announcements(), Icon: BriefcaseIcon, tint: 'bg-saffron-100 text-indigo-900' },
  { key: 'news', to: paths.news(), Icon: NewspaperIcon, tint: 'bg-indigo-100 text-indigo-800' },
  { key: 'courses', to: paths.courses(), Icon: GraduationCapIcon, tint: 'bg-mulberry-100 text-mulberry-700' },
] as const;

/** The four opportunities of spec §1: trade, job ads, industry news, the course base. */
export function Opportunities() {
  const t = useT();
  return (
    <section aria-labelledby="home-opportunities" className="bg-white py-16 sm:py-24">
      <div className="page">
        <SectionHeader id="home-opportunities" eyebrow={t('home.opportunities.eyebrow')} title={t('home.opportunities.title')} description={t('home.opportunities.lead')} />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ key, to, Icon, tint }) => (
            <li key={key} className="group relative grid grid-cols-[auto_1fr] gap-x-4 rounded-[var(--radius-card)] border border-ink-100 bg-cream-50 p-5 transition-shadow sm:flex sm:flex-col sm:p-6 focus-within:ring-2 focus-within:ring-saffron-500 hover:shadow-[var(--shadow-card)]">
              <span className={`row-span-3 grid size-12 place-items-center rounded-2xl ${tint}`}>
                <Icon size={24} />
              </span>
              <h3 className="text-lg font-bold leading-snug text-indigo-900 sm:mt-5">
                <Link to={to} className="rounded after:absolute after:inset-0 after:rounded-[var(--radius-card)] focus-visible:outline-none">
                  {t(`home.opportunities.${key}.title`)}
                </Link>
              </h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-700">{t(`home.opportunities.${key}.text`)}</p>
              <ArrowLabel className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-indigo-700 group-hover:text-pomegranate-600 sm:mt-5">
                {t(`home.opportunities.${key}.cta`)}
              </ArrowLabel>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
