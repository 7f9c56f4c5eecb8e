import type { FastifyBaseLogger } from 'fastify';

/** Sends a text message to a 9-digit Uzbek phone number. */
export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}

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
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
  }
}

export function createSmsSender(config: { smsApiUrl?: string; smsApiToken?: string }, log: FastifyBaseLogger): SmsSender {
  return config.smsApiUrl ? new HttpSmsSender(config.smsApiUrl, config.smsApiToken) : new LogSmsSender(log);
}
