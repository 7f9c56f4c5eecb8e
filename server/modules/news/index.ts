/**
 * News: articles, categories and legal documents.
 *
 * The module's public face: what server/app.ts composes (createNewsModule) and what other modules may
 * use. Everything else in this folder is the module's own; lint refuses an import past this file (eslint.config.js).
 */
export { createNewsModule } from './news.module';
export { invalidateNewsHomeData, newsSearchText, newsStats, rebuildNewsSearchKeys } from './news.service';
