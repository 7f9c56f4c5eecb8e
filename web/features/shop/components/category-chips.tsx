import { Link } from 'react-router';
import type { ShopCategory } from '@shared/schemas/shop';
import { Skeleton } from '@web/components/ui/skeleton';
import { useLocalTitle } from '@web/lib/local-title';

interface CategoryChipsProps {
  categories: ShopCategory[] | undefined;
  loading?: boolean;
  /** Meta of the selected category; null selects the "all" entry. */
  active?: string | null;
  hrefFor(category: ShopCategory): string;
  /** The "all categories / all products" entry, first in the list. */
  all?: { to: string; label: string };
  /** Accessible name of the list (it is a navigation landmark). */
  label: string;
  /**
   * strip: one swipeable row on phones, wrapped chips from tablets up.
   * panel: one swipeable row on phones, a vertical side list from laptops up.
   */
  layout?: 'strip' | 'panel';
}

const chip = (on: boolean) =>
  `inline-flex min-h-11 shrink-0 snap-start sm:min-h-10 items-center whitespace-nowrap rounded-full border px-4 py-2 text-sm font-medium transition-colors ${
    on ? 'border-indigo-800 bg-indigo-800 text-white' : 'border-ink-300 bg-white text-ink-900 hover:border-indigo-600 hover:text-indigo-800'
  }`;

/** In the side panel (laptops up) the same link becomes a full-width row of a vertical list. */
const panelItem = (on: boolean) =>
  `${chip(on)} lg:flex lg:w-full lg:whitespace-normal lg:rounded-xl lg:border-transparent lg:px-3 lg:text-[15px] ${on ? 'lg:font-semibold' : 'lg:bg-transparent lg:hover:bg-indigo-50'}`;

/**
 * Category links as chips. On phones the row scrolls sideways inside itself (the page never does),
 * bleeding to the screen edges so it reads as swipeable.
 */
export function CategoryChips({ categories, loading, active = null, hrefFor, all, label, layout = 'strip' }: CategoryChipsProps) {
  const localTitle = useLocalTitle();
  const panel = layout === 'panel';
  const list = panel
    ? '-mx-4 flex snap-x gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:none] sm:-mx-6 sm:px-6 lg:mx-0 lg:flex-col lg:gap-0.5 lg:overflow-visible lg:px-0 lg:pb-0'
    : '-mx-4 flex snap-x gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0';
  const cls = panel ? panelItem : chip;

  if (loading) {
    return (
      <div className={list} aria-hidden="true">
        {Array.from({ length: 7 }, (_, i) => (
          <Skeleton key={i} className={`h-10 shrink-0 rounded-full ${i % 2 ? 'w-36' : 'w-28'} ${panel ? 'lg:h-9 lg:w-full lg:rounded-xl' : ''}`} />
        ))}
      </div>
    );
  }

  const items: { key: string; to: string; text: string; on: boolean }[] = [
    ...(all ? [{ key: '*', to: all.to, text: all.label, on: active == null }] : []),
    ...(categories ?? []).map((c) => ({ key: c.guid, to: hrefFor(c), text: localTitle(c), on: c.meta === active })),
  ];

  return (
    <nav aria-label={label}>
      <ul className={list}>
        {items.map((item) => (
          <li key={item.key} className="shrink-0 lg:shrink">
            <Link to={item.to} aria-current={item.on ? 'page' : undefined} className={cls(item.on)}>
              {item.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
