/**
 * Every table, for drizzle-kit (npm run db:generate writes the migrations from it) and for the demo
 * seed and tests that fill tables directly. Each module owns its tables; the code reaches another
 * module's table only through that module's index, where the module exports the tables it lets
 * others join (users and geo). The composition root, beside server/app.ts, so that db/ imports no module.
 */
export * from './modules/users/geo.table';
export * from './modules/users/users.table';
export * from './modules/shop/shop.table';
export * from './modules/announcements/announcements.table';
export * from './modules/news/news.table';
export * from './modules/courses/courses.table';
export * from './modules/messenger/messenger.table';
export * from './modules/notifications/notifications.table';
export * from './db/view-visits.table';
export * from './db/app-meta.table';
export * from './db/pending-files.table';
export * from './db/search-vocabulary.table';
export * from './db/removed-listings.table';
export * from './modules/moderation/moderation.table';
export * from './modules/audit/audit.table';
export * from './modules/push/push.table';
export * from './modules/sellers/sellers.table';
export * from './modules/telegram/telegram.table';
