import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, guidColumn, refColumn } from '../../db/columns';
import { users } from '../users/users.table';

/**
 * Moderation (issue 15; shared/schemas/moderation.ts). The content itself lives in its module's table
 * with its moderation state (products, announcements, product_comments: moderation_state and the
 * rejection's reason and message); this module keeps the queue: one case per target and source while
 * open, the reports that fed it, and which kinds are pre-moderated.
 */
export const moderationCases = pgTable(
  'moderation_cases',
  {
    id: serial().primaryKey(),
    guid: guidColumn(),
    /** review: new or edited content of a pre-moderated kind; revision: an edit of a live listing waiting beside it (issue 40); report: users reported it. */
    source: text({ enum: ['review', 'revision', 'report'] }).notNull(),
    status: text({ enum: ['open', 'approved', 'rejected', 'dismissed'] }).notNull().default('open'),
    targetKind: text({ enum: ['product', 'announcement', 'comment', 'user'] }).notNull(),
    /** The target's id in its own module's table, and its public guid. */
    targetId: integer().notNull(),
    targetGuid: uuid().notNull(),
    /** The target's title (a comment's first words, a user's name) as last seen, and where it is shown. */
    title: text().notNull().default(''),
    link: text(),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    isEdit: boolean().notNull().default(false),
    reportsCount: integer().notNull().default(0),
    decisionReason: text(),
    decisionMessage: text(),
    decidedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open case per target and source: a new report or edit joins it.
    uniqueIndex('moderation_cases_open_target_idx').on(t.targetKind, t.targetId, t.source).where(sql`${t.status} = 'open'`),
    index('moderation_cases_status_idx').on(t.status, t.source, t.createdAt),
    index('moderation_cases_target_idx').on(t.targetKind, t.targetId),
  ],
);

/** A user's report; one per reporter and case (a second report by the same user counts once). */
export const contentReports = pgTable(
  'content_reports',
  {
    id: serial().primaryKey(),
    guid: guidColumn(),
    caseId: refColumn(() => moderationCases.id),
    reporterId: refColumn(() => users.id),
    reason: text({ enum: ['spam', 'fraud', 'offensive', 'prohibited', 'wrong_info', 'other'] }).notNull(),
    note: text().notNull().default(''),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('content_reports_case_reporter_idx').on(t.caseId, t.reporterId), index('content_reports_reporter_idx').on(t.reporterId, t.createdAt)],
);

/** Which kinds of content wait for review before they are published (a row per kind; a missing row is false). */
export const moderationSettings = pgTable('moderation_settings', {
  kind: text({ enum: ['product', 'announcement', 'comment'] }).primaryKey(),
  premoderate: boolean().notNull().default(false),
  updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
