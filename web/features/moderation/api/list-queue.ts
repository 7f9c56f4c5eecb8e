import type { ReportTarget } from '@shared/constants';
import type { ModerationQueue, ModerationQueueBody } from '@shared/schemas/moderation';
import { apiRequest } from '@web/lib/api-client';

/** Every query of the moderation queue and its cases starts with this key (a decision refreshes them all). */
export const moderationKey = ['admin', 'moderation'] as const;
const moderationQueueKey = [...moderationKey, 'queue'] as const;

/** The queue's tabs: open cases held for review, open edits of live listings (issue 40), open cases reported by users, and every closed case. */
export const QUEUE_TABS = ['review', 'revision', 'report', 'closed'] as const;
export type QueueTab = (typeof QUEUE_TABS)[number];
export const isQueueTab = (value: unknown): value is QueueTab => (QUEUE_TABS as readonly unknown[]).includes(value);

/**
 * POST /api/moderation/dashboard/queue/ (admin roles) → a page of cases (open: oldest first; closed:
 * newest first) with the open counts of both tabs.
 */
export const listModerationQueue = (body: ModerationQueueBody, signal?: AbortSignal) =>
  apiRequest<ModerationQueue>('/api/moderation/dashboard/queue/', { method: 'POST', body: { ...body }, signal });

/** The request body of a tab, a kind filter and a page. */
const queueBody = (tab: QueueTab, kind: ReportTarget | null, page: number, pageSize: number): ModerationQueueBody => ({
  status: tab === 'closed' ? 'closed' : 'open',
  ...(tab === 'closed' ? {} : { source: tab }),
  ...(kind ? { target_kind: kind } : {}),
  page_number: page,
  page_size: pageSize,
});

/** The list's key before the view's part (page, page size, search) that the admin list adds. */
const queueListKey = (tab: QueueTab, kind: ReportTarget | null) => [...moderationQueueKey, tab, kind ?? 'all'] as const;

/** A tab's list, of a kind or all, as the queue page shows it and its route loader starts it. */
export const moderationQueueList = (tab: QueueTab, kind: ReportTarget | null) => ({
  queryKey: queueListKey(tab, kind),
  fetchPage: (body: { page_number: number; page_size: number }, signal: AbortSignal) => listModerationQueue(queueBody(tab, kind, body.page_number, body.page_size), signal),
});
