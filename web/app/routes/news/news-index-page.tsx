import { Link, useSearchParams } from 'react-router';
import type { NewsItem } from '@shared/schemas/news';
import { largestImageUrl } from '@shared/media';
import { AddressSearchForm } from '@web/components/form/search-form';
import { DidYouMean } from '@web/components/ui/did-you-mean';
import { HydrationBoundary } from '@web/components/ui/hydration-boundary';
import { SectionHeader } from '@web/components/ui/section-header';
import { EyeIcon } from '@web/components/ui/icons';
import { NoResults } from '@web/components/ui/no-results';
import { Pagination } from '@web/components/ui/pagination';
import { Skeleton } from '@web/components/ui/skeleton';
import { SmartImage } from '@web/components/ui/smart-image';
import { EmptyState, ErrorState } from '@web/components/ui/status-message';
import { useNewsHomeData } from '@web/features/news/api/get-news-home-data';
import { useLegislationNews, useNewsList } from '@web/features/news/api/list-news';
import { useMostReadNews } from '@web/features/news/api/news-pages';
import { NewsGrid, NewsLine } from '@web/features/news/components/news-card';
import { PublishedDate } from '@web/components/ui/published-date';
import { LEGISLATION_NEWS_CATEGORY } from '@shared/constants';
import { firstSentence } from '@web/features/news/lib/news-text';
import { useT } from '@web/lib/i18n';
import { useLocalTitle } from '@web/lib/local-title';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';
import { searchParamOf } from '@web/lib/search-param';
import { useKeepPageInRange, useListTop, usePageParam } from '@web/lib/use-page-param';

/**
 * /news (spec §2 News): the search box, the banner item large, a side list of the newest others, the
 * week's grid (titled 'Shu hafta yangiliklari'), under it the spec's 'Qonunchilik yangiliklari' over the
 * legislation news only (issue 40), the most read this week, and the categories. With
 * words in the address (?q=, issue 27), the news that have them take the place of everything below
 * the categories, page by page (?page=).
 */
export function Component() {
  const t = useT();
  const home = useNewsHomeData();
  const data = home.data;
  const [params] = useSearchParams();
  const q = searchParamOf(params);
  usePageHead({
    title: q ? t('news.search.title', { q }) : t('news.title'),
    description: t('news.index.description'),
    canonical: paths.news(),
    image: largestImageUrl(data?.banner?.thumbnail),
  });

  const heading = (
    <div className="page pt-6 sm:pt-8">
      <p className="text-xs font-semibold uppercase tracking-[0.14em] text-pomegranate-600">{t('news.index.eyebrow')}</p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-indigo-900 sm:text-4xl">{t('news.title')}</h1>
      <AddressSearchForm
        action={paths.news()}
        label={t('news.search.label')}
        placeholder={t('news.search.placeholder')}
        submitLabel={t('news.search.submit')}
        className="mt-4 max-w-2xl"
        inputClassName="bg-white"
      />
      {data?.categories.length ? <CategoryChips categories={data.categories} /> : null}
    </div>
  );

  if (q) {
    return (
      <div className="pb-16">
        {heading}
        <SearchResults q={q} />
      </div>
    );
  }

  if (home.isError && !data) {
    return (
      <div className="page py-16">
        <ErrorState message={t('common.loadError')} retryLabel={t('common.retry')} onRetry={() => void home.refetch()} />
      </div>
    );
  }

  const banner = data?.banner ?? data?.week[0] ?? null;
  const side = (data?.week ?? []).filter((n) => n.guid !== banner?.guid).slice(0, 4);

  return (
    <div className="pb-16">
      {heading}

      <section aria-label={t('news.index.latest')} className="page mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        {!data ? (
          <>
            <Skeleton className="aspect-[16/9] w-full rounded-[var(--radius-card)]" />
            <Skeleton className="h-80 w-full rounded-[var(--radius-card)]" />
          </>
        ) : banner ? (
          <>
            <Banner item={banner} />
            <div className="rounded-[var(--radius-card)] bg-white p-4 shadow-[var(--shadow-card)]">
              <h2 className="mb-3 text-base font-bold text-indigo-900">{t('news.index.latest')}</h2>
              <ul className="divide-y divide-ink-100" data-testid="news-side-list">
                {side.map((item) => (
                  <NewsLine key={item.guid} item={item} />
                ))}
              </ul>
            </div>
          </>
        ) : (
          <div className="lg:col-span-2">
            <EmptyState>{t('news.index.empty')}</EmptyState>
          </div>
        )}
      </section>

      <div className="page mt-12 grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0">
          <section aria-labelledby="news-week">
            <h2 id="news-week" className="section-title mb-5">
              {t('news.index.week')}
            </h2>
            {!data ? <Skeleton className="h-72 w-full rounded-[var(--radius-card)]" /> : data.week.length ? <NewsGrid items={data.week} beside /> : <EmptyState>{t('news.index.empty')}</EmptyState>}
          </section>
          <LegislationNews />
        </div>
        <HydrationBoundary>
          <MostRead />
        </HydrationBoundary>
      </div>
    </div>
  );
}

