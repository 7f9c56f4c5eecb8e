import { z } from 'zod';

/** The project's social networks, in the footer's order (spec §2: five social icons). */
export const SOCIAL_NETWORKS = ['telegram', 'instagram', 'facebook', 'youtube', 'x'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Only the networks whose address is configured; a network that is missing is not shown. */
export const socialLinksSchema = z
  .object(Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, z.url().optional()])) as Record<SocialNetwork, z.ZodOptional<z.ZodURL>>)
  .meta({ id: 'SocialLinks' });
export type SocialLinks = z.infer<typeof socialLinksSchema>;

/** GET /api/site/: the site-wide settings every page shows (the footer's social links). */
export const siteInfoSchema = z.object({ social: socialLinksSchema }).meta({ id: 'SiteInfo' });
export type SiteInfo = z.infer<typeof siteInfoSchema>;
