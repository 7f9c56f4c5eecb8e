/** Every table, for drizzle's relational queries and drizzle-kit. Each module owns its tables. */
export * from '../modules/users/geo.table';
export * from '../modules/users/users.table';
export * from '../modules/shop/shop.table';
export * from '../modules/announcements/announcements.table';
export * from '../modules/news/news.table';
export * from '../modules/courses/courses.table';
export * from '../modules/messenger/messenger.table';
export * from '../modules/notifications/notifications.table';
export * from './view-visits.table';
export * from './app-meta.table';
export * from './pending-files.table';
export * from '../modules/moderation/moderation.table';
export * from '../modules/audit/audit.table';
