import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { siteJsonLd } from '@web/lib/structured-data';
import { HydrationBoundary } from '@web/components/ui/hydration-boundary';
import { AboutBlock } from '@web/features/home/components/about-block';
import { DocumentsBlock } from '@web/features/home/components/documents-block';
import { HeroCarousel } from '@web/features/home/components/hero-carousel';
import { NewCourses, WeekNews, WorkAnnouncements } from '@web/features/home/components/home-lists';
import { Opportunities } from '@web/features/home/components/opportunities';
import { QuoteBanner } from '@web/features/home/components/quote-banner';
import { StatsBlock } from '@web/features/home/components/stats-block';

/** The public home page (spec §1), block by block (each hydrates on its own: HydrationBoundary). */
export function Component() {
  const t = useT();
  // Who the site is, and its search (the shop's), for search engines.
  usePageHead({ title: t('home.title'), description: t('home.description'), jsonLd: (absolute) => siteJsonLd(absolute, { description: t('home.description') }) });
  return (
    <>
      <HeroCarousel />
      <HydrationBoundary>
        <AboutBlock />
      </HydrationBoundary>
      <HydrationBoundary>
        <Opportunities />
      </HydrationBoundary>
      <HydrationBoundary>
        <StatsBlock />
      </HydrationBoundary>
      <HydrationBoundary>
        <DocumentsBlock />
      </HydrationBoundary>
      <HydrationBoundary>
        <QuoteBanner />
      </HydrationBoundary>
      <HydrationBoundary>
        <NewCourses />
      </HydrationBoundary>
      <HydrationBoundary>
        <WeekNews />
      </HydrationBoundary>
      <HydrationBoundary>
        <WorkAnnouncements />
      </HydrationBoundary>
    </>
  );
}
