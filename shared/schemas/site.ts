import { z } from 'zod';
import { SOCIAL_NETWORKS, type SocialNetwork } from '../constants';

export { SOCIAL_NETWORKS, type SocialNetwork };

/** Only the networks whose address is configured; a network that is missing is not shown. */
export const socialLinksSchema = z
  .object(Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, z.url().optional()])) as Record<SocialNetwork, z.ZodOptional<z.ZodURL>>)
  .meta({ id: 'SocialLinks' });
export type SocialLinks = z.infer<typeof socialLinksSchema>;

/** GET /api/site/: the site-wide settings every page shows (the footer's social links). */
export const siteInfoSchema = z.object({ social: socialLinksSchema }).meta({ id: 'SiteInfo' });
export type SiteInfo = z.infer<typeof siteInfoSchema>;
