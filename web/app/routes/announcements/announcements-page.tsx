import { useId, useState } from 'react';
import { useApplyFilters } from '@web/lib/use-apply-filters';
import { useListTop } from '@web/lib/use-page-param';
import { useSearchParams } from 'react-router';
import { ResultsBody, ResultsHead, useSearchAnswer } from '@web/components/ui/search-results';
import { HOME_ITEMS } from '@shared/constants';
import type { Announcement } from '@shared/schemas/announcements';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';
import { HydrationBoundary } from '@web/components/ui/hydration-boundary';
import { SectionHeader } from '@web/components/ui/section-header';
import { QueryList } from '@web/components/ui/query-list';
import { useAnnouncementsHomeData } from '@web/features/announcements/api/get-announcements-home-data';
import { useAnnouncementList } from '@web/features/announcements/api/list-announcements';
import { AnnouncementCard, AnnouncementCardSkeleton } from '@web/features/announcements/components/announcement-card';
import { CreateBanner } from '@web/features/announcements/components/create-banner';
import { ActiveFilters, FilterPanel, SearchBox, SortBar } from '@web/features/announcements/components/list-filters';
import { SavedSearchesPanel, SaveSearchButton } from '@web/features/announcements/components/saved-searches';
import { filtersToQuery, filtersToRecord, filtersToSearchParams, isNarrowed, parseFilters, withFilters, type AnnouncementFilters } from '@web/features/announcements/filters';

/** The list's title: the words searched, the type chosen, or `plain`. */
function useListTitle(filters: AnnouncementFilters, plain: string) {
  const t = useT();
  return filters.q ? t('announcements.results.searchTitle', { q: filters.q }) : filters.type ? t(filters.type === 'work' ? 'announcements.works' : 'announcements.services') : plain;
}

/** The filters in the address, their search, and how a control changes them. */
function useAnnouncementSearch() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseFilters(searchParams);
  const results = useAnnouncementList(filtersToQuery(filters));
  usePageHead({
    title: useListTitle(filters, t('announcements.title')),
    description: t('announcements.metaDescription'),
    canonical: paths.announcements(),
    // The plain list's page N is its own address; a search, a filter or another order keeps the list's one address.
    page: filtersToSearchParams({ ...filters, page: 1 }).size === 0 ? filters.page : undefined,
  });
  const apply = useApplyFilters(parseFilters, withFilters, filtersToSearchParams);
  // A shared link may point past the last page (announcements were removed meanwhile): go to the last real one.
  const answer = useSearchAnswer(results, filters.page, (d) => d.data, (page, options) => setSearchParams(filtersToSearchParams({ ...filters, page }), options));
  return { filters, results, apply, ...answer };
}

type Search = ReturnType<typeof useAnnouncementSearch>;
const hrefOf = (f: AnnouncementFilters) => paths.announcements(filtersToRecord(f));

/** The results' list: skeletons until this page's answer, then its cards. */
function AnnouncementResultList({ search, landing }: { search: Search; landing: boolean }) {
  const { data, results, pastEnd } = search;
  return (
    <ul aria-busy={results.isPending || pastEnd || undefined} className={`space-y-3 transition-opacity ${results.isPlaceholderData ? 'opacity-60' : ''}`}>
      {!data || pastEnd
        ? Array.from({ length: 4 }, (_, i) => (
            <li key={i}>
              <AnnouncementCardSkeleton />
            </li>
          ))
        : data.data.map((a, i) => (
            <li key={a.guid}>
              <AnnouncementCard item={a} priority={i < 2 && !landing} />
            </li>
          ))}
    </ul>
  );
}

