import { z } from 'zod';
import {
  CASE_SOURCES,
  CASE_STATUSES,
  MODERATION_STATES,
  REJECT_MESSAGE_MAX,
  REJECT_REASONS,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  REPORT_TARGETS,
  REVISION_FIELDS,
} from '../constants';
import { MSG } from '../validation/messages';
import { guidField, pageNumberField, pageSizeField, pagedSchema, text } from './common';

/**
 * Moderation (issue 15), /api/moderation/:
 * - pre-moderation per kind of content (settings); new and edited items of a pre-moderated kind wait in
 *   the queue (state 'pending', seen only by their author and the admin roles) until approved;
 * - a moderator approves, or rejects with a preset reason and a message: the item becomes 'rejected',
 *   its author gets a notification (code moderation.rejected, linking to the item's edit page) and
 *   sees the reason beside the item in their profile; editing it sends it back to the queue;
 * - users report a product, announcement, comment or user: one open case per target collects the
 *   reports (one per reporter: a second report by the same user counts once), resolved from the queue
 *   by dismissing (nothing wrong) or rejecting (the content is hidden as above; a reported user is
 *   blocked through the users module's service).
 * Every decision and settings change is written to the audit log.
 */

/** The moderation of one item, as its author and the admin roles see it (own lists, edit pages). */
export const moderationInfoSchema = z
  .object({
    state: z.enum(MODERATION_STATES),
    /** Set when rejected: a REJECT_REASONS code, and the moderator's words to the author. */
    reason: z.enum(REJECT_REASONS).nullable(),
    message: z.string().nullable(),
    decided_at: z.string().nullable(),
  })
  .meta({ id: 'ModerationInfo' });
export type ModerationInfo = z.infer<typeof moderationInfoSchema>;

/**
 * A listing's edit kept beside its live version (issue 40), as its author sees it: waiting for review,
 * or rejected with the reason and the moderator's words (until the next edit).
 */
export const listingRevisionSchema = z
  .object({
    state: z.enum(['pending', 'rejected']),
    reason: z.enum(REJECT_REASONS).nullable(),
    message: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'ListingRevision' });
export type ListingRevision = z.infer<typeof listingRevisionSchema>;

/** GET /api/moderation/dashboard/settings/ (admin roles), PUT (superadmin and admin): which kinds wait for review. */
export const moderationSettingsSchema = z
  .object({
    /** true: new and edited items of this kind are held until approved. Default false for all (products still have their verification). */
    product: z.boolean(),
    announcement: z.boolean(),
    comment: z.boolean(),
  })
  .meta({ id: 'ModerationSettings' });
export type ModerationSettings = z.infer<typeof moderationSettingsSchema>;
export const moderationSettingsUpdateSchema = moderationSettingsSchema.partial();

/** POST /api/moderation/reports/ (signed in): reports something. */
export const reportCreateSchema = z.object({
  target_kind: z.enum(REPORT_TARGETS, { error: MSG.reportTargetInvalid }),
  /** The product's, announcement's, comment's or user's guid. */
  target_guid: guidField,
  reason: z.enum(REPORT_REASONS, { error: MSG.reportReasonRequired }),
  /** Required when reason is 'other' (report_note_required). */
  note: text().trim().max(REPORT_NOTE_MAX, MSG.tooLong).optional().default(''),
});
export type ReportCreate = z.input<typeof reportCreateSchema>;

/**
 * Answer of POST reports/: 201 for a new report, 200 when this user had already reported the target
 * while its case is open (already_reported true; nothing is counted twice). Reporting oneself or one's
 * own content: 400 moderation.own_target. An unknown target: 404 moderation.target_not_found.
 */
export const reportCreatedSchema = z.object({ already_reported: z.boolean() }).meta({ id: 'ReportCreated' });
export type ReportCreated = z.infer<typeof reportCreatedSchema>;

/** One report in a case. */
const reportSchema = z
  .object({
    guid: z.string(),
    reason: z.enum(REPORT_REASONS),
    note: z.string(),
    created_at: z.string(),
    reporter: z.object({ guid: z.string(), first_name: z.string(), last_name: z.string() }),
  })
  .meta({ id: 'Report' });
