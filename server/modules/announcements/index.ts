/**
 * Announcements: job and service announcements, saved searches.
 *
 * The module's public face: what server/app.ts composes (createAnnouncementsModule) and what other
 * modules may use. Everything else in this folder is the module's own; lint refuses an import past this file (eslint.config.js).
 */
export { createAnnouncementsModule } from './announcements.module';
export {
  announcementStats,
  announcementSuggestions,
  channelAnnouncement,
  chatSubjects,
  findAnnouncementOwner,
  invalidateAnnouncementCaches,
  listedAnnouncementIds,
  rebuildAnnouncementSearchKeys,
  type ChannelAnnouncement,
} from './announcements.service';
