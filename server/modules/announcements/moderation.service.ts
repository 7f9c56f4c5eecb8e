import { profilePaths } from '@shared/paths';
import { defaultExpiry } from '@shared/announcement-days';
import type { ModerationTarget, TargetInfo } from '../../lib/moderation-target';
import * as repo from './announcements.repository';
import type { AnnouncementRow } from './announcements.repository';
import { invalidateAnnouncementCaches, reviewItem, type AnnouncementsDeps } from './announcements.service';
import { queueSearchAlerts } from './author.service';

/** Announcements as the moderation module (issue 15) sees them. */

function announcementInfo(a: AnnouncementRow | null): TargetInfo | null {
  if (!a) return null;
  return { ...reviewItem(a), editLink: profilePaths.announcementEdit(a.guid), state: a.moderationState, visible: a.isActive && a.moderationState === 'published' };
}

/**
 * Announcements as the moderation module sees them: described by guid or id, their state set by a
 * decision. A held announcement published by its first approval is news to the saved searches it
 * matches, as a new one published at once is, and its default life (no last day set by its author)
 * counts from then.
 */
export const announcementModerationTarget = (deps: Pick<AnnouncementsDeps, 'searchAlerts' | 'log'>): ModerationTarget => ({
  describe: async (db, guid) => announcementInfo(await repo.findByGuid(db, guid)),
  describeById: async (db, id) => announcementInfo(await repo.findById(db, id)),
  setState: (tx, id, change) => repo.setModeration(tx, id, change),
  afterChange: async (db, change) => {
    if (change.firstPublication) {
      // Its default life (no last day set by its author, or the day it showed) starts now.
      const held = await repo.findTableRow(db, change.id);
      if (held && held.expiresAt.getTime() === defaultExpiry(held.createdAt).getTime()) await repo.setExpiry(db, held.id, defaultExpiry(new Date()));
    }
    invalidateAnnouncementCaches();
    if (!change.firstPublication) return;
    const row = await repo.findTableRow(db, change.id);
    if (row?.isActive && row.moderationState === 'published') await queueSearchAlerts(deps, row);
  },
});
