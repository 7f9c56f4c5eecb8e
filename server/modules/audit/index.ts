/**
 * Audit: the record of who changed what in the admin area.
 *
 * The module's public face: what server/app.ts registers and what other modules may use. Everything
 * else in this folder is the module's own; lint refuses an import past this file (eslint.config.js).
 */
export { default as auditRoutes } from './audit.routes';
export { changedFields, recordAudit, type AuditActor, type AuditRecord } from './audit.service';
