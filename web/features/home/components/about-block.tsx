import { useT } from '@web/lib/i18n';
import { CountUp } from '@web/components/ui/count-up';
import { CocoonMedallion } from '@web/components/ui/ikat';
import { paths } from '@web/lib/paths';
import { ArrowLink } from '@web/components/ui/arrow-link';

/** Artisans counted in the about block (spec §1). Shown as written, '12255+'. */
const ARTISANS = 12255;

/** About block of the home page: who Ipak is for, the artisan counter and a link to the about page (/about-us; the spec's /about/ leads there). */
export function AboutBlock() {
  const t = useT();
  return (
    <section aria-labelledby="home-about" className="page py-16 sm:py-24">
      <div className="grid items-center gap-10 lg:grid-cols-[0.9fr_1.1fr] lg:gap-20">
        <div aria-hidden="true" className="relative order-last mx-auto w-full max-w-[17rem] sm:max-w-sm lg:order-first lg:max-w-md">
          <CocoonMedallion className="relative aspect-square overflow-hidden rounded-full bg-cream-100 ring-1 ring-ink-100" branchClassName="absolute inset-[10%] h-[80%] w-[80%]" />
          <div className="absolute -bottom-3 -right-2 rounded-2xl bg-indigo-900 px-5 py-4 text-white shadow-xl sm:-right-6">
            <p className="text-xs font-medium text-indigo-100">{t('home.about.badgeLabel')}</p>
            <p className="text-lg font-bold text-saffron-400">{t('home.about.badgeValue')}</p>
          </div>
        </div>

        <div>
          <p className="mb-2 text-xs font-semibold uppercase tracking-[0.14em] text-pomegranate-600">{t('home.about.eyebrow')}</p>
          <h2 id="home-about" className="section-title text-balance">
            {t('home.about.title')}
          </h2>
          <p className="mt-5 text-base leading-relaxed text-ink-700 sm:text-lg">{t('home.about.p1')}</p>
          <p className="mt-4 text-base leading-relaxed text-ink-700">{t('home.about.p2')}</p>

          <div className="mt-8 flex flex-col gap-6 rounded-2xl border border-ink-100 bg-white p-6 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex flex-col">
              <CountUp to={ARTISANS} suffix="+" data-testid="artisan-counter" className="text-4xl font-extrabold tracking-tight text-indigo-900 sm:text-5xl" />
              <span className="mt-1 text-sm text-ink-700">{t('home.about.counterLabel')}</span>
            </p>
            <ArrowLink to={paths.aboutUs()} className="btn-primary self-start sm:self-auto">
              {t('home.about.more')}
            </ArrowLink>
          </div>
        </div>
      </div>
    </section>
  );
}
