import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs } from 'react-router';
import { adminListQueryOptions, readAdminListView, type AdminListSource } from '@web/features/admin/hooks/use-admin-list';
import { siteQueryOptions } from '@web/features/site/api/get-site';
import { weatherQueryOptions } from '@web/features/weather/api/get-weather';
import { tokenStore } from '@web/lib/api-client';
import { isMissingItem } from '@web/lib/query-client';
import { parsePageParam } from '@web/lib/pagination';

/**
 * The route loaders' kit. Each page's loader lives beside its page (`web/app/routes/<area>/<page>.loader.ts`,
 * next to `<page>.tsx`), written with `defineLoader`; web/app/router.tsx imports the loader files
 * statically (the page modules load lazily) and binds them to one context with `bindLoaders`.
 *
 * Route loaders: each starts its page's data with the same query options the page's hooks use.
 *
 * In the browser they start the requests and return at once: the navigation does not wait for the
 * data (the page shows its skeleton, then the answer from the same cache entry); the requests only
 * start earlier, with the page's code instead of after it, and never for the profile first.
 *
 * On the server (`mode: 'server'`) they wait for the answers, so the page is rendered with its data
 * and the cache is handed to the browser (web/entry-server.tsx); a page whose own item is missing
 * answers with its status (404, or 410 for one removed), while the page shows its own not-found screen, the same as in the
 * browser. Prefetches never reject: a failure stays in the cache entry, for the page to show.
 */
export type LoaderMode = 'browser' | 'server';

/** The ?page= of a loader's address (1 when absent or not a page number). */
export const pageOf = (request: Request) => parsePageParam(new URL(request.url).searchParams.get('page'));
/** The browser's storage (the admin lists' remembered page size), or null where reading it throws. */
const browserStorage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

/** What every loader is handed: the query cache, the mode, and the helpers they share. */
function loaderContext(queryClient: QueryClient, mode: LoaderMode = 'browser') {
  /** Starts the prefetches; on the server, waits for them. */
  const start = async (...prefetches: Promise<void>[]) => {
    if (mode === 'server') await Promise.all(prefetches);
    else void Promise.all(prefetches);
    return null;
  };
  /** Like start, and on the server the API's 404 (or 410, removed for good) when the page's own item (this query) is missing. */
  const startItem = async (key: QueryKey, ...prefetches: Promise<void>[]) => {
    await start(...prefetches);
    const error = queryClient.getQueryState(key)?.error;
    return mode === 'server' && isMissingItem(error) ? data(null, { status: error.status }) : null;
  };
  /**
   * What the API said of the page's missing item (this query), on the server: a missing product's
   * `category`, a missing announcement's `type` (its not-found page offers others of it). Null in the
   * browser, where the loader does not wait.
   */
  const missingItemParam = (key: QueryKey, name: string): string | null => {
    const error = queryClient.getQueryState(key)?.error;
    const value = mode === 'server' && isMissingItem(error) ? error.params?.[name] : undefined;
    return typeof value === 'string' ? value : null;
  };
  /**
   * The weather widget's forecast: started by a page's loader in the browser, never awaited on the
   * server; only when the site settings say one is configured (a fresh install has no key: the widget
   * stays away, and nothing asks for what would be a 503).
   */
  const weather = () =>
    mode === 'browser'
      ? [
          queryClient.ensureQueryData(siteQueryOptions()).then(
            (site) => (site.weather ? queryClient.prefetchQuery(weatherQueryOptions()) : undefined),
            () => undefined,
          ),
        ]
      : [];
  /** Who the reader's own views (liked, enrolled) are asked for: on the server, always 'anonymous'. */
  const viewer = () => (mode === 'server' ? 'anonymous' : tokenStore.viewer);
  /** Pages behind sign-in render in the browser (the server knows no one): their data starts there only, for a signed-in reader. */
  const signedIn = () => mode === 'browser' && tokenStore.signedIn;
  /**
   * An admin list (web/features/admin/hooks/use-admin-list.ts): the page of the address's ?page= and
   * ?q=, at the reader's remembered page size, under the key the page's hook reads.
   */
  const adminList = async <T>(request: Request, source: AdminListSource<T>) =>
    signedIn() ? start(queryClient.prefetchQuery(adminListQueryOptions(source, readAdminListView(new URL(request.url).searchParams, browserStorage())))) : null;
  return { queryClient, mode, start, startItem, missingItemParam, weather, viewer, signedIn, adminList };
}
export type LoaderContext = ReturnType<typeof loaderContext>;

/** A page's loader: the shared context, then react-router's arguments (the address's params and request). */
export type RouteLoader = (context: LoaderContext, args: LoaderFunctionArgs) => Promise<unknown>;
/** Writes a page's loader (typed context and arguments); bound to a context by `bindLoaders`. */
export const defineLoader = <L extends RouteLoader>(loader: L): L => loader;

/** Binds loaders to one query cache and mode: `load(productLoader)` is the route's loader. */
export function bindLoaders(queryClient: QueryClient, mode: LoaderMode = 'browser') {
  const context = loaderContext(queryClient, mode);
  return (loader: RouteLoader) => (args: LoaderFunctionArgs) => loader(context, args);
}
export type BindLoader = ReturnType<typeof bindLoaders>;
