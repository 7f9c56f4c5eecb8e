/**
 * Categories: what every area's categories share (shop, news and courses each configure the
 * administration once with their own tables, audit kind, errors and answer; the routes are
 * server/plugins/category-routes.ts): the administration, the public reads, the search key and the answers.
 *
 * The module's public face: what other modules may use. Everything else in this folder is the
 * module's own; lint refuses an import past this file (eslint.config.js).
 */
export { categoryAdmin } from './categories.service';
export { categoryByMeta, categoryRows, categorySearchSource, categorySitemapSource, categorySuggestions, rebuildCategorySearchKeys } from './categories.repository';
export { presentCategory } from './categories.presenter';
