import type { FastifyBaseLogger } from 'fastify';
import { redactSecrets } from './log-redaction';

/** Sends a text message to a 9-digit Uzbek phone number. */
export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}

/** Eskiz's own API (ESKIZ_API_URL's default); the tests point the sender at a local stand-in (server/test/fake-eskiz-server.ts). */
export const ESKIZ_API_URL = 'https://notify.eskiz.uz';
/** The sender name every Eskiz account may use before its own is approved (ESKIZ_FROM's default). */
export const ESKIZ_DEFAULT_FROM = '4546';

/** Which provider sends the SMS (SMS_PROVIDER and its variables; README "Configuration", docs/deploy.md "SMS"). */
export type SmsSettings =
  /** None: the message (and the code in it) is written to the server log. */
  | { provider: 'log' }
  /** A provider reached over HTTP (SMS_API_URL, SMS_API_TOKEN). */
  | { provider: 'http'; url: string; token?: string }
  /** Eskiz (notify.eskiz.uz): ESKIZ_EMAIL, ESKIZ_PASSWORD, ESKIZ_FROM, ESKIZ_API_URL. */
  | { provider: 'eskiz'; email: string; password: string; from: string; apiUrl: string };

/** The longest wait for any one answer of a provider. */
const SMS_TIMEOUT_MS = 10_000;

/** Default: no SMS provider configured, so the message (and the code in it) is written to the server log. */
class LogSmsSender implements SmsSender {
  constructor(private readonly log: FastifyBaseLogger) {}
  async send(phone: string, text: string): Promise<void> {
    this.log.info({ sms: { to: `+998${phone}`, text } }, 'SMS (log sender)');
  }
}

/**
 * A provider reached over HTTP: POST {to, text} as JSON to SMS_API_URL with a bearer token.
 * Tests run it against a small local fake server.
 */
export class HttpSmsSender implements SmsSender {
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
  ) {}
  async send(phone: string, text: string): Promise<void> {
    const res = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
      body: JSON.stringify({ to: `998${phone}`, text }),
      signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
  }
}

export interface EskizOptions {
  /** The API's root (ESKIZ_API_URL: https://notify.eskiz.uz, or a local stand-in). */
  apiUrl: string;
  email: string;
  password: string;
  /** The sender name the phone shows (ESKIZ_FROM): one approved for the account, or Eskiz's '4546'. */
  from: string;
  /** The longest wait for any one answer (10 s). */
  timeoutMs?: number;
  /** A token that expires within this is renewed (PATCH auth/refresh) before it is used (a day). */
  refreshAheadMs?: number;
  /** The clock the token's expiry is read against. */
  now?: () => number;
  log?: FastifyBaseLogger;
}

/** The part of Eskiz's answers we read: a token (login, refresh) or an error's words. */
interface EskizAnswer {
  message?: unknown;
  status?: unknown;
  data?: { token?: unknown };
}

/**
 * Eskiz (notify.eskiz.uz), the common Uzbek SMS gateway:
 * - POST auth/login with the account's e-mail and password (form fields) gives a bearer token (a JWT
 *   valid about 30 days); it is kept in memory: one login per process, and concurrent sends wait for
 *   the one login (or refresh) in flight;
 * - a token about to expire (its `exp`) is renewed with PATCH auth/refresh; should that fail, a new login;
 * - POST message/sms/send (mobile_phone 998XXXXXXXXX, message, from) with the token; a 401 there (the
 *   token expired or was revoked) logs in again once and sends once more;
 * - any other refusal (a bad number, a text not approved for the account: Eskiz moderates its
 *   accounts' templates) throws with Eskiz's words, as the other senders throw.
 * Neither the password nor a token ever goes into an error or the log.
 */
export class EskizSmsSender implements SmsSender {
  private token: string | undefined;
  /** The login or refresh in flight, which every send waits for. */
  private pending: Promise<string> | undefined;
  private readonly base: string;

  constructor(private readonly opts: EskizOptions) {
    this.base = opts.apiUrl.replace(/\/+$/, '');
  }

  async send(phone: string, text: string): Promise<void> {
    const token = await this.currentToken();
    let res = await this.sendWith(token, phone, text);
    if (res.status === 401) {
      this.opts.log?.warn('Eskiz refused the token: signing in again');
      res = await this.sendWith(await this.renewRejected(token), phone, text);
    }
    const body = await answerOf(res);
    if (!res.ok || body.status === 'error') throw new Error(`Eskiz refused the SMS (${res.status}): ${this.wordsOf(body)}`);
  }

