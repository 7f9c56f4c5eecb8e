import type { ReactNode } from 'react';
import { CategoryBanner } from './category-banner';
import { PageLinks } from './page-links';
import { LoadingArea, Skeleton } from './skeleton';
import { EmptyState } from './status-message';

interface CategoryListingProps {
  /** The banner: where "back" leads, the small line above the title, and the test id. */
  banner: { back: { to: string; label: string }; eyebrow: string; testId: string };
  title: string;
  /** The id of the section's heading (read by screen readers only; the banner shows the title). */
  headingId: string;
  /** The cards of this page, or null when the category has none. */
  grid: ReactNode | null;
  empty: string;
  page: number;
  nextPage: number | null;
  /** The address of page n. */
  href: (n: number) => string;
}

/** A category's page of cards (a course or a news category): its banner, the cards, the page links. */
export function CategoryListing({ banner, title, headingId, grid, empty, page, nextPage, href }: CategoryListingProps) {
  return (
    <div className="pb-16">
      <CategoryBanner back={banner.back} eyebrow={banner.eyebrow} title={title} testId={banner.testId} />
      <section aria-labelledby={headingId} className="page mt-8">
        <h2 id={headingId} className="sr-only">
          {title}
        </h2>
        {grid ?? <EmptyState>{empty}</EmptyState>}
        <PageLinks page={page} nextPage={nextPage} href={href} className="mt-8" />
      </section>
    </div>
  );
}

/** What a category's page shows while it loads: the banner's place and four cards' places. */
export function CategoryListingSkeleton({ label, gridClassName, cardClassName }: { label: string; gridClassName: string; cardClassName: string }) {
  return (
    <LoadingArea className="pb-16" label={label}>
      <Skeleton className="h-40 w-full rounded-none" />
      <div className={`page mt-8 ${gridClassName}`}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className={`${cardClassName} w-full rounded-[var(--radius-card)]`} />
        ))}
      </div>
    </LoadingArea>
  );
}
