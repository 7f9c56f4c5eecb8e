import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  chatCreatedSchema,
  chatListSchema,
  chatMessageSchema,
  chatParamsSchema,
  chatUserParamsSchema,
  createChatSchema,
  historyQuerySchema,
  readChatSchema,
  socketTicketSchema,
  unreadCountSchema,
  unreadSummarySchema,
} from '@shared/schemas/messenger';
import { phoneUnconfirmed } from '../../lib/auth-user';
import { allow, requireSession, requireUser, signedIn } from '../../plugins/auth';
import { canChat } from './messenger.policies';
import type { ChatRow } from './messenger.repository';
import * as service from './messenger.service';
import { issueSocketTicket } from './socket-tickets.service';
import { security } from '../../plugins/openapi';
import { withZod } from '../../plugins/route-app';

const tags = ['messenger'];

/** Routes of /api/messenger/ (spec §7 messenger rows; the contract is shared/schemas/messenger.ts). Signed-in users only; the services are the module's (messenger.module.ts). */
export default async function messengerRoutes(fastify: FastifyInstance, { deps }: { deps: service.MessengerDeps }) {
  const app = withZod(fastify);
  app.addHook('onRequest', signedIn);

  /** Membership before anything is read: a stranger learns nothing, not even whether the body was valid. */
  const chats = new WeakMap<FastifyRequest, ChatRow>();
  const member = async (request: FastifyRequest) => {
    const user = await requireUser(request);
    chats.set(request, await service.requireChat(deps, user.id, (request.params as { chat: string }).chat));
  };

  app.get('/chats/', { schema: { tags, security, summary: 'The caller’s chats, most recent activity first', response: { 200: chatListSchema } } }, async (request) => ({
    chats: await service.listChats(deps, await requireUser(request)),
  }));

  app.post(
    '/socket-ticket/',
    {
      config: { noStore: true },
      schema: {
        tags,
        security,
        summary: 'A one-time ticket for a chat socket of this session (/chat/…/?ticket=), valid 30 seconds: a socket URL without the access token',
        response: { 201: socketTicketSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await issueSocketTicket(app.db, await requireSession(request), (app.config.now ?? Date.now)())),
  );

  app.get('/unread/', { schema: { tags, security, summary: 'Unread messages: the total and per chat', response: { 200: unreadSummarySchema } } }, async (request) =>
    service.unread(deps, (await requireUser(request)).id),
  );

  app.get(
    '/chats/:chat/',
    {
      schema: {
        tags,
        security,
        summary: 'A chat’s messages, oldest first: the latest 50, or those before/after a message',
        params: chatParamsSchema,
        querystring: historyQuerySchema,
        response: { 200: z.array(chatMessageSchema) },
      },
    },
    async (request) => service.history(deps, await requireUser(request), request.params.chat, request.query),
  );

  app.post(
    '/chats/:user/create/',
    {
      onRequest: allow(canChat, phoneUnconfirmed),
      schema: {
        tags,
        security,
        summary: 'Starts (or finds) the chat with a user about a product or an announcement, posted once; with neither, only finds an existing chat (a confirmed phone needed, else 403 auth.phone_unconfirmed)',
        params: chatUserParamsSchema,
        body: createChatSchema,
        response: { 200: chatCreatedSchema, 201: chatCreatedSchema },
      },
    },
    async (request, reply) => {
      const result = await service.createChat(deps, await requireUser(request), request.params.user, request.body.data);
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );

  app.post(
    '/chats/:chat/read/',
    {
      onRequest: member,
      schema: { tags, security, summary: 'Marks the chat read up to a message; sends a read receipt', params: chatParamsSchema, body: readChatSchema, response: { 200: unreadCountSchema } },
    },
    async (request) => {
      return service.markRead(deps, await requireUser(request), chats.get(request)!, request.body.message);
    },
  );
}
