import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryBody, Paged } from '@shared/schemas/common';
import type { AdminCourseCategory } from '@shared/schemas/courses';
import type { AdminNewsCategory } from '@shared/schemas/news';
import type { AdminCategory } from '@shared/schemas/shop';
import { api, apiRequest, type ApiPath } from '@web/lib/api-client';
import type { AdminListBody, AdminListSource } from '../hooks/use-admin-list';

/** A category of each area as its dashboard lists it (with the count of what uses it). */
interface AdminCategoryOf {
  shop: AdminCategory;
  news: AdminNewsCategory;
  courses: AdminCourseCategory;
}
/** The areas whose categories the admin names in the three languages, creates, renames and deletes. */
export type CategoryArea = keyof AdminCategoryOf;
export type AdminCategoryIn<A extends CategoryArea> = AdminCategoryOf[A];

/**
 * The same routes in each area (server/plugins/category-routes.ts), under /api/<area>/dashboard/categories/:
 * PATCH <guid>/ {title, title_ru, title_en} → the category (its meta, and so its address, stays);
 * DELETE <guid>/ → 204, 409 `<area>.category_not_empty` while something uses it.
 */
const itemPath = (area: CategoryArea, guid: string) => `/api/${area}/dashboard/categories/${encodeURIComponent(guid)}/` as const;

/**
 * What differs: the admin list's key (the page and its route loader share it), the list's path (POST
 * {page_number, page_size, q} → Paged<AdminCategoryIn<area>>) and the create's (POST {title, title_ru,
 * title_en} → 201 AdminCategoryIn<area>, last in the list).
 */
const ENDPOINTS: Record<CategoryArea, { queryKey: readonly unknown[]; list: ApiPath<'post'>; create: ApiPath<'post'> }> = {
  shop: { queryKey: ['admin', 'categories'], list: '/api/shop/dashboard/categories/', create: '/api/shop/dashboard/categories/create/' },
  news: { queryKey: ['admin', 'news-categories'], list: '/api/news/dashboard/categories/list/', create: '/api/news/dashboard/categories/' },
  courses: { queryKey: ['admin', 'courses', 'categories'], list: '/api/courses/dashboard/categories/list/', create: '/api/courses/dashboard/categories/' },
};

/** An area's categories, as its admin page shows them and its route loader starts them. */
export const adminCategoriesList = <A extends CategoryArea>(area: A): AdminListSource<AdminCategoryIn<A>> => ({
  queryKey: ENDPOINTS[area].queryKey,
  fetchPage: (body: AdminListBody, signal?: AbortSignal) => apiRequest<Paged<AdminCategoryIn<A>>>(ENDPOINTS[area].list, { method: 'POST', body: { ...body }, signal }),
});

/**
 * A change to an area's categories. After it the admin list asks again, and so do the area's public
 * reads of the same categories (menus, chips, the editors' choices), whose keys all begin with its name.
 */
function useCategoryChange<V, R>(area: CategoryArea, mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ENDPOINTS[area].queryKey }), queryClient.invalidateQueries({ queryKey: [area] })]),
  });
}

export const useCreateCategory = <A extends CategoryArea>(area: A) =>
  useCategoryChange(area, (titles: CategoryBody) => api.post<AdminCategoryIn<A>>(ENDPOINTS[area].create, { ...titles }));

export const useRenameCategory = <A extends CategoryArea>(area: A) =>
  useCategoryChange(area, ({ guid, ...titles }: CategoryBody & { guid: string }) => api.patch<AdminCategoryIn<A>>(itemPath(area, guid), { ...titles }));

export const useDeleteCategory = (area: CategoryArea) => useCategoryChange(area, (guid: string) => api.delete<void>(itemPath(area, guid)));