/** Every announcement to browse: the filters beside (folded on phones), the order, the saved searches, the results and their pages. */
function AnnouncementResults({ search, landing }: { search: Search; landing: boolean }) {
  const t = useT();
  const { filters, apply, results, settled, empty } = search;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const [resultsRef, scrollToResults] = useListTop<HTMLElement>();
  const narrowed = isNarrowed(filters);
  return (
    <section ref={resultsRef} aria-labelledby="announcement-results" className="scroll-mt-24">
      <h2 id="announcement-results" className="section-title mb-5 [overflow-wrap:anywhere]">
        {useListTitle(filters, t('announcements.results.title'))}
      </h2>
      <div className="grid gap-4 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-x-10">
        <aside aria-label={t('announcements.filters.panel')} className="min-w-0 space-y-5">
          <div className={filtersOpen ? '' : 'hidden lg:block'}>
            <FilterPanel filters={filters} onChange={apply} open={filtersOpen} panelId={panelId} />
          </div>
          <div className="hidden lg:block">
            <SavedSearchesPanel />
          </div>
        </aside>

        <div className="min-w-0">
          <div className="mb-4 flex flex-col gap-3">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <SortBar filters={filters} onChange={apply} filtersOpen={filtersOpen} onToggleFilters={() => setFiltersOpen((o) => !o)} panelId={panelId} />
              <SaveSearchButton filters={filters} />
            </div>
            <ResultsHead count={settled ? t('announcements.results.count', { n: settled.count }) : null} typed={filters.q} suggestion={search.data?.did_you_mean} suggestionHref={(q) => hrefOf({ ...filters, q, page: 1 })}>
              <ActiveFilters filters={filters} onChange={apply} />
            </ResultsHead>
          </div>
          <ResultsBody results={results} at={filters} hrefFor={(page, q) => hrefOf({ ...filters, q, page })} onNavigate={scrollToResults}
            noResults={empty ? { title: t('announcements.notFound'), hint: narrowed ? t('announcements.results.emptyHint') : t('announcements.results.emptyAll'), clear: narrowed ? { to: paths.announcements(), label: t('announcements.filters.clear') } : undefined } : null}
            labels={{ label: t('announcements.pagination.label'), page: (n) => t('announcements.pagination.page', { n }), next: t('announcements.pagination.next') }}
          >
            <AnnouncementResultList search={search} landing={landing} />
          </ResultsBody>
          <div className="mt-8 lg:hidden">
            <SavedSearchesPanel />
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * /announcements (spec §2): the landing with the service list and the work list, the 'E'lon berish'
 * banner for signed-in users, and below them every announcement to browse as on a job site: words
 * (found however they are spelled), type, region → district, working time, pay range and
 * 'Kelishiladi', sorted and paged. Every filter lives in the URL, so a search can be shared, is
 * rendered by the server, and back/forward step through the searches. A signed-in reader can save
 * the search and is told in the bell when a new announcement matches it.
 */
export function Component() {
  const t = useT();
  const search = useAnnouncementSearch();
  const { filters, apply } = search;
  // With anything chosen the results come first; the plain page opens with the two landing lists.
  const landing = !isNarrowed(filters) && filters.page === 1;
  return (
    <div className="pb-16">
      <header className="border-b border-ink-100 bg-cream-100">
        <div className="page py-6 sm:py-10">
          <h1 className="text-2xl font-extrabold tracking-tight text-indigo-900 sm:text-4xl">{t('announcements.title')}</h1>
          <p className="mt-2 max-w-2xl text-ink-700 sm:text-lg">{t('announcements.lead')}</p>
          <div className="mt-5 max-w-2xl">
            <SearchBox filters={filters} onChange={apply} />
          </div>
        </div>
      </header>

      <div className="page mt-6 space-y-10 sm:mt-8 sm:space-y-14">
        <HydrationBoundary>
          <CreateBanner />
        </HydrationBoundary>
        {landing ? (
          <HydrationBoundary>
            <LandingLists />
          </HydrationBoundary>
        ) : null}
        <HydrationBoundary>
          <AnnouncementResults search={search} landing={landing} />
        </HydrationBoundary>
      </div>
    </div>
  );
}

/** The landing's two lists (spec §2): the newest services and the newest jobs, each with a link to all of its kind. */
function LandingLists() {
  const q = useAnnouncementsHomeData();
  return (
    <div className="space-y-10 sm:space-y-14">
      <LandingList kind="service" items={q.data?.service_announcement} query={q} priority />
      <LandingList kind="work" items={q.data?.work_announcement} query={q} />
    </div>
  );
}

/** The words of a landing list, by its kind. */
const LANDING = {
  service: { id: 'announcements-services', title: 'announcements.services', all: 'announcements.allServices', empty: 'announcements.noServices' },
  work: { id: 'announcements-works', title: 'announcements.works', all: 'announcements.allWorks', empty: 'announcements.noWorks' },
} as const;

function LandingList({ kind, items, query, priority = false }: { kind: 'service' | 'work'; items: Announcement[] | undefined; query: { isPending: boolean; isError: boolean; refetch(): unknown }; priority?: boolean }) {
  const t = useT();
  const words = LANDING[kind];
  return (
    <section aria-labelledby={words.id} aria-busy={query.isPending || undefined}>
      <SectionHeader id={words.id} title={t(words.title)} action={{ to: paths.announcements({ type: kind }), label: t(words.all) }} />
      <QueryList
        query={query}
        items={items?.slice(0, HOME_ITEMS)}
        skeletons={HOME_ITEMS}
        skeleton={<AnnouncementCardSkeleton />}
        empty={t(words.empty)}
        listClassName="grid grid-cols-1 gap-3 md:grid-cols-2"
        itemClassName="min-w-0"
        getKey={(a) => a.guid}
        render={(a, i) => <AnnouncementCard item={a} priority={priority && i < 2} />}
      />
    </section>
  );
}