export type Report = z.infer<typeof reportSchema>;

/** A row of the queue. */
export const moderationCaseSchema = z
  .object({
    guid: z.string(),
    source: z.enum(CASE_SOURCES),
    status: z.enum(CASE_STATUSES),
    target_kind: z.enum(REPORT_TARGETS),
    target_guid: z.string(),
    /** The item's title (a comment's first words, a user's full name) when the case was opened or last updated. */
    title: z.string(),
    /** Where a moderator sees the item on the site (a public page; for a comment, its product's page). */
    link: z.string().nullable(),
    author: z.object({ guid: z.string(), first_name: z.string(), last_name: z.string() }).nullable(),
    /** Reports collected (0 for a review case). */
    reports_count: z.number().int(),
    /** Distinct report reasons, most frequent first. */
    report_reasons: z.array(z.enum(REPORT_REASONS)),
    /** For a review case: whether the item is new or an edit of a published one. */
    is_edit: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
    decision: z
      .object({
        reason: z.enum(REJECT_REASONS).nullable(),
        message: z.string().nullable(),
        decided_at: z.string(),
        moderator: z.object({ guid: z.string(), first_name: z.string(), last_name: z.string() }).nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'ModerationCase' });
export type ModerationCase = z.infer<typeof moderationCaseSchema>;

/**
 * A revision case's content (issue 40): each changed field of the listing as it is live (before) and as
 * its author proposes it (after), as text (a description's text, a category's or region's name, a
 * price in so'm), and its pictures: kept, added and removed (addresses).
 */
const revisionDiffSchema = z
  .object({
    /** The proposed title (the listing's title when unchanged). */
    title: z.string(),
    changes: z.array(z.object({ field: z.enum(REVISION_FIELDS), before: z.string(), after: z.string() })),
    images: z.object({ kept: z.array(z.string()), added: z.array(z.string()), removed: z.array(z.string()) }),
  })
  .meta({ id: 'RevisionDiff' });
export type RevisionDiff = z.infer<typeof revisionDiffSchema>;

/** GET dashboard/cases/{guid}/: the case with its reports (newest first, at most 100), and an open revision case's diff. */
export const moderationCaseDetailSchema = moderationCaseSchema.extend({ reports: z.array(reportSchema), revision: revisionDiffSchema.nullable() }).meta({ id: 'ModerationCaseDetail' });
export type ModerationCaseDetail = z.infer<typeof moderationCaseDetailSchema>;

/** POST dashboard/queue/ (admin roles) → paged ModerationCase (spec §7 list shape). Open cases oldest first; closed newest first. */
export const moderationQueueBodySchema = z.object({
  status: z.enum(['open', 'closed']).optional().default('open'),
  source: z.enum(CASE_SOURCES).optional(),
  target_kind: z.enum(REPORT_TARGETS).optional(),
  page_number: pageNumberField,
  page_size: pageSizeField(10),
});
export type ModerationQueueBody = z.input<typeof moderationQueueBodySchema>;
export const moderationQueueSchema = pagedSchema(moderationCaseSchema).extend({
  /** Open cases by source, for the tabs' badges. */
  open_counts: z.object({ review: z.number().int(), revision: z.number().int(), report: z.number().int() }),
});
export type ModerationQueue = z.infer<typeof moderationQueueSchema>;

/**
 * POST dashboard/cases/{guid}/approve/ (review: the item is published; report: same as dismiss),
 * POST dashboard/cases/{guid}/dismiss/ (report: nothing wrong, the case closes),
 * POST dashboard/cases/{guid}/reject/ with this body (the item is hidden and its author told; a reported
 * user is blocked) → ModerationCase. A closed case: 409 moderation.case_closed.
 */
export const moderationRejectSchema = z.object({
  reason: z.enum(REJECT_REASONS, { error: MSG.rejectReasonRequired }),
  message: text().trim().max(REJECT_MESSAGE_MAX, MSG.tooLong).optional().default(''),
});
export type ModerationReject = z.input<typeof moderationRejectSchema>;

;
