import { index, integer, jsonb, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../db/columns';

/**
 * The audit log (issue 15; shared/schemas/audit.ts): every admin and moderator action. Rows are only
 * ever inserted: the migration adds a trigger that refuses UPDATE and DELETE (and TRUNCATE), so not even
 * a bug in our code can change history. The actor is copied in (id, guid, name and role at the time), not
 * referenced: deleting an account must not touch the log.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial().primaryKey(),
    actorId: integer(),
    actorGuid: uuid(),
    actorName: text().notNull(),
    actorRole: text().notNull(),
    /** One of AUDIT_ACTIONS (shared/constants), e.g. user.block. */
    action: text().notNull(),
    targetKind: text().notNull(),
    /** The target's guid (a document's id), and its title or name at the time. */
    targetId: text(),
    targetLabel: text().notNull().default(''),
    /** The target's public page when it had one (a product's, an article's, a course's), for the log's link. */
    targetLink: text(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
    index('audit_log_target_idx').on(t.targetKind, t.targetId, t.createdAt),
  ],
);
