import type { ModerationState, RejectReason } from '@shared/constants';
import type { ModerationInfo } from '@shared/schemas/moderation';

/**
 * The moderation module's service (issue 15): what other modules may ask of moderation. The queue,
 * reports and decisions are built here; the content modules keep their items' moderation state in
 * their own tables (moderation_state, moderation_reason, moderation_message, moderated_at) and present
 * it with presentModerationInfo.
 */

/** The moderation columns every moderated table has. */
export interface ModerationColumns {
  moderationState: ModerationState;
  moderationReason: string | null;
  moderationMessage: string | null;
  moderatedAt: Date | null;
}

/** An item's moderation as its author and the admin roles see it. */
export const presentModerationInfo = (row: ModerationColumns): ModerationInfo => ({
  state: row.moderationState,
  reason: row.moderationState === 'rejected' ? ((row.moderationReason as RejectReason | null) ?? 'other') : null,
  message: row.moderationState === 'rejected' ? row.moderationMessage : null,
  decided_at: row.moderatedAt?.toISOString() ?? null,
});

// The admin overview's figure (issue 15): the query lives in overview.repository.ts.
import type { Db } from '../../db/client';
import { countOpenCasesBySource } from './overview.repository';

/** The admin overview: open moderation cases by source (one grouped count over moderation_cases_status_idx). */
export async function openCaseCounts(db: Db): Promise<{ review: number; report: number }> {
  const rows = await countOpenCasesBySource(db);
  return { review: rows.find((r) => r.source === 'review')?.count ?? 0, report: rows.find((r) => r.source === 'report')?.count ?? 0 };
}
