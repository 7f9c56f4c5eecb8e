import { REPORT_TARGETS, type ReportTarget } from '@shared/constants';
import { defineLoader } from '@web/app/route-loader';
import { isQueueTab, moderationQueueList } from '@web/features/moderation/api/list-queue';

/** /admin/moderation/{tab}/?kind=&page=: the tab's list of the address's kind and page. */
export const moderationQueueLoader = defineLoader(async ({ adminList }, { params, request }) => {
  if (!isQueueTab(params.tab)) return null;
  const kind = new URL(request.url).searchParams.get('kind');
  const target = (REPORT_TARGETS as readonly (string | null)[]).includes(kind) ? (kind as ReportTarget) : null;
  return adminList(request, moderationQueueList(params.tab, target));
});
