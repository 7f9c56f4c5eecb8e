import { NavLink } from 'react-router';
import { useNewsHomeData } from '../api/get-news-home-data';
import { useT } from '@web/lib/i18n';
import { useLocalTitle } from '@web/lib/local-title';
import { paths } from '@web/lib/paths';

/** The news categories (from the home data), each a link to its page; the current one marked. */
export function CategorySidebar({ current }: { current?: string }) {
  const t = useT();
  const localTitle = useLocalTitle();
  const { data } = useNewsHomeData();
  const categories = data?.categories ?? [];
  if (!categories.length) return null;
  return (
    <nav aria-labelledby="news-categories" className="rounded-[var(--radius-card)] bg-white p-4 shadow-[var(--shadow-card)]" data-testid="news-categories">
      <h2 id="news-categories" className="mb-3 text-base font-bold text-indigo-900">
        {t('news.article.categories')}
      </h2>
      <ul className="space-y-1">
        {categories.map((c) => (
          <li key={c.meta}>
            <NavLink
              to={paths.newsCategory(c.meta)}
              aria-current={c.meta === current ? 'page' : undefined}
              className={`block rounded-lg px-3 py-2 text-sm font-medium hover:bg-cream-100 ${c.meta === current ? 'bg-indigo-50 text-indigo-900' : 'text-ink-700'}`}
            >
              {localTitle(c)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

