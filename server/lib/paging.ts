import type { PgSelect } from 'drizzle-orm/pg-core';

/** The admin list answer of spec §7: {data, current_page, total_pages} (and the count). */
export function paged<T>(data: T[], page: number, pageSize: number, total: number) {
  return { data, current_page: page, total_pages: Math.max(1, Math.ceil(total / pageSize)), count: total };
}

/** One page (1-based) of a list query: its LIMIT and OFFSET. Pass the query made `.$dynamic()`. */
export function onPage<Q extends PgSelect>(query: Q, { page, pageSize }: { page: number; pageSize: number }) {
  return query.limit(pageSize).offset((page - 1) * pageSize);
}
