import { defineLoader } from '@web/app/route-loader';
import { auditLogQueryOptions, parseAuditFilters } from '@web/features/admin/api/list-audit';

/** /admin/audit/?…: the log's page of the address's filters (the admin area renders in the browser). */
export const auditLoader = defineLoader(async ({ queryClient, start, signedIn }, { request }) =>
  signedIn() ? start(queryClient.prefetchQuery(auditLogQueryOptions(parseAuditFilters(new URL(request.url).searchParams)))) : null,
);
