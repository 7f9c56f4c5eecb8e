import { useParams } from 'react-router';
import type { NewsCategory } from '@shared/schemas/news';
import { largestImageUrl } from '@shared/media';
import { NewspaperIcon } from '@web/components/ui/icons';
import { CategoryListing, CategoryListingSkeleton } from '@web/components/ui/category-listing';
import { ItemNotFound, ItemPage } from '@web/components/ui/item-page';
import { useNewsCategory, type NewsCategoryPage } from '@web/features/news/api/news-pages';
import { NewsGrid } from '@web/features/news/components/news-card';
import { useT } from '@web/lib/i18n';
import { useLocalTitle } from '@web/lib/local-title';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';
import { usePageParam } from '@web/lib/use-page-param';
import { withQuery } from '@shared/paths';

/**
 * /news/categories/details/{meta} (spec §2 News): a banner with the category's title, then its news
 * cards in 4 columns (2 on tablets, 1 on phones). An unknown category shows its not-found screen (404).
 */
export function Component() {
  const { meta = '' } = useParams();
  const [page] = usePageParam();
  const q = useNewsCategory(meta, page);
  const t = useT();
  return (
    <ItemPage query={q} notFound={<CategoryNotFound />} errorTitle={t('news.title')} skeleton={<CategorySkeleton />}>
      {(data) => <CategoryView page={data} number={page} />}
    </ItemPage>
  );
}

function CategoryView({ page, number }: { page: NewsCategoryPage; number: number }) {
  const t = useT();
  const localTitle = useLocalTitle();
  const category: NewsCategory = page.category;
  const title = localTitle(category);
  usePageHead({
    // The section in the title too: a course category may have the same name.
    title: t('news.category.metaTitle', { title }),
    description: t('news.category.description', { title }),
    canonical: paths.newsCategory(category.meta),
    page: number,
    image: largestImageUrl(page.results[0]?.thumbnail),
  });
  return (
    <CategoryListing
      banner={{ back: { to: paths.news(), label: t('news.title') }, eyebrow: t('news.category.eyebrow'), testId: 'news-category-banner' }}
      title={title}
      headingId="news-category-title"
      grid={page.results.length ? <NewsGrid items={page.results} /> : null}
      empty={t('news.category.empty')}
      page={number}
      nextPage={page.next_page}
      href={(n) => withQuery(paths.newsCategory(category.meta), { page: n > 1 ? n : undefined })}
    />
  );
}

function CategoryNotFound() {
  const t = useT();
  return <ItemNotFound title={t('news.category.notFound')} hint={t('news.category.notFoundHint')} icon={<NewspaperIcon size={34} />} palette="indigo" back={{ to: paths.news(), label: t('news.article.back') }} />;
}

function CategorySkeleton() {
  const t = useT();
  return <CategoryListingSkeleton label={t('common.loading')} gridClassName="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4" cardClassName="h-72" />;
}
