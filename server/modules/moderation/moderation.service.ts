import type { CaseSource, ModeratedKind, ModerationState, RejectReason, ReportTarget } from '@shared/constants';
import { MODERATED_KINDS } from '@shared/constants';
import type { StoredRevision } from '../../db/columns';
import type {
  ListingRevision,
  ModerationCase,
  ModerationCaseDetail,
  ModerationInfo,
  ModerationQueue,
  ModerationSettings,
  ReportCreated,
  moderationQueueBodySchema,
  moderationRejectSchema,
  moderationSettingsUpdateSchema,
  reportCreateSchema,
} from '@shared/schemas/moderation';
import type { ServerNotification } from '@shared/schemas/messenger';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { paged } from '../../lib/paging';
import { changedFields, recordAudit } from '../audit';
import { createNotification } from '../notifications';
import type { AuthUser } from '../../lib/auth-user';
import type { ModerationTarget } from '../../lib/moderation-target';
import { caseClosed, caseNotFound, ownTarget, reportNoteRequired, targetNotFound } from './moderation.errors';
import { canReport } from './moderation.policies';
import { presentCase, presentCaseDetail } from './moderation.presenter';
import * as repo from './moderation.repository';
import { shorten } from '@shared/text/shorten';

/**
 * The moderation module's service (issue 15): what other modules may ask of moderation, and the
 * queue, reports, decisions and settings behind /api/moderation/.
 *
 * The content modules own their tables and keep their items' moderation state there
 * (moderation_state, moderation_reason, moderation_message, moderated_at), presented with
 * presentModerationInfo. This module never imports them: each content module's service exports a
 * ModerationTarget (server/lib/moderation-target.ts: how to describe one of its items by guid or id,
 * and how to change its state), and
 * the moderation deps receive them, wired in server/app.ts. The content modules, in turn, ask this
 * service, when an item is created, edited or deleted, in which state it starts (reviewState), to
 * open its review case (openReview) and to close its cases (closeCasesOf).
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

/** A listing's pending edit (issue 40) as its author sees it, or null. */
export const presentRevision = (revision: StoredRevision | null): ListingRevision | null =>
  revision
    ? {
        state: revision.state,
        reason: revision.state === 'rejected' ? ((revision.reason as RejectReason | null) ?? 'other') : null,
        message: revision.state === 'rejected' ? revision.message : null,
        created_at: revision.createdAt,
      }
    : null;

// --- the targets: what the content modules give the moderation module (server/lib/moderation-target.ts)

type ModerationTargets = Partial<Record<ReportTarget, ModerationTarget>>;

export interface ModerationDeps {
  db: Db;
  targets: ModerationTargets;
  /** How a notification reaches the user's open tabs at once (the messenger's inbox sockets). */
  pushNotification?: (userId: number, notification: ServerNotification) => Promise<void>;
}

// --- what the content modules ask when they write ------------------------------------------------

/**
 * The state a new item (current undefined) or an edited one starts in: pending when its kind is
 * pre-moderated; an edit of a rejected item always goes back to the queue (that is how its author
 * mends it), and a pending one stays pending.
 */
export async function reviewState(db: Db, kind: ModeratedKind, current?: ModerationState): Promise<ModerationState> {
  if (current === 'rejected' || current === 'pending') return 'pending';
  return (await repo.isPremoderated(db, kind)) ? 'pending' : 'published';
}

/** Opens (or refreshes) the review case of an item that went pending. */
export async function openReview(db: Db, kind: ModeratedKind, item: { id: number; guid: string; title: string; link: string | null; authorId: number | null }, isEdit: boolean): Promise<void> {
  await repo.openCase(db, { source: 'review', targetKind: kind, targetId: item.id, targetGuid: item.guid, title: caseTitle(item.title), link: item.link, authorId: item.authorId, isEdit });
}

/**
 * Whether an edit of a live (published) item of this kind is held for review (issue 40): the edit is
 * then kept beside the live version (openRevision) until a moderator decides.
 */
export const editsHeld = (db: Db, kind: ModeratedKind): Promise<boolean> => repo.isPremoderated(db, kind);

/** Opens (or refreshes) the revision case of a live item whose edit waits beside it (issue 40). */
export async function openRevision(db: Db, kind: ModeratedKind, item: { id: number; guid: string; title: string; link: string | null; authorId: number | null }): Promise<void> {
  await repo.openCase(db, { source: 'revision', targetKind: kind, targetId: item.id, targetGuid: item.guid, title: caseTitle(item.title), link: item.link, authorId: item.authorId, isEdit: true });
}