  private sendWith(token: string, phone: string, text: string) {
    const form = new FormData();
    form.set('mobile_phone', `998${phone}`);
    form.set('message', text);
    form.set('from', this.opts.from);
    return this.call('POST', '/api/message/sms/send', form, token);
  }

  /** The token to send with: the kept one, renewed first when it is about to expire; a login when there is none. */
  private currentToken(): Promise<string> {
    if (this.pending) return this.pending;
    const kept = this.token;
    if (kept && !this.expiresSoon(kept)) return Promise.resolve(kept);
    return this.renewing(kept ? this.refresh(kept).catch(() => this.login()) : this.login());
  }

  /** After a 401 for `rejected`: a new login, unless another send has already replaced that token. */
  private renewRejected(rejected: string): Promise<string> {
    if (this.pending) return this.pending;
    if (this.token && this.token !== rejected) return Promise.resolve(this.token);
    this.token = undefined;
    return this.renewing(this.login());
  }

  private renewing(getting: Promise<string>): Promise<string> {
    const pending = getting
      .then((token) => (this.token = token))
      .finally(() => {
        if (this.pending === pending) this.pending = undefined;
      });
    this.pending = pending;
    return pending;
  }

  private async login(): Promise<string> {
    const form = new FormData();
    form.set('email', this.opts.email);
    form.set('password', this.opts.password);
    const res = await this.call('POST', '/api/auth/login', form);
    const body = await answerOf(res);
    if (!res.ok) {
      const hint = res.status === 401 || res.status === 422 ? ': check ESKIZ_EMAIL and ESKIZ_PASSWORD' : '';
      throw new Error(`Eskiz refused the sign-in (${res.status})${hint}: ${this.wordsOf(body)}`);
    }
    return tokenOf(body, 'sign-in');
  }

  private async refresh(token: string): Promise<string> {
    const res = await this.call('PATCH', '/api/auth/refresh', undefined, token);
    const body = await answerOf(res);
    if (!res.ok) throw new Error(`Eskiz refused to refresh the token (${res.status})`);
    return tokenOf(body, 'token refresh');
  }

  private async call(method: string, path: string, form: FormData | undefined, token?: string): Promise<Response> {
    try {
      return await fetch(`${this.base}${path}`, {
        method,
        headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: form,
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? SMS_TIMEOUT_MS),
      });
    } catch (err) {
      // A timeout or an unreachable host: the cause's own words, without anything secret (none is in a URL here).
      throw new Error(`Eskiz did not answer ${method} ${path}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  /** Whether the token (a JWT whose payload has `exp`, in seconds) expires within refreshAheadMs; unreadable: no. */
  private expiresSoon(token: string): boolean {
    const exp = expiryOf(token);
    return exp !== undefined && exp * 1000 - (this.opts.now ?? Date.now)() < (this.opts.refreshAheadMs ?? 24 * 3600_000);
  }

  /** Eskiz's words of a refusal, short, with nothing secret in them. */
  private wordsOf(body: EskizAnswer): string {
    const words = typeof body.message === 'string' ? body.message : JSON.stringify(body.message ?? 'no message');
    const { password } = this.opts;
    return redactSecrets(password ? words.split(password).join('[redacted]') : words).slice(0, 200);
  }
}

async function answerOf(res: Response): Promise<EskizAnswer> {
  const body: unknown = await res.json().catch(() => ({}));
  return body && typeof body === 'object' ? (body as EskizAnswer) : {};
}

function tokenOf(body: EskizAnswer, what: string): string {
  const token = body.data?.token;
  if (typeof token !== 'string' || !token) throw new Error(`Eskiz's ${what} answer has no token`);
  return token;
}

function expiryOf(token: string): number | undefined {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    const exp = (payload as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' ? exp : undefined;
  } catch {
    return undefined;
  }
}

export function createSmsSender(settings: SmsSettings, log: FastifyBaseLogger): SmsSender {
  switch (settings.provider) {
    case 'http':
      return new HttpSmsSender(settings.url, settings.token);
    case 'eskiz':
      return new EskizSmsSender({ apiUrl: settings.apiUrl, email: settings.email, password: settings.password, from: settings.from, log });
    case 'log':
      return new LogSmsSender(log);
  }
}
