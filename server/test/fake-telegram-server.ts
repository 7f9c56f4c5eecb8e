import { randomInt } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A Bot API call as the stand-in received it: the method and its parameters (JSON, or the fields of a multipart upload; a file field as `{ file: <name>, bytes }`). */
interface TelegramCall {
  method: string;
  params: Record<string, unknown>;
  /** When it arrived (ms since the epoch): the pacing of a chat's messages is seen in it. */
  at: number;
  /** The message_id of what it sent (a send that succeeded). */
  sentId?: number;
}

/** An error the Bot API answers with (`ok: false`). */
export interface TelegramErrorAnswer {
  error_code: number;
  description: string;
  parameters?: { retry_after?: number; migrate_to_chat_id?: number };
}

interface KeptMessage {
  chat_id: number | string;
  message_id: number;
  text?: string;
  caption?: string;
  photo?: boolean;
}

/**
 * A local stand-in for Telegram's Bot API (TELEGRAM_API_URL in the tests): it answers each method
 * the platform calls as Telegram does (`{ ok, result }` or `{ ok: false, error_code, description,
 * parameters }`), keeps the messages it was asked to send (so an edit or a delete of one that does
 * not exist is refused as Telegram refuses it), and records every call. A test can make it answer
 * the next calls of a method with an error (a 429 with retry_after, a 403 of a blocked bot, a 502),
 * block a chat (every send to it then answers 403 'bot was blocked by the user'), or hold updates for
 * getUpdates (long polling).
 *
 * Browser tests, which run it in another process, reach the same through its control paths:
 * GET /__calls (every call, as JSON), POST /__fail (`{ method, error, times }`), POST /__block
 * (`{ chat_id }`) and POST /__updates (an update, for the app's long polling to fetch).
 */
