/**
 * Moderation: the review queue, reports and decisions on products, comments, announcements and users.
 *
 * The module's public face: what server/app.ts composes (its createXModule) and what other modules may use. Everything
 * else in this folder is the module's own; lint refuses an import past this file (eslint.config.js).
 */
export { createModerationModule } from './moderation.module';
export { closeCasesOf, closeRevisionCase, editsHeld, openCaseCounts, openReview, openRevision, presentModerationInfo, presentRevision, reviewState } from './moderation.service';
