/**
 * Audit: the record of who changed what in the admin area.
 *
 * The module's public face: what server/app.ts composes (its createXModule) and what other modules may use. Everything
 * else in this folder is the module's own; lint refuses an import past this file (eslint.config.js).
 */
export { createAuditModule } from './audit.module';
export { changedFields, recordAudit, type AuditActor, type AuditRecord } from './audit.service';
