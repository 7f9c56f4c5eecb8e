import { z } from 'zod';
import { AUDIT_ACTIONS } from '../constants';
import { MSG } from '../validation/messages';
import { guidField, line, pageNumberField, pageSizeField, pagedSchema } from './common';

/**
 * The audit log (issue 15): every admin and moderator action — who, what, when, before and after —
 * written by the service that does it, in the same transaction, and never changed or deleted (the
 * database refuses UPDATE and DELETE on the table).
 */
const auditEntrySchema = z
  .object({
    id: z.number().int(),
    action: z.enum(AUDIT_ACTIONS),
    /** Who did it (their name when they did it; guid null if the account is gone). */
    actor: z.object({ guid: z.string().nullable(), name: z.string(), role: z.string() }),
    target_kind: z.string(),
    /** The target's guid (or id for documents), and its title or name when the action was done. */
    target_id: z.string().nullable(),
    target_label: z.string(),
    /** The target's public page when it had one (products, articles, courses, moderated items); null otherwise. */
    target_link: z.string().nullable(),
    /** The changed fields' values before and after (null for a creation's before / a deletion's after). */
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** POST /api/audit/dashboard/log/ (admin roles) → paged AuditEntry, newest first. */
export const auditListBodySchema = z
  .object({
    action: z.enum(AUDIT_ACTIONS).optional(),
    target_kind: line().trim().max(40, MSG.tooLong).optional(),
    /** One actor's actions. */
    actor: guidField.optional(),
    /** One target's history (its guid, or a document's id). */
    target_id: line().trim().max(64, MSG.tooLong).optional(),
    /** Inclusive dates, YYYY-MM-DD (Tashkent days). */
    from: z.iso.date(MSG.dateInvalid).optional(),
    to: z.iso.date(MSG.dateInvalid).optional(),
    page_number: pageNumberField,
    page_size: pageSizeField(25),
  })
  .refine((b) => !b.from || !b.to || b.from <= b.to, { message: MSG.dateRange, path: ['to'] });
export type AuditListBody = z.input<typeof auditListBodySchema>;
export const auditListSchema = pagedSchema(auditEntrySchema);
export type AuditList = z.infer<typeof auditListSchema>;
