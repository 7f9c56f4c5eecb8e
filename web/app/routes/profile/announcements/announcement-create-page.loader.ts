import { defineLoader } from '@web/app/route-loader';
import { regionsQueryOptions } from '@web/features/geo/api/get-regions';

/**
 * A form with a region select (/announcements/create/, and /admin/users/create/: ../../admin/user-create-page.tsx
 * uses it too): the regions.
 */
export const regionsLoader = defineLoader(async ({ queryClient, mode, start }) => (mode === 'browser' ? start(queryClient.prefetchQuery(regionsQueryOptions())) : null));