/** The item's pending edit was replaced by a direct one (or dropped): its open revision case closes. */
export const closeRevisionCase = (db: Db, kind: ReportTarget, id: number) => repo.dismissOpenCasesOf(db, kind, [id], 'revision');

/** The items were deleted: their open cases are dismissed. */
export const closeCasesOf = (db: Db, kind: ReportTarget, ids: number[]) => repo.dismissOpenCasesOf(db, kind, ids);

/** A case's title: the item's, cut to a readable length. */
const caseTitle = (title: string) => shorten(title, 120);

// --- reports -------------------------------------------------------------------------------------

/** POST reports/: one open case per target collects the reports, one per reporter. */
export async function createReport(deps: ModerationDeps, user: AuthUser, input: z.output<typeof reportCreateSchema>): Promise<{ created: boolean; body: ReportCreated }> {
  if (input.reason === 'other' && !input.note) throw reportNoteRequired();
  const target = deps.targets[input.target_kind];
  const info = target ? await target.describe(deps.db, input.target_guid) : null;
  if (!info) throw targetNotFound();
  if (!canReport(user, info)) throw ownTarget();
  if (!info.visible) throw targetNotFound();
  const created = await deps.db.transaction(async (tx) => {
    const c = await repo.openCase(tx as Db, {
      source: 'report',
      targetKind: input.target_kind,
      targetId: info.id,
      targetGuid: info.guid,
      title: caseTitle(info.title),
      link: info.link,
      authorId: info.authorId,
      isEdit: false,
    });
    return repo.addReport(tx as Db, c.id, { reporterId: user.id, reason: input.reason, note: input.note });
  });
  return { created, body: { already_reported: !created } };
}

// --- the queue -----------------------------------------------------------------------------------

export async function queue(deps: ModerationDeps, body: z.output<typeof moderationQueueBodySchema>): Promise<ModerationQueue> {
  const [{ rows, total }, counts] = await Promise.all([
    repo.queuePage(deps.db, { status: body.status, source: body.source, targetKind: body.target_kind }, body.page_number, body.page_size),
    repo.openCounts(deps.db),
  ]);
  return { ...paged(rows.map(presentCase), body.page_number, body.page_size, total), open_counts: counts };
}

export async function caseDetail(deps: ModerationDeps, guid: string): Promise<ModerationCaseDetail> {
  const row = await repo.findCase(deps.db, guid);
  if (!row) throw caseNotFound();
  const c = row.case;
  const revision = c.source === 'revision' && c.status === 'open' ? ((await deps.targets[c.targetKind]?.revision?.diff(deps.db, c.targetId)) ?? null) : null;
  return presentCaseDetail(row, await repo.caseReports(deps.db, c.id), revision);
}

// --- decisions -----------------------------------------------------------------------------------

export type Decision = { action: 'approve' } | { action: 'dismiss' } | ({ action: 'reject' } & z.output<typeof moderationRejectSchema>);

/**
 * Decides an open case, in one transaction with its audit record and the author's notification:
 * - approve: a review case's item is published (its author told, moderation.approved); a report case closes as dismissed would;
 * - dismiss: a report case closes with nothing changed; a review case is approved (its item may not wait forever);
 * - reject: the item becomes rejected with the reason and message and its author is told
 *   (moderation.rejected, linking to its edit page); a reported user is blocked.
 * A revision case (an edit of a live listing, issue 40) leaves the listing's state alone: approve (and
 * dismiss) applies the edit to the listing, reject drops it with the reason its author sees; the live
 * version stays public either way.
 * A case no longer open: 409 moderation.case_closed. A target deleted meanwhile: the case closes alone.
 */
