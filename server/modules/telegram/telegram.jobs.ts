import type { Jobs } from '../../lib/jobs';
import { JobFailure } from '../../lib/jobs';
import { telegramFailureOf } from '../../lib/telegram';
import { reconcileChannelPost, sweepChannel, type ChannelJob } from './channel.service';
import * as repo from './telegram.repository';
import { deliver, requireBot, type TelegramDeps, type TelegramQueues } from './telegram.service';

/** A Bot API failure as the jobs page shows it: a short code and Telegram's status, never its words. */
function asJobFailure(err: unknown): JobFailure {
  const failure = telegramFailureOf(err);
  if (failure.kind === 'retry_after') return new JobFailure('telegram.too_many_requests', `Telegram: retry after ${failure.seconds} s`, 429);
  if (failure.kind === 'chat_gone') return new JobFailure('telegram.chat_gone', 'Telegram: the chat is gone (the bot was blocked)', 403);
  if (failure.kind === 'refused') return new JobFailure('telegram.refused', `Telegram refused: ${failure.description}`, failure.status);
  return new JobFailure('telegram.unavailable', 'Telegram did not answer');
}

/**
 * The bot's queues: each update taken (telegram.update: the bot handles it; a failure, Telegram down
 * say, is tried again), the bot's messages (telegram.send), setWebhook at start (telegram.webhook), and the hourly pruning of the kept
 * update ids and spent codes (telegram.prune).
 */
export function defineTelegramJobs(jobs: Jobs, deps: () => TelegramDeps): TelegramQueues {
  return {
    update: jobs.define({
      name: 'telegram.update',
      options: { retryLimit: 3, retryDelay: 2, retryBackoff: true, retryDelayMax: 60 },
      concurrency: 4,
      // Per chat (receiveUpdate's group), one at a time across instances: a chat's updates in their order.
      groupConcurrency: 1,
      async handle({ update }) {
        const { bot } = requireBot(deps());
        try {
          await bot.handleUpdate(update as unknown as Parameters<typeof bot.handleUpdate>[0]);
        } catch (err) {
          throw asJobFailure((err as { error?: unknown }).error ?? err);
        }
      },
    }),
    send: jobs.define({
      name: 'telegram.send',
      options: { retryLimit: 8, retryDelay: 2, retryBackoff: true, retryDelayMax: 600 },
      concurrency: 8,
      groupConcurrency: 1,
      async handle(job) {
        try {
          await deliver(deps(), job);
        } catch (err) {
          throw asJobFailure(err);
        }
      },
    }),
    webhook: jobs.define({
      name: 'telegram.webhook',
      async handle({ url }) {
        const { bot, settings } = requireBot(deps());
        try {
          await bot.api.setWebhook(url, { secret_token: settings.webhookSecret, allowed_updates: ['message', 'callback_query'], drop_pending_updates: false });
        } catch (err) {
          throw asJobFailure(err);
        }
      },
    }),
    prune: jobs.define<object>({
      name: 'telegram.prune',
      cron: '17 * * * *',
      async handle() {
        await repo.pruneOld(deps().db);
      },
    }),
    channel: jobs.define<ChannelJob>({
      name: 'telegram.channel',
      options: { retryLimit: 8, retryDelay: 5, retryBackoff: true, retryDelayMax: 600 },
      // One post at a time, across instances (all jobs are one group): a channel takes about 20 posts a minute.
      concurrency: 1,
      groupConcurrency: 1,
      async handle(job) {
        try {
          await reconcileChannelPost(deps(), job);
        } catch (err) {
          throw asJobFailure(err);
        }
      },
    }),
    channelSweep: jobs.define<object>({
      name: 'telegram.channel-sweep',
      cron: '*/10 * * * *',
      handle: () => sweepChannel(deps()),
    }),
  };
}
