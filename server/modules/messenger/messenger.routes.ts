import type { FastifyInstance } from 'fastify';
import { createChatSchema, historyQuerySchema, readChatSchema } from '@shared/schemas/messenger';
import { validate } from '../../lib/validate';
import { requireUser } from '../../plugins/auth';

/** Routes of /api/messenger/ (spec §7 messenger rows; the contract is shared/schemas/messenger.ts). */
export default async function messengerRoutes(app: FastifyInstance) {
  const messenger = () => app.messenger;

  app.get('/chats/', async (request) => {
    const user = await requireUser(request);
    return { chats: await messenger().listChats(user) };
  });

  app.get('/unread/', async (request) => {
    const user = await requireUser(request);
    return messenger().unread(user.id);
  });

  app.get<{ Params: { chat: string } }>('/chats/:chat/', async (request) => {
    const user = await requireUser(request);
    const query = validate(historyQuerySchema, request.query);
    return messenger().history(user, request.params.chat, query);
  });

  app.post<{ Params: { user: string } }>('/chats/:user/create/', async (request, reply) => {
    const user = await requireUser(request);
    const { data } = validate(createChatSchema, request.body);
    const result = await messenger().createChat(user, request.params.user, data);
    return reply.status(result.created ? 201 : 200).send(result);
  });

  app.post<{ Params: { chat: string } }>('/chats/:chat/read/', async (request) => {
    const user = await requireUser(request);
    // Membership first: a stranger learns nothing, not even whether the body was valid.
    const chat = await messenger().requireChat(user.id, request.params.chat);
    const { message } = validate(readChatSchema, request.body);
    return messenger().markRead(user, chat, message);
  });
}
