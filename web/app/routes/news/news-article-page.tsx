import { Link, useParams } from 'react-router';
import type { TextScript } from '@shared/schemas/common';
import type { NewsItem } from '@shared/schemas/news';
import { largestImageUrl } from '@shared/media';
import { PersonAvatar, personName } from '@web/components/ui/avatar';
import { HydrationBoundary } from '@web/components/ui/hydration-boundary';
import { EyeIcon, NewspaperIcon } from '@web/components/ui/icons';
import { ItemNotFound, ItemPage } from '@web/components/ui/item-page';
import { PROSE } from '@web/components/ui/prose';
import { Skeleton, SkeletonStack } from '@web/components/ui/skeleton';
import { SmartImage } from '@web/components/ui/smart-image';
import { PublishedDate } from '@web/components/ui/published-date';
import { SectionTrail } from '@web/components/ui/section-trail';
import { useNewsItem } from '@web/features/news/api/news-pages';
import { CategorySidebar } from '@web/features/news/components/category-sidebar';
import { PromoPoster } from '@web/features/news/components/promo-poster';
import { firstSentence, keepsNewlines } from '@web/features/news/lib/news-text';
import { ShareLinks } from '@web/features/share/components/share-links';
import { WeatherWidget } from '@web/features/weather/components/weather-widget';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { hasLatin, inScript, useTextScript } from '@web/lib/text-script';
import { ScriptSwitch } from '@web/components/ui/script-switch';
import { paths } from '@web/lib/paths';
import { breadcrumbJsonLd, newsArticleJsonLd, uzbekIn } from '@web/lib/structured-data';
import { BRAND } from '@shared/constants';
import { PageSkeleton } from '@web/components/ui/page-skeleton';
import { useLocalTitle } from '@web/lib/local-title';

/** How wide the article's picture is drawn (preloaded at this size: the page's largest paint). */
const ARTICLE_IMAGE_SIZES = '(min-width: 1024px) 860px, 100vw';

/**
 * /news/details/{meta} (spec §2 News): the picture, date, category link, view count, author, title
 * and body, with the categories, a promo poster and the weather widget beside it. `?script=cyrl`
 * reads it in Uzbek Cyrillic (transliterated as the page renders, on the server as in the browser). A missing
 * article shows its not-found screen (404).
 */
export function Component() {
  const { meta = '' } = useParams();
  const script = useTextScript();
  const q = useNewsItem(meta);
  const t = useT();
  return (
    <ItemPage query={q} notFound={<NewsNotFound />} errorTitle={t('news.title')} skeleton={<ArticleSkeleton />}>
      {(written) => <Article item={articleInScript(written, script)} script={script} showSwitch={hasLatin(written.title, written.short_description, written.description)} />}
    </ItemPage>
  );
}

/** The article's words and its category's Uzbek title in the reader's script (the API's ?script=cyrl does the same for other clients). */
const articleInScript = (item: NewsItem, script: TextScript): NewsItem => ({
  ...inScript(item, script, ['title', 'short_description', 'description']),
  category: inScript(item.category, script, ['title']),
});

function Article({ item, script, showSwitch }: { item: NewsItem; script: TextScript; showSwitch: boolean }) {
  const t = useT();
  const category = useLocalTitle()(item.category);
  const path = paths.newsItem(item.meta);
  const image = largestImageUrl(item.thumbnail);
  const author = personName(item.user);
  const description = firstSentence(item.short_description) || item.title;
  usePageHead({
    title: item.title,
    description,
    type: 'article',
    // The Cyrillic reading is the same article: one canonical address.
    canonical: path,
    image,
    imageAlt: item.title,
    leadImage: { src: item.thumbnail, sizes: ARTICLE_IMAGE_SIZES },
    og: { 'article:published_time': item.created_at, 'article:section': category },
    jsonLd: (absolute) => [
      newsArticleJsonLd(absolute, {
        title: item.title,
        description,
        path,
        images: image ? [image] : [],
        datePublished: item.created_at,
        dateModified: item.updated_at ?? item.created_at,
        author: { name: author },
        section: category,
        publisher: BRAND,
        inLanguage: uzbekIn(script),
      }),
      breadcrumbJsonLd(absolute, [
        { name: t('news.title'), path: paths.news() },
        { name: category, path: paths.newsCategory(item.category.meta) },
        { name: item.title, path },
      ]),
    ],
  });

  return (
    <div className="page pb-16 pt-4 sm:pt-6">
      <SectionTrail
        label={t('news.title')}
        links={[
          { to: paths.news(), label: t('news.title') },
          { to: paths.newsCategory(item.category.meta), label: category },
        ]}
      />

      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article className="min-w-0" lang={script === 'cyrl' ? 'uz-Cyrl' : 'uz-Latn'} data-testid="news-article">
          <SmartImage src={item.thumbnail} alt={item.title} sizes={ARTICLE_IMAGE_SIZES} aspect="aspect-[16/9]" priority className="rounded-[var(--radius-card)]" placeholder="cream" />
          <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-500">
            <PublishedDate value={item.created_at} />
            <Link to={paths.newsCategory(item.category.meta)} className="font-semibold uppercase tracking-wide text-pomegranate-600 hover:underline" data-testid="news-category-link">
              {category}
            </Link>
            <span className="inline-flex items-center gap-1">
              <EyeIcon size={14} />
              {t('news.card.views', { n: item.views })}
            </span>
            {showSwitch ? <ScriptSwitch /> : null}
          </div>
          <h1 data-user-content className="mt-3 text-2xl font-extrabold leading-tight tracking-tight text-balance text-indigo-900 [overflow-wrap:anywhere] sm:text-3xl">
            {item.title}
          </h1>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <div className="flex items-center gap-3" data-testid="news-author">
              <PersonAvatar person={item.user} size={40} />
              <div className="text-sm">
                <p className="text-ink-500">{t('news.article.author')}</p>
                <p className="font-semibold text-ink-900">{author}</p>
              </div>
            </div>
            <ShareLinks path={path} title={item.title} />
          </div>
          {/* Sanitised HTML (server/lib/html.ts); a plain-text body keeps its newlines as line breaks (spec §3). */}
          <div
            data-user-content
            data-testid="news-body"
            className={`${PROSE} mt-6 ${keepsNewlines(item.description ?? '') ? 'whitespace-pre-line' : ''}`}
            dangerouslySetInnerHTML={{ __html: item.description ?? '' }}
          />
        </article>

        <HydrationBoundary>
          <div className="space-y-6 lg:sticky lg:top-24 lg:self-start">
            <CategorySidebar current={item.category.meta} />
            <PromoPoster />
            <WeatherWidget />
          </div>
        </HydrationBoundary>
      </div>
    </div>
  );
}

function NewsNotFound() {
  const t = useT();
  return <ItemNotFound title={t('news.article.notFound')} hint={t('news.article.notFoundHint')} icon={<NewspaperIcon size={34} />} palette="indigo" back={{ to: paths.news(), label: t('news.article.back') }} />;
}

function ArticleSkeleton() {
  return (
    <PageSkeleton>
      <Skeleton className="h-5 w-48" />
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <SkeletonStack className="space-y-4" lines={['aspect-[16/9] w-full rounded-[var(--radius-card)]', 'h-8 w-11/12', 'h-4 w-full', 'h-4 w-5/6']} />
        <Skeleton className="h-80 w-full rounded-[var(--radius-card)]" />
      </div>
    </PageSkeleton>
  );
}
