import { useT } from '@web/lib/i18n';
import { CocoonBranch, IkatPattern } from '@web/components/ui/ikat';
import { paths } from '@web/lib/paths';
import { ArrowLink } from '@web/components/ui/arrow-link';
import { QuoteFigure } from '@web/components/ui/quote-figure';

/** The success-experience banner between the grids: one artisan's story and an invitation to sell. */
export function SuccessBanner() {
  const t = useT();
  return (
    <section aria-labelledby="shop-success" className="page py-4">
      <div className="relative grid overflow-hidden rounded-[1.75rem] bg-saffron-100 md:grid-cols-[1fr_minmax(0,20rem)] lg:grid-cols-[1fr_minmax(0,26rem)]">
        <div aria-hidden="true" className="relative h-16 md:hidden">
          <IkatPattern palette="pomegranate" scale={0.5} className="absolute inset-0" />
        </div>
        <div className="relative p-7 sm:p-10 lg:p-14">
          <p className="text-xs font-semibold uppercase tracking-[0.14em] text-pomegranate-600">{t('shop.success.eyebrow')}</p>
          <h2 id="shop-success" className="mt-3 text-2xl font-extrabold tracking-tight text-balance text-indigo-900 sm:text-3xl">
            {t('shop.success.title')}
          </h2>
          <QuoteFigure look="story" quote={t('shop.success.quote')} name={t('shop.success.author')} role={t('shop.success.role')} />
          <ArrowLink to={paths.profile.productCreate()} className="btn-primary mt-8">
            {t('shop.success.cta')}
          </ArrowLink>
        </div>
        <div aria-hidden="true" className="relative hidden min-h-64 md:block">
          <IkatPattern palette="pomegranate" scale={0.8} className="absolute inset-0" />
          <div className="absolute inset-0 grid place-items-center">
            <div className="grid size-52 place-items-center rounded-full bg-cream-50 shadow-xl lg:size-64">
              <CocoonBranch className="size-40 lg:size-52" />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
