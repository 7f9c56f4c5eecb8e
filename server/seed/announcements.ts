import { z } from 'zod';
import { WORK_TIMES } from '@shared/constants';
import { defaultExpiry } from '@shared/announcement-days';
import { searchKey, slugify } from '@shared/text/uzbek';
import { htmlToText, sanitizeUserHtml } from '../lib/html';
import { announcements } from '../schema';
import type { Db } from '../db/client';
import type { People } from './accounts';
import { daysAgo, personKey, readContent } from './content';
import content from './content/announcements.json';
import { bannerArt, EMBLEMS, type SeedMedia } from './images';
import type { Rng } from './random';
import { daysBefore, madeAt } from './rows';
import { escapeXml, uz } from './text';

/**
 * The demo announcements: jobs in weaving, sericulture, embroidery and pottery (HTML descriptions,
 * as the job page renders them) and services (plain text with line breaks, with a picture), across
 * the regions. Pay is a range in so'm, or agreed with the employer ('Kelishiladi'). The content is
 * content/announcements.json (content/README.md).
 */

/** What a job and a service have in common: who posts it, where, and on what terms. */
const announcementSchema = z.strictObject({
  author: personKey,
  title: z.string(),
  /** Ids of the geo migration. */
  regionId: z.int(),
  districtId: z.int(),
  address: z.string(),
  experience: z.string(),
  workTime: z.enum(WORK_TIMES),
  /** [min, max] in so'm, or null when the pay is agreed. */
  pay: z.tuple([z.int(), z.int()]).nullable(),
  daysAgo,
});
type AnnouncementSeed = z.infer<typeof announcementSchema>;

/** A job: the employer's introduction, what they offer and what they ask, written into HTML by workHtml(). */
const workSchema = announcementSchema.extend({
  intro: z.string(),
  offers: z.array(z.string()),
  requirements: z.string(),
});
type WorkSeed = z.infer<typeof workSchema>;

/** A service: its description, a line each, and its picture. */
const serviceSchema = announcementSchema.extend({
  lines: z.array(z.string()),
  /** Drawn banner, or the picture of a shop category (its meta). */
  picture: z.union([z.strictObject({ emblem: z.enum(EMBLEMS), label: z.string() }), z.strictObject({ shopCategory: z.string() })]),
});

const { work: WORK, services: SERVICES } = readContent(
  'announcements.json',
  z.strictObject({ work: z.array(workSchema), services: z.array(serviceSchema) }),
  content,
);

/** Draws the services' pictures (shop pictures are reused where they fit). */
export async function announcementsMedia(media: SeedMedia, rng: Rng, shopImages: Record<string, string[]>): Promise<string[]> {
  return Promise.all(
    SERVICES.map((s, i) =>
      'shopCategory' in s.picture
        ? Promise.resolve(shopImages[s.picture.shopCategory][2])
        : media.image(bannerArt(rng.fork(`service-${i}`), { width: 960, height: 640, emblem: s.picture.emblem, label: uz(s.picture.label) }), 'announcements/demo'),
    ),
  );
}

/** The job description as an employer would write it, stored through the same sanitiser as theirs. */
function workHtml(w: WorkSeed): string {
  return sanitizeUserHtml(
    `<p>${escapeXml(uz(w.intro))}</p>` +
      `<ul>${w.offers.map((o) => `<li>${escapeXml(uz(o))}</li>`).join('')}</ul>` +
      `<p><strong>Talablar:</strong> ${escapeXml(uz(w.requirements))}</p>` +
      `<p>${escapeXml(uz("Murojaat uchun «Bog'lanish» tugmasini bosing."))}</p>`,
  );
}

export async function seedAnnouncements(db: Db, people: People, thumbnails: string[], rng: Rng, now: Date) {
  const base = (a: AnnouncementSeed) => {
    const created = daysBefore(now, a.daysAgo);
    return {
      meta: slugify(uz(a.title)),
      userId: people[a.author].id,
      title: uz(a.title),
      regionId: a.regionId,
      districtId: a.districtId,
      address: uz(a.address),
      experience: uz(a.experience),
      workTime: a.workTime,
      priceMin: a.pay?.[0] ?? null,
      priceMax: a.pay?.[1] ?? null,
      negotiable: a.pay === null,
      views: rng.int(15, 60) + Math.round(a.daysAgo * rng.int(10, 35)),
      isActive: true,
      ...madeAt(created),
      // The default life from the day it was posted: the oldest demo ad (13 days) has 17 days left.
      expiresAt: defaultExpiry(created),
    };
  };
  const rows = await db
    .insert(announcements)
    .values([
      ...WORK.map((w) => {
        const description = workHtml(w);
        return { ...base(w), type: 'work_announcement' as const, description, searchText: searchKey(`${uz(w.title)} ${htmlToText(description)} ${uz(w.address)}`) };
      }),
      ...SERVICES.map((s, i) => ({
        ...base(s),
        type: 'service_announcement' as const,
        description: s.lines.map(uz).join('\n'),
        thumbnail: thumbnails[i],
        searchText: searchKey(uz(`${s.title} ${s.lines.join(' ')} ${s.address}`)),
      })),
    ])
    .returning({ id: announcements.id });
  return { work: WORK.length, service: SERVICES.length, announcements: rows.length };
}
