import { useT } from '@web/lib/i18n';
import { AtlasCloth } from '@web/components/ui/ikat';
import { QuoteFigure } from '@web/components/ui/quote-figure';

/** Quote banner attributed to the head of state (spec §1). */
export function QuoteBanner() {
  const t = useT();
  return (
    <section aria-label={t('home.quote.label')} className="page">
      <div className="relative overflow-hidden rounded-[1.75rem] bg-pomegranate-700 text-white">
        <div aria-hidden="true" className="absolute inset-y-0 right-0 hidden w-1/3 md:block">
          <AtlasCloth palette="pomegranate" className="h-full w-full opacity-90" />
          <div className="absolute inset-0 bg-gradient-to-r from-pomegranate-700 to-transparent" />
        </div>
        {/* The figure is the quote and its caption alone (a caption is a figure's first or last child). */}
        <QuoteFigure
          className="relative max-w-3xl p-8 sm:p-12 lg:p-16"
          icon={{ size: 44, className: 'text-saffron-400' }}
          quoteClassName="mt-5 text-xl font-semibold leading-snug text-balance sm:text-2xl lg:text-[1.75rem]"
          quote={t('home.quote.text')}
          captionClassName="mt-8 flex items-center gap-4"
          caption={
            <>
              <span aria-hidden="true" className="h-px w-10 bg-saffron-400" />
              <span>
                <span className="block font-bold">{t('home.quote.author')}</span>
                <span className="block text-sm text-pomegranate-100">{t('home.quote.role')}</span>
                <span className="mt-1 block text-xs text-pomegranate-100/80">{t('home.quote.source')}</span>
              </span>
            </>
          }
        />
      </div>
    </section>
  );
}
