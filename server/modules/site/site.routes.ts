import type { FastifyInstance } from 'fastify';
import { publicPaths } from '@shared/paths';
import { siteInfoSchema } from '@shared/schemas/site';
import { fixedSitemapSource } from '../../lib/sitemap';
import { publicRead } from '../../plugins/page-reads';
import { withZod } from '../../plugins/route-app';

const tags = ['site'];

/**
 * GET /api/site/: the site-wide settings every page shows, from the server's configuration (the
 * footer's social links, SOCIAL_*_URL; whether a weather forecast is configured, WEATHER_API_KEY; the Telegram bot, TELEGRAM_BOT_USERNAME).
 * Public and the same for everyone, so caches may keep it a while.
 */
export default async function siteRoutes(fastify: FastifyInstance, { weather }: { weather: boolean }) {
  const app = withZod(fastify);
  const { social } = app.config;
  // The site's own pages; each module adds its own (server/plugins/sitemap.ts).
  app.sitemap.add(fixedSitemapSource('site', [publicPaths.home(), publicPaths.aboutUs(), publicPaths.partners(), publicPaths.contacts(), publicPaths.privacy()]));
  publicRead(app, '/site/', { tags, summary: 'Site-wide settings: the social links, whether a weather forecast is configured, and the Telegram bot', response: { 200: siteInfoSchema } }, async () => ({ social, weather, telegram_bot: app.config.telegram?.username ?? null }), {
    cacheControl: 'public, max-age=300',
  });
}