export async function startFakeTelegramServer() {
  const calls: TelegramCall[] = [];
  const failures = new Map<string, TelegramErrorAnswer[]>();
  const blocked = new Set<string>();
  const messages = new Map<string, KeptMessage>();
  const pendingUpdates: { update_id: number }[] = [];
  const updateWaiters = new Set<() => void>();
  let webhook: { url: string; secret_token?: string } | null = null;
  let nextMessageId = 100;
  let lastUpdateId = 0;
  const key = (chat: unknown, id: unknown) => `${String(chat)}:${String(id)}`;

  const ok = (result: unknown) => ({ ok: true, result });
  const error = (e: TelegramErrorAnswer) => ({ ok: false, ...e });
  const badRequest = (description: string) => error({ error_code: 400, description: `Bad Request: ${description}` });

  const sent = (params: Record<string, unknown>, fields: Partial<KeptMessage>) => {
    const chatId = params.chat_id as number | string;
    const message: KeptMessage = { chat_id: chatId, message_id: nextMessageId++, ...fields };
    messages.set(key(chatId, message.message_id), message);
    return ok({
      message_id: message.message_id,
      date: Math.floor(Date.now() / 1000),
      chat: typeof chatId === 'number' ? { id: chatId, type: 'private' } : { id: -1001000000000, type: 'channel', username: String(chatId).replace(/^@/, '') },
      ...(fields.text !== undefined ? { text: fields.text } : {}),
      ...(fields.caption !== undefined ? { caption: fields.caption } : {}),
      ...(fields.photo ? { photo: [{ file_id: `photo-${message.message_id}`, file_unique_id: `u${message.message_id}`, width: 800, height: 600 }] } : {}),
    });
  };

  const kept = (params: Record<string, unknown>) => messages.get(key(params.chat_id, params.message_id));

  async function answer(method: string, params: Record<string, unknown>): Promise<object> {
    const failure = failures.get(method)?.shift();
    if (failure) return error(failure);
    const chat = params.chat_id === undefined ? undefined : String(params.chat_id);
    if (chat !== undefined && blocked.has(chat) && /^(send|edit|forward|copy)/.test(method)) return error({ error_code: 403, description: 'Forbidden: bot was blocked by the user' });
    switch (method) {
      case 'getMe':
        return ok({ id: 1, is_bot: true, first_name: 'Ipak', username: 'ipak_test_bot' });
      case 'setWebhook':
        webhook = { url: String(params.url), secret_token: params.secret_token as string | undefined };
        return ok(true);
      case 'deleteWebhook':
        webhook = null;
        return ok(true);
      case 'getWebhookInfo':
        return ok({ url: webhook?.url ?? '', has_custom_certificate: false, pending_update_count: 0 });
      case 'getUpdates':
        return ok(await updatesAfter(Number(params.offset ?? 0), Math.min(Number(params.timeout ?? 0), 2)));
      case 'sendMessage':
        if (typeof params.text !== 'string' || !params.text.trim()) return badRequest('message text is empty');
        return sent(params, { text: params.text });
      case 'sendPhoto':
        if (params.photo === undefined) return badRequest('there is no photo in the request');
        return sent(params, { photo: true, caption: params.caption as string | undefined });
      case 'editMessageText': {
        const message = kept(params);
        if (!message) return badRequest('message to edit not found');
        if (message.text === params.text) return badRequest('message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message');
        message.text = String(params.text);
        return ok({ message_id: message.message_id, text: message.text });
      }
      case 'editMessageCaption': {
        const message = kept(params);
        if (!message) return badRequest('message to edit not found');
        if (message.caption === params.caption) return badRequest('message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message');
        message.caption = params.caption as string | undefined;
        return ok({ message_id: message.message_id, caption: message.caption });
      }
      case 'editMessageMedia': {
        const message = kept(params);
        if (!message) return badRequest('message to edit not found');
        const media = params.media as { type?: string; media?: unknown; caption?: string } | undefined;
        if (!media?.media) return badRequest('there is no media in the request');
        message.photo = media.type === 'photo';
        message.caption = media.caption;
        return ok({ message_id: message.message_id });
      }
      case 'deleteMessage': {
        if (!messages.delete(key(params.chat_id, params.message_id))) return badRequest('message to delete not found');
        return ok(true);
      }
      case 'answerCallbackQuery':
      case 'setMyCommands':
      case 'sendChatAction':
        return ok(true);
      default:
        return error({ error_code: 404, description: 'Not Found: method not found' });
    }
  }

  function updatesAfter(offset: number, timeoutSeconds: number): Promise<object[]> {
    // An offset confirms every update before it: Telegram forgets them.
    while (pendingUpdates.length && pendingUpdates[0].update_id < offset) pendingUpdates.shift();
    if (pendingUpdates.length || timeoutSeconds <= 0) return Promise.resolve([...pendingUpdates]);
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        updateWaiters.delete(done);
        resolve([...pendingUpdates]);
      };
      const timer = setTimeout(done, timeoutSeconds * 1000);
      updateWaiters.add(done);
    });
  }

  async function readParams(req: http.IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const type = req.headers['content-type'] ?? '';
    if (type.startsWith('multipart/form-data')) {
      const form = await new Response(body, { headers: { 'content-type': type } }).formData();
      const params: Record<string, unknown> = {};
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') params[name] = parseField(value);
        else params[name] = { file: value.name, bytes: value.size };
      }
      // grammY sends a file as attach://<field>: the field holds it.
      const attached = (value: unknown) => (typeof value === 'string' && value.startsWith('attach://') ? params[value.slice('attach://'.length)] : value);
      for (const [name, value] of Object.entries(params)) params[name] = attached(value);
      // editMessageMedia: the file is named inside its media (`{ type, media: 'attach://…' }`).
      if (params.media && typeof params.media === 'object' && 'media' in params.media) params.media = { ...params.media, media: attached((params.media as { media: unknown }).media) };
      return params;
    }
    if (!body.length) return {};
    return JSON.parse(body.toString('utf8')) as Record<string, unknown>;
  }

  const parseField = (value: string) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  };

  const server = http.createServer((req, res) => {
    const reply = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    void (async () => {
      try {
        const url = new URL(req.url ?? '/', 'http://localhost');
        if (url.pathname === '/__calls') return reply(200, calls);
        if (url.pathname === '/__fail') {
          const { method, error: answer, times = 1 } = (await readParams(req)) as { method: string; error: TelegramErrorAnswer; times?: number };
          failNext(method, answer, times);
          return reply(200, { ok: true });
        }
        if (url.pathname === '/__block') {
          blocked.add(String((await readParams(req)).chat_id));
          return reply(200, { ok: true });
        }
        if (url.pathname === '/__updates') {
          // Numbered here, as Telegram numbers them: each test process's own numbering would repeat.
          queueUpdate({ ...(await readParams(req)), update_id: ++lastUpdateId });
          return reply(200, { ok: true });
        }
        const match = /^\/bot([^/]+)\/(\w+)$/.exec(url.pathname);
        if (!match) return reply(404, error({ error_code: 404, description: 'Not Found' }));
        const params = await readParams(req);
        const method = match[2];
        const call: TelegramCall = { method, params, at: Date.now() };
        calls.push(call);
        const body = (await answer(method, params)) as { ok: boolean; error_code?: number; result?: { message_id?: number } };
        if (body.ok && typeof body.result?.message_id === 'number') call.sentId = body.result.message_id;
        reply(body.ok ? 200 : (body.error_code ?? 400), body);
      } catch {
        reply(400, badRequest("can't parse request"));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function queueUpdate(update: { update_id: number }) {
    pendingUpdates.push(update);
    for (const wake of [...updateWaiters]) wake();
  }

  function failNext(method: string, answer: TelegramErrorAnswer, times = 1) {
    const list = failures.get(method) ?? [];
    for (let i = 0; i < times; i++) list.push(answer);
    failures.set(method, list);
  }

  return {
    /** TELEGRAM_API_URL for the app. */
    url: `http://127.0.0.1:${port}`,
    calls,
    /** The calls of one method, in order. */
    callsOf: (method: string) => calls.filter((c) => c.method === method),
    /** The webhook the app set (setWebhook), if any. */
    webhook: () => webhook,
    /** The next `times` calls of `method` answer this error. */
    failNext,
    /** The next call of `method` answers 429 Too Many Requests with retry_after. */
    tooManyRequests: (method: string, retryAfterSeconds: number) =>
      failNext(method, { error_code: 429, description: `Too Many Requests: retry after ${retryAfterSeconds}`, parameters: { retry_after: retryAfterSeconds } }),
    /** The user of this private chat blocked the bot: every send to it answers 403 from now on. */
    block: (chatId: number | string) => blocked.add(String(chatId)),
    /** Whether a message the app sent is still there (not deleted), and what it holds now. */
    message: (chatId: number | string, messageId: number) => messages.get(key(chatId, messageId)),
    /** An update for getUpdates (long polling). */
    queueUpdate,
    close: () =>
      new Promise<void>((resolve) => {
        for (const wake of [...updateWaiters]) wake();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeTelegram = Awaited<ReturnType<typeof startFakeTelegramServer>>;

let nextUpdateId = 1;
/** A Telegram user (and their private chat with the bot: its id is the user's). */
export interface TelegramTestUser {
  id: number;
  first_name: string;
  username?: string;
  language_code?: string;
}

/**
 * A Telegram user of one test, with a private chat of their own (one chat links one account): a
 * random id past 2^32 (as Telegram's ids now go; the tables hold them as bigint), so that tests, test
 * files and runs sharing a database or a stand-in never meet. Named Dilnoza unless told otherwise.
 */
export function newTelegramUser(overrides: Partial<TelegramTestUser> = {}): TelegramTestUser {
  const id = randomInt(5_000_000_000, 9_000_000_000);
  const firstName = overrides.first_name ?? 'Dilnoza';
  return { id, first_name: firstName, username: `${firstName.toLowerCase()}_${id}`, ...overrides };
}

/** Updates as Telegram sends them, for the tests to post to the webhook (or the stand-in to hand to long polling). */
export const telegramUpdates = {
  /** A text message in the user's private chat with the bot (a command when it starts with /). */
  text(from: TelegramTestUser, text: string, options: { replyTo?: number } = {}) {
    const command = /^\/\w+/.exec(text);
    return {
      update_id: nextUpdateId++,
      message: {
        message_id: nextUpdateId * 10,
        date: Math.floor(Date.now() / 1000),
        chat: { id: from.id, type: 'private' as const, first_name: from.first_name, username: from.username },
        from: { ...from, is_bot: false },
        text,
        ...(command ? { entities: [{ type: 'bot_command' as const, offset: 0, length: command[0].length }] } : {}),
        ...(options.replyTo ? { reply_to_message: { message_id: options.replyTo, date: Math.floor(Date.now() / 1000), chat: { id: from.id, type: 'private' as const, first_name: from.first_name }, from: { id: 1, is_bot: true, first_name: 'Ipak' }, text: '…' } } : {}),
      },
    };
  },
  /** A shared contact: `userId` is the contact's Telegram user (the sender's own when they share themselves). */
  contact(from: TelegramTestUser, phoneNumber: string, userId: number | undefined = from.id) {
    return {
      update_id: nextUpdateId++,
      message: {
        message_id: nextUpdateId * 10,
        date: Math.floor(Date.now() / 1000),
        chat: { id: from.id, type: 'private' as const, first_name: from.first_name },
        from: { ...from, is_bot: false },
        contact: { phone_number: phoneNumber, first_name: from.first_name, ...(userId !== undefined ? { user_id: userId } : {}) },
      },
    };
  },
};
