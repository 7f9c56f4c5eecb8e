import type { ServerNotification } from '@shared/schemas/messenger';
import { type AppModule, type ModuleContext, modulePlugin, moduleRoutes } from '../../app-module';
import { createBroker } from '../../realtime/broker';
import { applicantCounts } from './applicants.service';
import messengerRoutes from './messenger.routes';
import type { ChatMessage } from '@shared/schemas/messenger';
import { messengerDeps, postAsUser, pushNotification, type ChatMessageNotify, type MessengerDeps } from './messenger.service';
import messengerSockets, { type MessengerOptions } from './messenger.sockets';

/** What the messenger hands other modules. */
export interface MessengerServices {
  /** The deps of this instance (its broker): server/app.ts decorates the app with them (tests reach the broker). */
  deps: MessengerDeps;
  /** Shows a notification at once in the user's open tabs (the inbox sockets, on every instance). */
  pushNotification: (userId: number, notification: ServerNotification) => Promise<void>;
  /** A job's applicants (who opened a chat about it), per announcement guid in lower case. */
  applicantCounts: (items: readonly { guid: string; authorId: number }[]) => Promise<Map<string, number>>;
  /** Whether the user has a tab of the site open now (an inbox socket on any instance). */
  isOnline: (userId: number) => Promise<boolean>;
  /** Posts a text into a chat as one of its members, from outside the site (a reply in Telegram): the rules of a message sent on the chat's socket (postAsUser). */
  postAsUser: (userId: number, chatGuid: string, text: string) => Promise<ChatMessage>;
}

/**
 * The messenger (/api/messenger/, and the sockets /chat/{chat}/ and /chat/inbox/): its broker (Redis
 * pub/sub when REDIS_URL, else in process; closed with the app by the sockets), its API and sockets.
 * `webPush` sends a chat message to a member with no socket open at all (the push module's);
 * `telegram` tells a member with no socket of the chat open in Telegram (the telegram module's).
 */
export async function createMessengerModule(
  ctx: ModuleContext,
  { webPush, telegram, options = {} }: { webPush: MessengerDeps['webPush']; telegram?: ChatMessageNotify; options?: MessengerOptions },
): Promise<AppModule<MessengerServices>> {
  const { broker: given, ...timers } = options;
  const broker = given ?? (await createBroker({ redisUrl: ctx.config.redisUrl, prefix: ctx.config.redisPrefix, log: ctx.log }));
  const deps = messengerDeps(ctx.db, broker, ctx.log, webPush, telegram);
  return {
    name: 'messenger',
    services: {
      deps,
      pushNotification: (userId, notification) => pushNotification(deps, userId, notification),
      applicantCounts: (items) => applicantCounts(deps, items),
      isOnline: (userId) => broker.isOnline(userId),
      postAsUser: (userId, chatGuid, text) => postAsUser(deps, ctx.rateLimits.chatSend, userId, chatGuid, text),
    },
    routes: [moduleRoutes('/api/messenger', messengerRoutes, { deps })],
    jobs: [],
    sockets: modulePlugin(messengerSockets, { deps, ...timers }),
    views: [],
  };
}
