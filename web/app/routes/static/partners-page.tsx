import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { GlobeIcon, GraduationCapIcon, HandshakeIcon, NewspaperIcon, ShoppingBagIcon, SproutIcon } from '@web/components/ui/icons';
import { IkatLayer, IkatPattern, type IkatPalette } from '@web/components/ui/ikat';
import { PageHero } from '@web/components/ui/page-hero';
import { paths } from '@web/lib/paths';
import { ArrowLink } from '@web/components/ui/arrow-link';

const GROUPS: { key: string; Icon: typeof SproutIcon; palette: IkatPalette }[] = [
  { key: 'clusters', Icon: SproutIcon, palette: 'mulberry' },
  { key: 'associations', Icon: HandshakeIcon, palette: 'pomegranate' },
  { key: 'education', Icon: GraduationCapIcon, palette: 'indigo' },
  { key: 'logistics', Icon: ShoppingBagIcon, palette: 'saffron' },
  { key: 'international', Icon: GlobeIcon, palette: 'indigo' },
  { key: 'media', Icon: NewspaperIcon, palette: 'pomegranate' },
];

/** /partners: the kinds of organisations Ipak works with, and how to become one. */
export function Component() {
  const t = useT();
  usePageHead({ title: t('pages.partners.title'), description: t('pages.partners.lead') });
  return (
    <>
      <PageHero eyebrow={t('pages.partners.eyebrow')} title={t('pages.partners.title')} lead={t('pages.partners.lead')} palette="mulberry" />

      <section aria-labelledby="partner-groups" className="page py-16 sm:py-20">
        <h2 id="partner-groups" className="section-title">
          {t('pages.partners.groupsTitle')}
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {GROUPS.map(({ key, Icon, palette }) => (
            <li key={key} className="card flex flex-col overflow-hidden">
              <div aria-hidden="true" className="relative h-24">
                <IkatPattern palette={palette} scale={0.55} />
                <span className="absolute -bottom-6 left-6 grid size-14 place-items-center rounded-2xl bg-white text-indigo-800 shadow-lg ring-1 ring-ink-100">
                  <Icon size={26} />
                </span>
              </div>
              <div className="flex flex-1 flex-col p-6 pt-10">
                <h3 className="text-lg font-bold text-indigo-900">{t(`pages.partners.groups.${key}.title`)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-700">{t(`pages.partners.groups.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="become-partner" className="page">
        <div className="on-dark relative overflow-hidden rounded-[1.75rem] bg-indigo-900 p-8 text-white sm:p-12">
          <IkatLayer className="absolute inset-0 opacity-25" palette="night" />
          <div className="relative flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <h2 id="become-partner" className="text-2xl font-bold sm:text-3xl">
                {t('pages.partners.become.title')}
              </h2>
              <p className="mt-3 text-indigo-100">{t('pages.partners.become.text')}</p>
            </div>
            <ArrowLink to={paths.contacts()} className="btn shrink-0 self-start bg-saffron-500 px-6 text-indigo-950 hover:bg-saffron-400 lg:self-auto">
              {t('pages.partners.become.button')}
            </ArrowLink>
          </div>
        </div>
      </section>
    </>
  );
}