/**
 * The news with the address's words, newest first (GET list/?q=). When they found nothing as typed and
 * a corrected search did, the note says so above them; the page links then follow the corrected
 * words, which the results are of.
 */
function SearchResults({ q }: { q: string }) {
  const t = useT();
  const [page] = usePageParam();
  const [, setParams] = useSearchParams();
  const results = useNewsList(q, page);
  const [listRef, scrollToList] = useListTop<HTMLElement>();
  const data = results.data;
  const truly = data && !results.isPlaceholderData;
  // A shared link may point past the last page (news removed meanwhile): go to the last real one.
  useKeepPageInRange(page, truly && data.count > 0 ? data.total_pages : undefined, (n, options) => setParams(n > 1 ? { q, page: String(n) } : { q }, options));
  const words = data?.did_you_mean ?? q;
  return (
    <section ref={listRef} aria-labelledby="news-results-title" className="page mt-8 scroll-mt-24">
      <h2 id="news-results-title" className="section-title [overflow-wrap:anywhere]">
        {t('news.search.title', { q })}
      </h2>
      <div className="mb-5 mt-3 flex flex-col gap-3">
        <p role="status" className="min-h-5 text-sm text-ink-700">
          {truly ? t('news.search.count', { n: data.count }) : null}
        </p>
        {data?.did_you_mean ? <DidYouMean typed={q} suggestion={data.did_you_mean} href={paths.news({ q: data.did_you_mean })} /> : null}
      </div>
      {results.isError && !data ? (
        <ErrorState message={t('common.loadError')} retryLabel={t('common.retry')} onRetry={() => void results.refetch()} />
      ) : !data ? (
        <Skeleton className="h-72 w-full rounded-[var(--radius-card)]" />
      ) : data.count === 0 ? (
        <NoResults title={t('news.search.empty')} hint={t('news.search.emptyHint')} clear={{ to: paths.news(), label: t('news.search.clear') }} />
      ) : (
        <div className={results.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <NewsGrid items={data.data} />
          <Pagination
            page={Math.min(page, Math.max(1, data.total_pages))}
            totalPages={data.total_pages}
            hrefFor={(n) => paths.news({ q: words, page: n > 1 ? n : undefined })}
            onNavigate={scrollToList}
            summary
            className="mt-10"
          />
        </div>
      )}
    </section>
  );
}

function CategoryChips({ categories }: { categories: { meta: string; title: string; title_ru?: string | null; title_en?: string | null }[] }) {
  const localTitle = useLocalTitle();
  const t = useT();
  return (
    <nav aria-label={t('news.article.categories')} className="mt-4 flex flex-wrap gap-2">
      {categories.map((c) => (
        <Link key={c.meta} to={paths.newsCategory(c.meta)} className="rounded-full border border-ink-100 bg-white px-3 py-1.5 text-sm font-medium text-indigo-900 hover:border-indigo-600">
          {localTitle(c)}
        </Link>
      ))}
      <Link to={paths.documents('@a')} className="rounded-full border border-ink-100 bg-white px-3 py-1.5 text-sm font-medium text-indigo-900 hover:border-indigo-600">
        {t('news.index.legal')}
      </Link>
      <Link to={paths.documents('@b')} className="rounded-full border border-ink-100 bg-white px-3 py-1.5 text-sm font-medium text-indigo-900 hover:border-indigo-600">
        {t('news.index.business')}
      </Link>
    </nav>
  );
}

/** The banner item: its picture large, the category, the title and the first sentence. */
function Banner({ item }: { item: NewsItem }) {
  const t = useT();
  const localTitle = useLocalTitle();
  return (
    <article className="group relative overflow-hidden rounded-[var(--radius-card)] bg-indigo-950 text-white shadow-[var(--shadow-card)]" data-testid="news-banner">
      <SmartImage src={item.thumbnail} alt={item.title} sizes="(min-width: 1024px) 860px, 100vw" aspect="aspect-[16/10] sm:aspect-[16/9]" priority placeholder="indigo" />
      <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-indigo-950 via-indigo-950/80 to-transparent p-5 pt-16 sm:p-7 sm:pt-24">
        <div className="flex flex-wrap items-center gap-3 text-xs text-white/80">
          <span className="rounded-full bg-saffron-500 px-2.5 py-0.5 font-semibold uppercase tracking-wide text-indigo-950">{localTitle(item.category)}</span>
          <PublishedDate value={item.created_at} />
          <span className="inline-flex items-center gap-1">
            <EyeIcon size={13} />
            {t('news.card.views', { n: item.views })}
          </span>
        </div>
        <h2 data-user-content className="mt-2 line-clamp-3 text-xl font-extrabold leading-tight sm:text-3xl [overflow-wrap:anywhere]">
          <Link to={paths.newsItem(item.meta)} className="rounded after:absolute after:inset-0 focus-visible:outline-none">
            {item.title}
          </Link>
        </h2>
        <p data-user-content className="mt-2 line-clamp-2 hidden text-sm text-white/85 sm:block">
          {firstSentence(item.short_description)}
        </p>
      </div>
    </article>
  );
}

/**
 * 'Qonunchilik yangiliklari' (spec §2 News): the newest news of the legislation category (the server
 * filters, GET list/?category=), and a link to all of them. Without any (or without the category), no block:
 * the heading never stands over other news.
 */
function LegislationNews() {
  const t = useT();
  const { data, isPending } = useLegislationNews();
  if (isPending) return <Skeleton className="mt-12 h-72 w-full rounded-[var(--radius-card)]" />;
  if (!data?.data.length) return null;
  return (
    <section aria-labelledby="news-legislation" className="mt-12" data-testid="news-legislation">
      <SectionHeader id="news-legislation" title={t('news.index.legislation')} action={{ to: paths.newsCategory(LEGISLATION_NEWS_CATEGORY), label: t('news.index.legislationAll') }} />
      <NewsGrid items={data.data} beside />
    </section>
  );
}

/** 'Most read this week' (GET most-read/): honest views, numbered. */
function MostRead() {
  const t = useT();
  const { data } = useMostReadNews(5);
  return (
    <aside aria-labelledby="news-most-read" className="self-start rounded-[var(--radius-card)] bg-white p-4 shadow-[var(--shadow-card)]" data-testid="news-most-read">
      <h2 id="news-most-read" className="mb-3 text-base font-bold text-indigo-900">
        {t('news.index.mostRead')}
      </h2>
      {!data ? (
        <Skeleton className="h-48 w-full" />
      ) : data.results.length ? (
        <ol className="divide-y divide-ink-100">
          {data.results.map((item, i) => (
            <NewsLine key={item.guid} item={item} rank={i + 1} />
          ))}
        </ol>
      ) : (
        <p className="text-sm text-ink-500">{t('news.index.empty')}</p>
      )}
    </aside>
  );
}
