import type { ServerNotification } from '@shared/schemas/messenger';
import type { ChatContext } from '../messenger';
import { type AppModule, type ModuleContext, moduleRoutes } from '../../app-module';
import { createTelegramBot } from '../../lib/telegram';
import { help, installBot, linking, type BotFeature } from './telegram.bot';
import { contacts, contactStartHandlers } from './telegram.contact';
import { defineTelegramJobs } from './telegram.jobs';
import { notify } from './telegram.notifications';
import { startPolling } from './telegram.polling';
import { replies } from './telegram.replies';
import telegramRoutes from './telegram.routes';
import type { TelegramDeps } from './telegram.service';
import { listingChanged } from './channel.service';
import type { ChannelListingKind } from './telegram.table';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Telegram module's one set of deps (server/app.ts decorates the app with it; tests reach the queues and the channel's sweep through it). */
    telegram: TelegramDeps;
  }
}

/** What the Telegram module hands other modules: its deps, and the news that a listing changed (the channel of new listings). */
export interface TelegramServices {
  deps: TelegramDeps;
  /** A listing was created, changed, removed or moderated: its channel post is brought in line (a job); nothing without a channel. */
  listingChanged: (kind: ChannelListingKind, id: number) => Promise<void>;
  /** Tells a user of a notification in their linked Telegram (per kind, as the bell); a chat message carries its chat, so that a reply goes there. Absent without a bot. */
  notify?: (userId: number, notification: ServerNotification, chat?: ChatContext) => Promise<void>;
}

/** The webhook's path under PUBLIC_URL (setWebhook). */
const WEBHOOK_PATH = '/api/telegram/webhook/';

/**
 * Telegram (/api/telegram/, issue 41): the bot (grammY) and its features, its queues, and how updates
 * reach it — the webhook (PUBLIC_URL set: setWebhook once at start) or long polling (development).
 * Without TELEGRAM_BOT_TOKEN there is no bot: its routes answer 404 and nothing is sent.
 */
export function createTelegramModule(ctx: ModuleContext, { postAsUser }: Pick<TelegramDeps, 'postAsUser'> = {}): AppModule<TelegramServices> {
  const settings = ctx.config.telegram;
  const bot = settings ? createTelegramBot(settings) : undefined;
  const deps: TelegramDeps = {
    db: ctx.db,
    log: ctx.log,
    blobs: ctx.blobs,
    bot: bot && settings ? { bot, settings } : undefined,
    publicUrl: ctx.config.publicUrl,
    queues: defineTelegramJobs(ctx.jobs, () => deps),
    pace: { chat: ctx.rateLimits.telegramChat, all: ctx.rateLimits.telegramAll },
    postAsUser,
    sessions: { tokens: ctx.tokens, refreshTtlDays: ctx.config.refreshTokenTtlDays },
  };
  const queues = deps.queues;
  const features: BotFeature[] = [linking(contactStartHandlers), contacts, replies, help];
  if (bot) installBot(bot, deps, features);
  let stopPolling: (() => Promise<void>) | undefined;
  return {
    name: 'telegram',
    services: {
      deps,
      listingChanged: (kind, id) => listingChanged(deps, kind, id),
      // A failure is logged: the bell and the site are told anyway.
      notify: bot ? (userId, notification, chat) => notify(deps, userId, notification, chat).catch((err) => ctx.log.error({ err }, 'telegram: notification not queued')) : undefined,
    },
    routes: [moduleRoutes('/api/telegram', telegramRoutes, { deps })],
    jobs: [queues.update, queues.send, queues.webhook, queues.prune, queues.channel, queues.channelSweep],
    views: [],
    ready: async () => {
      if (!settings) return;
      if (settings.receive === 'webhook' && ctx.config.publicUrl) await queues.webhook.upsert('set', { url: `${ctx.config.publicUrl}${WEBHOOK_PATH}` });
      else if (settings.receive === 'polling') stopPolling = startPolling(deps);
    },
    close: async () => {
      await stopPolling?.();
    },
  };
}
