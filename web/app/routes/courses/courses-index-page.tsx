import { Link, useSearchParams } from 'react-router';
import type { CourseCard } from '@shared/schemas/courses';
import { largestImageUrl } from '@shared/media';
import { AddressSearchForm } from '@web/components/form/search-form';
import { DidYouMean } from '@web/components/ui/did-you-mean';
import { GraduationCapIcon, QuoteIcon } from '@web/components/ui/icons';
import { IkatPattern } from '@web/components/ui/ikat';
import { NoResults } from '@web/components/ui/no-results';
import { PageLinks } from '@web/components/ui/page-links';
import { Skeleton } from '@web/components/ui/skeleton';
import { EmptyState, ErrorState } from '@web/components/ui/status-message';
import { useCourseCategory } from '@web/features/courses/api/course-pages';
import { useCoursesHomeData } from '@web/features/courses/api/get-courses-home-data';
import { COURSE_GRID, CourseGrid } from '@web/features/courses/components/course-card';
import { useT } from '@web/lib/i18n';
import { useLocalTitle } from '@web/lib/local-title';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';
import { searchParamOf } from '@web/lib/search-param';
import { usePageParam } from '@web/lib/use-page-param';

/**
 * /courses (spec §2 Courses): the banner 'Kurslar' with the search box, the category chips (and
 * 'Barcha kategoriyalar'), 'Top kurslar', a success-story banner, 'Yangi kurslar', and two
 * success-story cards. With words in the address (?q=, issue 27), the courses that have them take
 * the place of the grids and stories, page by page (?page=).
 */
export function Component() {
  const t = useT();
  const localTitle = useLocalTitle();
  const home = useCoursesHomeData();
  const data = home.data;
  const homeFailed = home.isError && !data;
  const [params] = useSearchParams();
  const q = searchParamOf(params);
  usePageHead({
    title: q ? t('courses.search.title', { q }) : t('courses.title'),
    description: t('courses.index.description'),
    canonical: paths.courses(),
    image: largestImageUrl(data?.top[0]?.thumbnail ?? data?.new[0]?.thumbnail),
  });

  return (
    <div className="pb-16">
      <header className="relative overflow-hidden bg-indigo-950 text-white" data-testid="courses-banner">
        <div aria-hidden="true" className="absolute inset-y-0 right-0 w-1/2 opacity-60 sm:w-1/3">
          <IkatPattern palette="night" scale={0.7} />
        </div>
        <div className="page relative py-10 sm:py-14">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl">{t('courses.title')}</h1>
          <p className="mt-3 max-w-xl text-white/80 sm:text-lg">{t('courses.index.bannerText')}</p>
          <AddressSearchForm
            action={paths.courses()}
            label={t('courses.search.label')}
            placeholder={t('courses.search.placeholder')}
            submitLabel={t('courses.search.submit')}
            className="mt-6 max-w-2xl"
            inputClassName="bg-white text-ink-900"
          />
        </div>
      </header>

      {homeFailed ? null : (
        <nav aria-label={t('courses.index.categories')} className="page mt-6" data-testid="course-category-chips">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link to={paths.courseCategory('all')} className="inline-flex min-h-10 items-center rounded-full bg-indigo-900 px-4 text-sm font-semibold text-white hover:bg-indigo-700">
                {t('courses.index.allCategories')}
              </Link>
            </li>
            {data
              ? data.categories.map((c) => (
                  <li key={c.guid}>
                    <Link
                      to={paths.courseCategory(c.meta)}
                      className="inline-flex min-h-10 items-center rounded-full border border-ink-300 bg-white px-4 text-sm font-semibold text-indigo-900 hover:border-indigo-600"
                    >
                      {localTitle(c)}
                    </Link>
                  </li>
                ))
              : [0, 1, 2].map((i) => (
                  <li key={i}>
                    <Skeleton className="h-10 w-32 rounded-full" />
                  </li>
                ))}
          </ul>
        </nav>
      )}

      {/* Without the home data the search still answers: only the grids give way to the error. */}
      {q ? (
        <SearchResults q={q} />
      ) : homeFailed ? (
        <div className="page py-16">
          <ErrorState message={t('courses.index.error')} retryLabel={t('courses.index.retry')} onRetry={() => void home.refetch()} />
        </div>
      ) : (
        <>
          <CourseSection id="courses-top" title={t('courses.index.top')} empty={t('courses.index.topEmpty')} courses={data?.top} priorityCount={1} />
          <StoryBanner />
          <CourseSection id="courses-new" title={t('courses.index.new')} empty={t('courses.index.newEmpty')} courses={data?.new} />
          <Stories />
        </>
      )}
    </div>
  );
}

