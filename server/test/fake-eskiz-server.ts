import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The account the stand-in knows at start (any other e-mail or password is refused). */
export const FAKE_ESKIZ_ACCOUNT = { email: 'ipak@example.uz', password: 'eskiz-parol-2026' } as const;

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

interface EskizMessage {
  mobile_phone: string;
  message: string;
  from: string;
  /** The token it was sent with. */
  token: string;
}

/**
 * A local stand-in for Eskiz (notify.eskiz.uz), answering as Eskiz does:
 * - POST /api/auth/login (form fields email, password): the one account's right pair gets
 *   `{message: 'token_generated', data: {token}, token_type: 'bearer'}`, a JWT-shaped token whose
 *   payload has `exp`; anything else 401;
 * - PATCH /api/auth/refresh with a valid bearer token: a new token;
 * - POST /api/message/sms/send (mobile_phone, message, from) with a valid token: records the message
 *   and answers `{id, message: 'Waiting for SMS provider', status: 'waiting'}`; without a valid
 *   token 401; a number that is not 998 and 9 digits, a refused number, a sender name not the
 *   account's or a text outside the approved templates: 400 `{message, status: 'error'}`.
 * A test makes every token expire (expireTokens), sets the lifetime of the next ones, refuses numbers,
 * and reads the calls and messages.
 */
export async function startFakeEskizServer() {
  const messages: EskizMessage[] = [];
  const calls = { login: 0, refresh: 0, send: 0 };
  /** Tokens that work, with their expiry (ms). */
  const valid = new Map<string, number>();
  /** Every token handed out (a test checks none reaches the log). */
  const issued: string[] = [];
  const refusedNumbers = new Set<string>();
  const settings = {
    /** The account's e-mail and password (a test changes the password, as its owner may in Eskiz's cabinet). */
    account: { ...FAKE_ESKIZ_ACCOUNT } as { email: string; password: string },
    /** The lifetime of the tokens handed out from now on (Eskiz's are 30 days). */
    tokenLifetimeSeconds: 30 * 24 * 3600,
    /** The sender names the account may use. */
    senders: ['4546', 'Ipak'],
    /** When set, only texts matching one of these go out (Eskiz moderates each account's templates). */
    templates: undefined as RegExp[] | undefined,
  };

  const newToken = () => {
    const iat = Math.floor(Date.now() / 1000);
    const exp = iat + settings.tokenLifetimeSeconds;
    const token = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ exp, iat, role: 'user', sign: randomBytes(8).toString('hex'), sub: '42' })}.${randomBytes(24).toString('base64url')}`;
    valid.set(token, exp * 1000);
    issued.push(token);
    return token;
  };
  const bearerOf = (req: http.IncomingMessage) => {
    const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    const until = token ? valid.get(token) : undefined;
    return token && until !== undefined && until > Date.now() ? token : undefined;
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = (status: number, body: object) => void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      // Eskiz takes multipart/form-data and urlencoded forms alike (the web platform's own reader here).
      const form = () => new Response(Buffer.concat(chunks), { headers: { 'content-type': req.headers['content-type'] ?? 'text/plain' } }).formData();
      const field = (f: FormData, name: string) => {
        const v = f.get(name);
        return typeof v === 'string' ? v : '';
      };
      void (async () => {
        if (req.method === 'POST' && path === '/api/auth/login') {
          calls.login++;
          const f = await form().catch(() => new FormData());
          if (field(f, 'email') !== settings.account.email || field(f, 'password') !== settings.account.password) {
            return answer(401, { message: 'Incorrect email or password', status: 'error' });
          }
          return answer(200, { message: 'token_generated', data: { token: newToken() }, token_type: 'bearer' });
        }
        if (req.method === 'PATCH' && path === '/api/auth/refresh') {
          calls.refresh++;
          const old = bearerOf(req);
          if (!old) return answer(401, { message: 'Expired', status: 'error' });
          valid.delete(old);
          return answer(200, { message: 'token_refreshed', data: { token: newToken() }, token_type: 'bearer' });
        }
        if (req.method === 'POST' && path === '/api/message/sms/send') {
          calls.send++;
          const token = bearerOf(req);
          if (!token) return answer(401, { message: 'Expired', status: 'error' });
          const f = await form().catch(() => new FormData());
          const mobile = field(f, 'mobile_phone');
          const text = field(f, 'message');
          const from = field(f, 'from');
          if (!/^998\d{9}$/.test(mobile) || refusedNumbers.has(mobile)) return answer(400, { message: 'Invalid phone number', status: 'error' });
          if (!text) return answer(400, { message: 'Message is empty', status: 'error' });
          if (!settings.senders.includes(from)) return answer(400, { message: `Nickname ${from} is not allowed for this account`, status: 'error' });
          if (settings.templates && !settings.templates.some((t) => t.test(text))) {
            return answer(400, { message: 'This text has not been moderated: add it as a template first', status: 'error' });
          }
          messages.push({ mobile_phone: mobile, message: text, from, token });
          return answer(200, { id: randomUUID(), message: 'Waiting for SMS provider', status: 'waiting' });
        }
        return answer(404, { message: 'Not found', status: 'error' });
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    calls,
    issued,
    settings,
    /** Every token handed out so far stops working (as Eskiz's do after 30 days): the next call with one answers 401. */
    expireTokens: () => valid.clear(),
    /** Sends to this 9-digit phone are refused (400), as a number Eskiz cannot deliver to. */
    refuseNumber: (phone: string) => refusedNumbers.add(`998${phone}`),
    /** The 6-digit code of the last message sent to a 9-digit phone. */
    lastCode(phone: string) {
      const m = [...messages].reverse().find((x) => x.mobile_phone === `998${phone}`);
      return m?.message.match(/\b(\d{6})\b/)?.[1];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeEskizServer = Awaited<ReturnType<typeof startFakeEskizServer>>;
