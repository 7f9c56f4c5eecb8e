import { Link } from 'react-router';
import type { NewsItem } from '@shared/schemas/news';
import { EyeIcon } from '@web/components/ui/icons';
import { PublishedDate } from '@web/components/ui/published-date';
import { SmartImage } from '@web/components/ui/smart-image';
import { useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { firstSentence } from '../lib/news-text';
import { useLocalTitle } from '@web/lib/local-title';
import { useInScript } from '@web/lib/text-script';

const stretchedLink = 'rounded after:absolute after:inset-0 focus-visible:outline-none';

/** A news card of the grids: picture, category, date, title, the first sentence, views. */
function NewsCard({ item: written, sizes }: { item: NewsItem; sizes: string }) {
  const t = useT();
  const item = useInScript()(written, ['title', 'short_description']);
  const localTitle = useLocalTitle();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] focus-within:ring-2 focus-within:ring-saffron-500" data-testid="news-card">
      <SmartImage src={item.thumbnail} alt={item.title} sizes={sizes} aspect="aspect-[16/10]" placeholder="cream" />
      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-center justify-between gap-3 text-xs">
          <span className="truncate font-semibold uppercase tracking-wide text-pomegranate-600">{localTitle(item.category)}</span>
          <PublishedDate value={item.created_at} className="shrink-0 text-ink-500" />
        </div>
        <h3 data-user-content className="mt-2 line-clamp-3 text-base font-bold leading-snug text-indigo-900 group-hover:text-indigo-700 [overflow-wrap:anywhere]">
          <Link to={paths.newsItem(item.meta)} className={stretchedLink}>
            {item.title}
          </Link>
        </h3>
        <p data-user-content className="mt-2 line-clamp-2 text-sm text-ink-700 [overflow-wrap:anywhere]">
          {firstSentence(item.short_description)}
        </p>
        <p className="mt-auto inline-flex items-center gap-1.5 pt-3 text-xs text-ink-500">
          <EyeIcon size={14} />
          {t('news.card.views', { n: item.views })}
        </p>
      </div>
    </article>
  );
}

/** A line of the side lists: a small picture, the title, the date. */
export function NewsLine({ item: written, rank }: { item: NewsItem; rank?: number }) {
  const item = useInScript()(written, ['title']);
  return (
    <li className="group relative flex gap-3 py-3 first:pt-0 last:pb-0">
      {rank != null ? (
        <span aria-hidden="true" className="w-6 shrink-0 text-2xl font-extrabold leading-none text-pomegranate-600 tabular-nums">
          {rank}
        </span>
      ) : (
        <SmartImage src={item.thumbnail} alt="" sizes="96px" aspect="aspect-[4/3]" className="w-24 shrink-0 rounded-lg" placeholder="cream" />
      )}
      <div className="min-w-0">
        <h3 data-user-content className="line-clamp-3 text-sm font-semibold leading-snug text-indigo-900 group-hover:text-indigo-700 [overflow-wrap:anywhere]">
          <Link to={paths.newsItem(item.meta)} className={stretchedLink}>
            {item.title}
          </Link>
        </h3>
        <PublishedDate value={item.created_at} className="mt-1 text-xs text-ink-500" />
      </div>
    </li>
  );
}

/** The cards' `sizes` in a 4-column grid (1 column on phones). */
const GRID_SIZES = '(min-width: 1366px) 310px, (min-width: 1024px) 23vw, (min-width: 640px) 46vw, 92vw';

/** The cards' `sizes` in a 3-column grid beside a side column. */
const NARROW_SIZES = '(min-width: 1280px) 300px, (min-width: 640px) 46vw, 92vw';

/**
 * A grid of news cards: 4 columns on wide screens (3 when a side column stands beside it), 2 on
 * tablets, 1 on phones. Unnamed: the section or page around it names it.
 */
export function NewsGrid({ items, beside = false }: { items: NewsItem[]; beside?: boolean }) {
  return (
    <ul className={`grid grid-cols-1 gap-5 sm:grid-cols-2 ${beside ? 'xl:grid-cols-3' : 'lg:grid-cols-4'}`} data-testid="news-grid">
      {items.map((item) => (
        <li key={item.guid}>
          <NewsCard item={item} sizes={beside ? NARROW_SIZES : GRID_SIZES} />
        </li>
      ))}
    </ul>
  );
}
