import type { TelegramUpdate } from '@shared/schemas/telegram';
import { telegramFailureOf } from '../../lib/telegram';
import { receiveUpdate, requireBot, type TelegramDeps } from './telegram.service';

/**
 * Development without PUBLIC_URL: the updates are fetched with getUpdates (long polling, 25 s) in a
 * loop, and each is taken as the webhook takes it (once, through the job queue). One instance only:
 * Telegram answers a second poller, and a poller while a webhook is set, with 409. Returns a stop.
 */
export function startPolling(deps: TelegramDeps): () => Promise<void> {
  const { bot } = requireBot(deps);
  const abort = new AbortController();
  // grammY types its signal with the abort-controller polyfill's type; Node's own is the same thing.
  const signal = abort.signal as unknown as Parameters<typeof bot.api.getUpdates>[1];
  let offset = 0;
  const loop = (async () => {
    await bot.api.deleteWebhook({ drop_pending_updates: false }, signal).catch((err: unknown) => deps.log.warn({ err }, 'telegram: deleteWebhook failed'));
    while (!abort.signal.aborted) {
      try {
        const updates = await bot.api.getUpdates({ offset, timeout: 25, allowed_updates: ['message', 'callback_query'] }, signal);
        for (const update of updates) {
          await receiveUpdate(deps, update as unknown as TelegramUpdate);
          offset = update.update_id + 1;
        }
      } catch (err) {
        if (abort.signal.aborted) break;
        const failure = telegramFailureOf(err);
        deps.log.warn({ err }, 'telegram: getUpdates failed');
        await new Promise((resolve) => setTimeout(resolve, failure.kind === 'retry_after' ? failure.seconds * 1000 : 5000));
      }
    }
  })();
  return async () => {
    abort.abort();
    await loop;
  };
}
