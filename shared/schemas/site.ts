import { z } from 'zod';
import { SOCIAL_NETWORKS, type SocialNetwork } from '../constants';

export { SOCIAL_NETWORKS, type SocialNetwork };

/** Only the networks whose address is configured; a network that is missing is not shown. */
const socialLinksSchema = z
  .object(Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, z.url().optional()])) as Record<SocialNetwork, z.ZodOptional<z.ZodURL>>)
  .meta({ id: 'SocialLinks' });
export type SocialLinks = z.infer<typeof socialLinksSchema>;

/**
 * GET /api/site/: the site-wide settings every page shows: the footer's social links, and whether the
 * server is configured with a weather forecast (WEATHER_API_KEY): without one the news pages show no
 * weather widget and never ask GET /api/weather/ (it would answer 503); and the Telegram bot's
 * username (TELEGRAM_BOT_USERNAME), or null when none is configured: then no Telegram anywhere in the interface.
 */
export const siteInfoSchema = z.object({ social: socialLinksSchema, weather: z.boolean(), telegram_bot: z.string().nullable() }).meta({ id: 'SiteInfo' });
export type SiteInfo = z.infer<typeof siteInfoSchema>;
