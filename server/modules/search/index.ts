/**
 * Search: the header's suggestions as you type (issue 40), composed from the shop's and the
 * announcements' exported functions, so this module reads no table itself.
 *
 * The module's public face: what server/app.ts composes (its createXModule) and what other modules may
 * use. Everything else in this folder is the module's own; lint refuses an import past this file (eslint.config.js).
 */
export { createSearchModule } from './search.module';
