import { Link } from 'react-router';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { GlobeIcon, GraduationCapIcon, MegaphoneIcon, NewspaperIcon, ShieldIcon, ShoppingBagIcon, SproutIcon, HandshakeIcon } from '@web/components/ui/icons';
import { AtlasCloth, CocoonMedallion } from '@web/components/ui/ikat';
import { PageHero } from '@web/components/ui/page-hero';
import { paths } from '@web/lib/paths';
import { ArrowLink } from '@web/components/ui/arrow-link';

const PROJECT_POINTS = [
  { key: 'shop', Icon: ShoppingBagIcon },
  { key: 'announcements', Icon: MegaphoneIcon },
  { key: 'news', Icon: NewspaperIcon },
  { key: 'courses', Icon: GraduationCapIcon },
] as const;

const VALUES = [
  { key: 'trust', Icon: ShieldIcon },
  { key: 'openness', Icon: HandshakeIcon },
  { key: 'knowledge', Icon: SproutIcon },
] as const;

/** /about-us (the spec's /about/ leads here): about us, about the project, international partners (spec §1, §2). */
export function Component() {
  const t = useT();
  usePageHead({ title: t('pages.about.title'), description: t('pages.about.lead') });
  return (
    <>
      <PageHero eyebrow={t('pages.about.eyebrow')} title={t('pages.about.title')} lead={t('pages.about.lead')} />

      <section id="biz-haqimizda" aria-labelledby="about-us" className="page grid gap-10 py-16 sm:py-20 lg:grid-cols-[1.2fr_0.8fr] lg:gap-16">
        <div className="prose-ipak">
          <h2 id="about-us" className="!mt-0">
            {t('pages.about.us.title')}
          </h2>
          <p>{t('pages.about.us.p1')}</p>
          <p>{t('pages.about.us.p2')}</p>
          <p>{t('pages.about.us.p3')}</p>
        </div>
        <CocoonMedallion hidden className="relative mx-auto aspect-square w-full max-w-sm overflow-hidden rounded-[2rem] bg-cream-100 ring-1 ring-ink-100" />
      </section>

      <section id="loyiha-haqida" aria-labelledby="about-project" className="bg-white py-16 sm:py-20">
        <div className="page">
          <div className="prose-ipak">
            <h2 id="about-project" className="!mt-0">
              {t('pages.about.project.title')}
            </h2>
            <p>{t('pages.about.project.p1')}</p>
          </div>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2">
            {PROJECT_POINTS.map(({ key, Icon }) => (
              <li key={key} className="flex gap-4 rounded-2xl border border-ink-100 bg-cream-50 p-5">
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-indigo-50 text-indigo-800">
                  <Icon size={22} />
                </span>
                <p className="text-sm leading-relaxed text-ink-700 sm:text-base">
                  <strong className="block font-semibold text-indigo-900">{t(`pages.about.project.points.${key}.title`)}</strong>
                  {t(`pages.about.project.points.${key}.text`)}
                </p>
              </li>
            ))}
          </ul>
          <p className="prose-ipak mt-8">{t('pages.about.project.p2')}</p>

          <ul className="mt-10 grid gap-4 md:grid-cols-3">
            {VALUES.map(({ key, Icon }) => (
              <li key={key} className="rounded-2xl bg-indigo-900 p-6 text-white">
                <Icon size={24} className="text-saffron-400" />
                <h3 className="mt-4 text-lg font-bold">{t(`pages.about.values.${key}.title`)}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-indigo-100">{t(`pages.about.values.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="xalqaro-hamkorlar" aria-labelledby="about-partners" className="page grid gap-10 py-16 sm:py-20 lg:grid-cols-[0.8fr_1.2fr] lg:gap-16">
        <div aria-hidden="true" className="relative order-last mx-auto aspect-[4/5] w-full max-w-xs overflow-hidden rounded-[2rem] shadow-xl lg:order-first">
          <AtlasCloth palette="indigo" className="h-full w-full" />
          <span className="absolute bottom-5 left-5 grid size-14 place-items-center rounded-full bg-cream-50 text-indigo-800 shadow-lg">
            <GlobeIcon size={28} />
          </span>
        </div>
        <div className="prose-ipak">
          <h2 id="about-partners" className="!mt-0">
            {t('pages.about.partners.title')}
          </h2>
          <p>{t('pages.about.partners.p1')}</p>
          <p>{t('pages.about.partners.p2')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.partners()} className="btn-outline">
              {t('pages.about.partners.link')}
            </Link>
            <ArrowLink to={paths.contacts()} className="btn-primary">
              {t('pages.about.cta')}
            </ArrowLink>
          </div>
        </div>
      </section>
    </>
  );
}
