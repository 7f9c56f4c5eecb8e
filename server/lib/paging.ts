/** The admin list answer of spec §7: {data, current_page, total_pages} (and the count). */
export function paged<T>(data: T[], page: number, pageSize: number, total: number) {
  return { data, current_page: page, total_pages: Math.max(1, Math.ceil(total / pageSize)), count: total };
}
