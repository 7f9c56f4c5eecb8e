import type { ComponentProps, ReactNode } from 'react';
import { useT } from '@web/lib/i18n';
import { useKeepPageInRange } from '@web/lib/use-page-param';
import { DidYouMean } from './did-you-mean';
import { NoResults } from './no-results';
import { Pagination } from './pagination';
import { ErrorState } from './status-message';

/** What a page of a search's answer carries besides its items: the count, the pages, and a correction of the words. */
interface SearchAnswer {
  count: number;
  total_pages: number;
  did_you_mean?: string | null;
}

/** The parts of a search's query a results list reads. */
interface SearchQuery<D> {
  data: D | undefined;
  isPlaceholderData: boolean;
  isPending: boolean;
  isError: boolean;
  refetch(): unknown;
}

/**
 * A search's answer for a page kept in the address: `settled`, the answer once it is this page's (not
 * a placeholder of another); `pastEnd`, a page past the last (a shared link, items removed meanwhile),
 * which is then replaced by the last real one; `empty`, a settled answer that found nothing.
 */
export function useSearchAnswer<D extends SearchAnswer>(results: SearchQuery<D>, page: number, items: (answer: D) => readonly unknown[], setPage: (page: number, options?: { replace?: boolean }) => void) {
  const data = results.data;
  const settled = data && !results.isPlaceholderData ? data : undefined;
  const pastEnd = !!settled && items(settled).length === 0 && settled.count > 0 && page > 1;
  useKeepPageInRange(page, settled && settled.count > 0 ? settled.total_pages : undefined, setPage);
  return { data, settled, pastEnd, empty: !!settled && settled.count === 0 };
}

interface ResultsHeadProps {
  /** The count's text, once the answer is settled. */
  count: ReactNode;
  /** The active filters' chips. */
  children: ReactNode;
  /** The words typed, and the link of the corrected words the server searched instead, if it did. */
  typed: string | undefined;
  suggestion: string | null | undefined;
  suggestionHref(suggestion: string): string;
}

/** Above a search's results: the count (announced), the active filters, and the correction of the words. */
export function ResultsHead({ count, children, typed, suggestion, suggestionHref }: ResultsHeadProps) {
  return (
    <>
      <p role="status" className="min-h-5 text-sm text-ink-700">
        {count}
      </p>
      {children}
      {suggestion && typed ? <DidYouMean typed={typed} suggestion={suggestion} href={suggestionHref(suggestion)} /> : null}
    </>
  );
}

interface ResultsBodyProps<D extends SearchAnswer> {
  results: SearchQuery<D>;
  /** What to say when the settled answer found nothing; absent while it has found something. */
  noResults: ComponentProps<typeof NoResults> | null;
  /** The page shown and the words searched. */
  at: { page: number; q: string };
  /** A page's link (the corrected words when the server corrected them: further pages are of those). */
  hrefFor(page: number, q: string): string;
  onNavigate(): void;
  labels: ComponentProps<typeof Pagination>['labels'];
  /** The list (or its skeletons). */
  children: ReactNode;
}

/** A search's results: an error with a retry when it failed, what to say when nothing was found, else the list and its pages. */
export function ResultsBody<D extends SearchAnswer>({ results, noResults, at, hrefFor, onNavigate, labels, children }: ResultsBodyProps<D>) {
  const t = useT();
  const data = results.data;
  if (results.isError && !data) return <ErrorState message={t('common.loadError')} retryLabel={t('common.retry')} onRetry={() => void results.refetch()} />;
  if (noResults) return <NoResults {...noResults} />;
  return (
    <>
      {children}
      {data ? (
        <Pagination
          page={Math.min(at.page, Math.max(1, data.total_pages))}
          totalPages={data.total_pages}
          hrefFor={(n) => hrefFor(n, data.did_you_mean ?? at.q)}
          onNavigate={onNavigate}
          labels={labels}
          summary
          className="mt-10"
        />
      ) : null}
    </>
  );
}