export async function decide(deps: ModerationDeps, actor: AuthUser, guid: string, decision: Decision): Promise<ModerationCase> {
  const found = await repo.findCase(deps.db, guid);
  if (!found) throw caseNotFound();
  const c = found.case;
  if (c.status !== 'open') throw caseClosed();
  const source: CaseSource = c.source;
  const target = deps.targets[c.targetKind];
  const publish = (source === 'review' || source === 'revision') && decision.action !== 'reject';
  const status = decision.action === 'reject' ? 'rejected' : publish ? 'approved' : decision.action === 'approve' ? 'approved' : 'dismissed';
  const reason = decision.action === 'reject' ? decision.reason : null;
  const message = decision.action === 'reject' ? decision.message : null;

  if (decision.action === 'reject' && target?.rejectFirst && source !== 'revision') {
    const info = await target.describeById(deps.db, c.targetId);
    if (info) await target.rejectFirst(deps.db, info, { state: 'rejected', reason, message }, actor);
  }

  const outcome = await deps.db.transaction(async (t) => {
    const tx = t as Db;
    const closed = await repo.closeCase(tx, c.id, { status, reason, message, decidedBy: actor.id });
    if (!closed) throw caseClosed();
    const info = target ? await target.describeById(tx, c.targetId) : null;
    const sent: { userId: number; notification: ServerNotification }[] = [];
    let after: ModerationState | undefined;
    // A revision's outcome: its author is told as of a review's, the item's own state unchanged.
    let revised: 'published' | 'rejected' | undefined;
    if (info && target && source === 'revision') {
      const done = decision.action === 'reject' ? await target.revision?.reject(tx, info.id, { reason, message }) : await target.revision?.apply(tx, info.id);
      if (done) revised = decision.action === 'reject' ? 'rejected' : 'published';
    } else if (info && target) {
      if (decision.action === 'reject') after = 'rejected';
      else if (publish && info.state === 'pending') after = 'published';
      if (after) await target.setState(tx, info.id, { state: after, reason, message }, actor);
      await target.inDecision?.(tx, { id: info.id, state: after, firstPublication: after === 'published' && !c.isEdit });
    }
    if (info) {
      const told = after ?? revised;
      const notify = info.authorId !== null && c.targetKind !== 'user' && told !== undefined;
      if (notify) {
        const notification =
          told === 'rejected'
            ? await createNotification({ db: tx }, { userId: info.authorId!, code: 'moderation.rejected', params: { kind: c.targetKind, title: info.title, reason: reason ?? 'other', message: message ?? '' }, type: 'error', link: info.editLink ?? info.link })
            : await createNotification({ db: tx }, { userId: info.authorId!, code: 'moderation.approved', params: { kind: c.targetKind, title: info.title }, type: 'success', link: info.link ?? info.editLink });
        if (notification) sent.push({ userId: info.authorId!, notification });
      }
    }
    await recordAudit(tx, actor, {
      action: `moderation.${decision.action}`,
      targetId: c.guid,
      targetLabel: info?.title ?? c.title,
      targetLink: info?.link ?? c.link,
      before: { status: 'open', state: info?.state ?? null },
      after: { status, state: after ?? info?.state ?? null, target_kind: c.targetKind, target_guid: c.targetGuid, source, ...(revised ? { revision: revised === 'published' ? 'applied' : 'rejected' } : {}), ...(reason ? { reason, message } : {}) },
    });
    return { sent, changed: info ? { id: info.id, state: after } : null };
  });
  const { sent: notices, changed } = outcome;
  if (changed) await target?.afterChange?.(deps.db, { ...changed, firstPublication: changed.state === 'published' && !c.isEdit });
  for (const n of notices) await deps.pushNotification?.(n.userId, n.notification).catch(() => undefined);
  return presentCase((await repo.findCaseById(deps.db, c.id))!);
}

// --- settings ------------------------------------------------------------------------------------

export async function settings(deps: Pick<ModerationDeps, 'db'>): Promise<ModerationSettings> {
  const rows = await repo.settingsRows(deps.db);
  return Object.fromEntries(MODERATED_KINDS.map((k) => [k, rows.find((r) => r.kind === k)?.premoderate ?? false])) as ModerationSettings;
}

/** PUT settings/: the kinds given change; the audit log keeps what changed. */
export async function updateSettings(deps: ModerationDeps, actor: AuthUser, input: z.output<typeof moderationSettingsUpdateSchema>): Promise<ModerationSettings> {
  const before = await settings(deps);
  const after = { ...before, ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) } as ModerationSettings;
  const diff = changedFields(before, after);
  if (Object.keys(diff.after).length) {
    await deps.db.transaction(async (t) => {
      const tx = t as Db;
      for (const kind of Object.keys(diff.after) as ModeratedKind[]) await repo.upsertSetting(tx, kind, after[kind], actor.id);
      await recordAudit(tx, actor, { action: 'moderation.settings', targetId: null, targetLabel: 'pre-moderation', before: diff.before, after: diff.after });
    });
  }
  return after;

}

/** The admin overview: open moderation cases by source (one grouped count over moderation_cases_status_idx). */
export const openCaseCounts = (db: Db): Promise<{ review: number; revision: number; report: number }> => repo.openCounts(db);
