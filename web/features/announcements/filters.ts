import { WORK_TIMES, type WorkTime } from '@shared/constants';
import type { AnnouncementSort } from '@shared/schemas/announcements';
import { parseMoney } from '@web/lib/money';

/**
 * The filters of the /announcements page live in the URL (the same names as the API's list query),
 * so a search can be shared as a link, rendered by the server and stepped through with back and
 * forward. Defaults are left out: the plain page is just /announcements.
 */
export type AnnouncementKind = 'work' | 'service';
export const KINDS: readonly AnnouncementKind[] = ['work', 'service'];
/** The kind an announcement's `type` names (a missing one's, from the API's error params), or null. */
export const kindOfType = (type: string | number | null | undefined): AnnouncementKind | null =>
  type === 'work_announcement' ? 'work' : type === 'service_announcement' ? 'service' : null;

export interface AnnouncementFilters {
  q: string;
  type?: AnnouncementKind;
  region?: number;
  /** Only with a region (a district of no region is not a filter). */
  district?: number;
  work_time?: WorkTime;
  price_from?: number;
  price_to?: number;
  /** true: only 'Kelishiladi'; false: only with a stated pay; undefined: both. */
  negotiable?: boolean;
  sort: AnnouncementSort;
  page: number;
}

/**
 * The API's sort orders (ANNOUNCEMENT_SORTS of shared/schemas/announcements). Listed here rather than
 * imported because that module builds zod schemas on load, which would put zod into the browsing
 * page's bundle; the type check below fails the build if the two lists ever differ.
 */
export const SORTS = ['newest', 'pay_asc', 'pay_desc'] as const;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _sortsMatchApi: Same<(typeof SORTS)[number], AnnouncementSort> = true;
void _sortsMatchApi;

const DEFAULT_SORT: AnnouncementSort = 'newest';
const LIST_PAGE_SIZE = 12;
const PAGE_MAX = 10_000;

const positiveInt = (raw: string | null, max: number): number | undefined => {
  if (!raw || !/^\d{1,7}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : undefined;
};

const kindOf = (raw: string | null): AnnouncementKind | undefined => {
  if (raw === 'work' || raw === 'work_announcement') return 'work';
  if (raw === 'service' || raw === 'service_announcement') return 'service';
  return undefined;
};

const booleanOf = (raw: string | null): boolean | undefined => (raw === 'true' || raw === '1' ? true : raw === 'false' || raw === '0' ? false : undefined);

export function parseFilters(sp: URLSearchParams): AnnouncementFilters {
  let price_from = parseMoney(sp.get('price_from'));
  let price_to = parseMoney(sp.get('price_to'));
  // "from 5 000 000 to 1 000 000" is a slip of the finger, not an empty search: read it the right way round.
  if (price_from != null && price_to != null && price_from > price_to) [price_from, price_to] = [price_to, price_from];
  const negotiable = booleanOf(sp.get('negotiable'));
  // 'Kelishiladi' has no stated pay, so it never matches a pay range: the range gives way.
  if (negotiable === true) price_from = price_to = undefined;
  const region = positiveInt(sp.get('region'), 1_000_000);
  const workTime = sp.get('work_time');
  const sort = sp.get('sort');
  return {
    q: (sp.get('q') ?? '').trim().slice(0, 100),
    type: kindOf(sp.get('type')),
    region,
    district: region != null ? positiveInt(sp.get('district'), 10_000_000) : undefined,
    work_time: (WORK_TIMES as readonly string[]).includes(workTime ?? '') ? (workTime as WorkTime) : undefined,
    price_from,
    price_to,
    negotiable,
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as AnnouncementSort) : DEFAULT_SORT,
    page: positiveInt(sp.get('page'), PAGE_MAX) ?? 1,
  };
}

/** Every query parameter of the page's address (what parseFilters reads, filtersToRecord writes). */
export const FILTER_PARAMS = ['q', 'type', 'region', 'district', 'work_time', 'price_from', 'price_to', 'negotiable', 'sort', 'page'] as const;

/** The filters as query values (defaults left out), for the page's URL and the paths module. */
export function filtersToRecord(f: AnnouncementFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.q) out.q = f.q;
  if (f.type) out.type = f.type;
  if (f.region != null) out.region = String(f.region);
  if (f.region != null && f.district != null) out.district = String(f.district);
  if (f.work_time) out.work_time = f.work_time;
  if (f.negotiable !== true && f.price_from != null) out.price_from = String(f.price_from);
  if (f.negotiable !== true && f.price_to != null) out.price_to = String(f.price_to);
  if (f.negotiable != null) out.negotiable = String(f.negotiable);
  if (f.sort !== DEFAULT_SORT) out.sort = f.sort;
  if (f.page > 1) out.page = String(f.page);
  return out;
}

