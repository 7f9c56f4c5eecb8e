/**
 * Overview: the admin area's first page (counts of every module).
 *
 * The module's public face: what server/app.ts composes (its createXModule) and what other modules may use. Everything
 * else in this folder is the module's own; lint refuses an import past this file (eslint.config.js).
 */
export { createOverviewModule } from './overview.module';
