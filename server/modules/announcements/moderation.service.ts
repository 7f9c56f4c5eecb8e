import { profilePaths } from '@shared/paths';
import { defaultExpiry } from '@shared/announcement-days';
import type { ModerationTarget, TargetInfo } from '../../lib/moderation-target';
import type { Db } from '../../db/client';
import { htmlToText } from '../../lib/html';
import { proposedImages, proposedRow, revisionDiff } from '../../lib/listing-images';
import * as repo from './announcements.repository';
import type { AnnouncementRow } from './announcements.repository';
import { announcementChanged, invalidateAnnouncementCaches, reviewItem, type AnnouncementsDeps } from './announcements.service';
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
 * counts from then. Every decision is told to `listingChanged` (the Telegram channel, issue 41).
 */
export const announcementModerationTarget = (deps: Pick<AnnouncementsDeps, 'searchAlerts' | 'log' | 'listingChanged'>): ModerationTarget => ({
  describe: async (db, guid) => announcementInfo(await repo.findByGuid(db, guid)),
  describeById: async (db, id) => announcementInfo(await repo.findById(db, id)),
  setState: (tx, id, change) => repo.setModeration(tx, id, change),
  inDecision: async (tx, change) => {
    if (!change.firstPublication) return;
    // Its default life (no last day set by its author, or the day it showed) starts now.
    const held = await repo.findTableRow(tx, change.id);
    if (!held) return;
    const row = held.expiresAt.getTime() === defaultExpiry(held.createdAt).getTime() ? { ...held, expiresAt: defaultExpiry(new Date()) } : held;
    if (row !== held) await repo.setExpiry(tx, row.id, row.expiresAt);
    // Queued in the decision's transaction: the alerts exist if and only if the approval does.
    if (row.isActive && row.moderationState === 'published') await queueSearchAlerts(deps, row, tx);
  },
  afterChange: async (_db, change) => {
    invalidateAnnouncementCaches();
    await announcementChanged(deps, change.id);
  },
  revision: {
    async diff(db, id) {
      const a = await repo.findById(db, id);
      if (a?.revision?.state !== 'pending') return null;
      const images = await repo.listImages(db, id);
      return revisionDiff(await announcementFields(db, a), await announcementFields(db, proposedRow(a)), images, proposedImages(a, images));
    },
    apply: async (tx, id) => (await repo.applyEdit(tx, id)) !== null,
    reject: (tx, id, why) => repo.rejectEdit(tx, id, why),
  },
});

/** An announcement's fields as a moderator reads them in a revision's diff (issue 40). */
async function announcementFields(db: Db, a: AnnouncementRow) {
  const geo = await repo.geoNames(db, a.regionId, a.districtId);
  return {
    title: a.title,
    description: htmlToText(a.description),
    address: a.address,
    region: geo.region,
    district: geo.district,
    experience: a.experience,
    work_time: a.workTime,
    pay: a.negotiable ? 'negotiable' : `${a.priceMin ?? ''}–${a.priceMax ?? ''}`,
  };
}
