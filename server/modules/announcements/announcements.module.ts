import { type AppModule, type ModuleContext, moduleRoutes } from '../../app-module';
import type { ModerationTarget } from '../../lib/moderation-target';
import { createViewCounter, type ViewQueue } from '../../lib/view-counter';
import { defineAnnouncementJobs } from './announcements.jobs';
import announcementsRoutes from './announcements.routes';
import { forgetAnnouncementPagesOf, type AnnouncementsDeps, type AnnouncementsMessenger, type ListingChanged } from './announcements.service';
import { announcementModerationTarget } from './moderation.service';

/** The module's views queue: an announcement's views raise announcements.views; written views reload the cached pages of those announcements. */
const announcementViews = (ctx: ModuleContext): ViewQueue => ({ kind: 'announcement', table: 'announcements', afterWrite: (ids) => forgetAnnouncementPagesOf(ctx.db, ids) });

/** What announcements hand other modules: their items as moderation targets. */
export interface AnnouncementsServices {
  moderationTarget: ModerationTarget;
}

/**
 * Announcements (/api/announcements/). The module and the messenger know each other's things (a chat
 * about an announcement; a job's applicants are its chats): the messenger imports announcements, and
 * the messenger's answers are handed in here (`messenger`), so the modules form no circle.
 * `listingChanged` hears of every announcement written or moderated (the Telegram channel, issue 41).
 */
export function createAnnouncementsModule(ctx: ModuleContext, { messenger, listingChanged }: { messenger: AnnouncementsMessenger; listingChanged?: ListingChanged }): AppModule<AnnouncementsServices> {
  const views = createViewCounter(ctx, announcementViews(ctx));
  const { searchAlerts } = defineAnnouncementJobs(ctx.jobs, { db: ctx.db, pushNotification: messenger.pushNotification });
  const deps: AnnouncementsDeps = { db: ctx.db, blobs: ctx.blobs, views, log: ctx.log, ...messenger, searchAlerts, listingChanged };
  return {
    name: 'announcements',
    services: { moderationTarget: announcementModerationTarget({ log: ctx.log, searchAlerts, listingChanged }) },
    routes: [moduleRoutes('/api/announcements', announcementsRoutes, { deps })],
    jobs: [searchAlerts],
    views: [views],
  };
}
