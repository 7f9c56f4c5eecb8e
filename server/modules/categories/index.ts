/**
 * Categories: the category administration every area shares (shop, news and courses each configure it
 * once with their own tables, audit kind, errors and answer; the routes are server/plugins/category-routes.ts).
 *
 * The module's public face: what other modules may use. Everything else in this folder is the
 * module's own; lint refuses an import past this file (eslint.config.js).
 */
export { categoryAdmin } from './categories.service';
export { categorySearchSource, type AdminCategoryRow } from './categories.repository';