/**
 * The courses with the address's words, newest first (GET category/all/?q=). When they found nothing
 * as typed and a corrected search did, the note says so above them; the page links then follow the
 * corrected words, which the results are of.
 */
function SearchResults({ q }: { q: string }) {
  const t = useT();
  const [page] = usePageParam();
  const results = useCourseCategory('all', page, q);
  const data = results.data;
  const words = data?.did_you_mean ?? q;
  return (
    <section aria-labelledby="course-results-title" className="page mt-10">
      <h2 id="course-results-title" className="section-title [overflow-wrap:anywhere]">
        {t('courses.search.title', { q })}
      </h2>
      {data?.did_you_mean ? (
        <div className="mt-4">
          <DidYouMean typed={q} suggestion={data.did_you_mean} href={paths.courses({ q: data.did_you_mean })} />
        </div>
      ) : null}
      <div className="mt-5">
        {results.isError && !data ? (
          <ErrorState message={t('courses.index.error')} retryLabel={t('courses.index.retry')} onRetry={() => void results.refetch()} />
        ) : !data ? (
          <div className={COURSE_GRID} aria-busy="true">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-80 w-full rounded-[var(--radius-card)]" />
            ))}
          </div>
        ) : data.results.length ? (
          <CourseGrid courses={data.results} testId="course-results" priorityCount={1} />
        ) : (
          <NoResults title={t('courses.search.empty')} hint={t('courses.search.emptyHint')} clear={{ to: paths.courses(), label: t('courses.search.clear') }} />
        )}
      </div>
      {data ? <PageLinks page={page} nextPage={data.next_page} href={(n) => paths.courses({ q: words, page: n > 1 ? n : undefined })} className="mt-8" /> : null}
    </section>
  );
}

function CourseSection({ id, title, empty, courses, priorityCount }: { id: string; title: string; empty: string; courses: CourseCard[] | undefined; priorityCount?: number }) {
  return (
    <section aria-labelledby={`${id}-title`} className="page mt-10">
      <h2 id={`${id}-title`} className="section-title">
        {title}
      </h2>
      <div className="mt-5">
        {!courses ? (
          <div className={COURSE_GRID} aria-busy="true">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-80 w-full rounded-[var(--radius-card)]" />
            ))}
          </div>
        ) : courses.length ? (
          <CourseGrid courses={courses} testId={id} priorityCount={priorityCount} />
        ) : (
          <EmptyState>{empty}</EmptyState>
        )}
      </div>
    </section>
  );
}

function StoryBanner() {
  const t = useT();
  return (
    <section aria-labelledby="courses-story-banner" className="page mt-12">
      <div className="relative overflow-hidden rounded-[var(--radius-card)] bg-mulberry-700 text-white">
        <div aria-hidden="true" className="absolute inset-y-0 right-0 w-1/3 opacity-40">
          <IkatPattern palette="night" scale={0.6} />
        </div>
        <div className="relative flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:p-10">
          <span className="grid size-14 shrink-0 place-items-center rounded-full bg-white/15">
            <GraduationCapIcon size={30} />
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold uppercase tracking-[0.14em] text-white/85">{t('courses.stories.eyebrow')}</p>
            <h2 id="courses-story-banner" className="mt-1 text-2xl font-extrabold">
              {t('courses.stories.bannerTitle')}
            </h2>
            <p className="mt-2 max-w-2xl text-white/85">{t('courses.stories.bannerText')}</p>
          </div>
          <Link to={paths.courseCategory('all')} className="btn shrink-0 bg-white px-5 text-indigo-900 hover:bg-saffron-100">
            {t('courses.stories.bannerCta')}
          </Link>
        </div>
      </div>
    </section>
  );
}

function Stories() {
  const t = useT();
  return (
    <section aria-labelledby="courses-stories" className="page mt-12">
      <h2 id="courses-stories" className="section-title">
        {t('courses.stories.title')}
      </h2>
      <ul className="mt-5 grid grid-cols-1 gap-5 md:grid-cols-2" data-testid="course-stories">
        {(['one', 'two'] as const).map((k) => (
          <li key={k} className="card flex flex-col gap-3 p-6">
            <QuoteIcon size={28} className="text-saffron-500" />
            <p className="text-ink-700">{t(`courses.stories.${k}.text`)}</p>
            <p className="mt-auto">
              <span className="block font-bold text-indigo-900">{t(`courses.stories.${k}.name`)}</span>
              <span className="text-sm text-ink-500">{t(`courses.stories.${k}.role`)}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
