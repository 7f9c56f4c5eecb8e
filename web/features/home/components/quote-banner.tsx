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
        <QuoteFigure look="banner" quote={t('home.quote.text')} name={t('home.quote.author')} role={t('home.quote.role')} source={t('home.quote.source')} />
      </div>
    </section>
  );
}