export const filtersToSearchParams = (f: AnnouncementFilters) => new URLSearchParams(filtersToRecord(f));

/** The change that clears the search and every filter, keeping the order (the chips' 'clear all'): every key named, so a new filter cannot be missed. */
export const clearAllFilters = (sort: AnnouncementSort): AnnouncementFilterPatch =>
  ({ q: '', type: undefined, region: undefined, district: undefined, work_time: undefined, price_from: undefined, price_to: undefined, negotiable: undefined, sort }) satisfies {
    [K in keyof Required<AnnouncementFilterPatch>]: AnnouncementFilterPatch[K];
  };

/** No filter, no search, first page: the landing (the service and work lists show above the browse list). */
export const emptyFilters = (sort: AnnouncementSort = DEFAULT_SORT): AnnouncementFilters => ({ q: '', sort, page: 1 });

/**
 * A change of any filter starts again from page 1; only the pager itself keeps `page`. Another region
 * resets the district (spec §4: a district always belongs to the region shown); 'Kelishiladi only'
 * clears the pay range.
 */
/** A change of some filters (a control's); applied with withFilters. */
export type AnnouncementFilterPatch = Partial<Omit<AnnouncementFilters, 'page'>>;

export function withFilters(f: AnnouncementFilters, patch: AnnouncementFilterPatch): AnnouncementFilters {
  const next: AnnouncementFilters = { ...f, ...patch, page: 1 };
  if ('region' in patch && patch.region !== f.region && !('district' in patch)) next.district = undefined;
  if (next.region == null) next.district = undefined;
  if (next.negotiable === true) {
    next.price_from = undefined;
    next.price_to = undefined;
  }
  return next;
}

/** Query of GET /api/announcements/list/: the filters, each optional (absent fields are left out of the URL), and the page size. */
export type AnnouncementListParams = Partial<AnnouncementFilters> & { page_size?: number };

export const filtersToQuery = (f: AnnouncementFilters, pageSize = LIST_PAGE_SIZE): AnnouncementListParams => ({
  q: f.q || undefined,
  type: f.type,
  region: f.region,
  district: f.region != null ? f.district : undefined,
  work_time: f.work_time,
  price_from: f.negotiable === true ? undefined : f.price_from,
  price_to: f.negotiable === true ? undefined : f.price_to,
  negotiable: f.negotiable,
  sort: f.sort,
  page: f.page,
  page_size: pageSize,
});

/** How many filters narrow the list (the search words and the sort order are not counted; a pay range is one). */
export const activeFilterCount = (f: AnnouncementFilters): number =>
  [f.type, f.region, f.region != null ? f.district : undefined, f.work_time, f.negotiable].filter((v) => v != null).length +
  (f.price_from != null || f.price_to != null ? 1 : 0);

/** Whether anything narrows the list: then the page shows the results first, without the landing lists. */
export const isNarrowed = (f: AnnouncementFilters) => !!f.q || activeFilterCount(f) > 0;

/**
 * The body of POST saved-searches/: the filters a person is told about (the sort and the page are how
 * they looked, not what they look for).
 */
export function filtersToSavedSearch(f: AnnouncementFilters) {
  const { q, type, region, district, work_time, price_from, price_to, negotiable } = filtersToQuery(f);
  const body: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries({ q, type, region, district, work_time, price_from, price_to, negotiable })) if (value !== undefined && value !== '') body[key] = value;
  return body;
}

/** A saved search (the API's answer) as the page's filters, to open it again. */
export function savedSearchToFilters(s: {
  type: 'service_announcement' | 'work_announcement' | null;
  region: number | null;
  district: number | null;
  work_time: WorkTime | null;
  price_from: number | null;
  price_to: number | null;
  negotiable: boolean | null;
  q: string;
}): AnnouncementFilters {
  return {
    ...emptyFilters(),
    q: s.q,
    type: s.type === 'work_announcement' ? 'work' : s.type === 'service_announcement' ? 'service' : undefined,
    region: s.region ?? undefined,
    district: s.region != null ? (s.district ?? undefined) : undefined,
    work_time: s.work_time ?? undefined,
    price_from: s.price_from ?? undefined,
    price_to: s.price_to ?? undefined,
    negotiable: s.negotiable ?? undefined,
  };
}
