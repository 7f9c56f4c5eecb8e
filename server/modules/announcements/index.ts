/**
 * Announcements: job and service announcements, saved searches.
 *
 * The module's public face: what server/app.ts registers and what other modules may use. Everything
 * else in this folder is the module's own; lint refuses an import past this file (eslint.config.js).
 */
export { default as announcementsRoutes } from './announcements.routes';
export { announcementStats, chatSubjects, findAnnouncementOwner, invalidateAnnouncementCaches, rebuildAnnouncementSearchKeys, type AnnouncementsMessenger } from './announcements.service';
export { announcementModerationTarget } from './moderation.service';
export { defineAnnouncementJobs } from './announcements.jobs';
