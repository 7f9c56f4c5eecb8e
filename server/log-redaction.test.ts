import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ME_GUID } from '@shared/constants';
import { redactSecrets } from './lib/log-redaction';
import { bearer, createSignedInUser } from './test/factories';
import { buildChatTestApp, TestSocket } from './test/chat-app';

/** Every line the app logs, as written (the request log at info). */
const lines: string[] = [];
let t: Awaited<ReturnType<typeof buildChatTestApp>>;

beforeAll(async () => {
  t = await buildChatTestApp({ env: { LOG_LEVEL: 'debug' }, logStream: { write: (line) => void lines.push(line) } });
});
afterAll(() => t.close());

const logText = () => lines.join('');

describe('the log', () => {
  it('never holds the access token of a chat socket opened with ?token=', async () => {
    const user = await createSignedInUser(t.app);
    const from = lines.length;
    const socket = await TestSocket.open(`${t.wsUrl}/chat/inbox/?token=${user.token}`);
    socket.ws.close();
    await socket.closed;
    // The request log has the socket's line, with the token replaced.
    await vi.waitFor(() => expect(lines.slice(from).some((l) => l.includes('/chat/inbox/?token=[redacted]'))).toBe(true));
    expect(logText()).not.toContain(user.token);
    // Not even its signature part alone.
    expect(logText()).not.toContain(user.token.split('.')[2]);
  });

  it('never holds a token, a ticket, a refresh token, a password or a cookie sent in a request', async () => {
    const user = await createSignedInUser(t.app);
    const secrets = { refresh: 'refresh-secret-1234567890', password: 'parol-secret-123', cookie: 'cookie-secret-777', ticket: 'ticket-secret-555', code: '918273' };
    await t.app.inject({ method: 'GET', url: `/api/users/accounts/${ME_GUID}/`, headers: { ...bearer(user.token), cookie: `ipak_refresh=${secrets.cookie}` } });
    await t.app.inject({ method: 'POST', url: '/api/users/accounts/refresh/', payload: { refresh: secrets.refresh } });
    await t.app.inject({ method: 'POST', url: '/api/users/accounts/login/', payload: { phone: '+998901234567', password: secrets.password } });
    await t.app.inject({ method: 'GET', url: `/api/nowhere/?ticket=${secrets.ticket}&code=${secrets.code}&token=${user.token}` });
    await t.app.inject({ method: 'GET', url: `/chat/inbox/?token=${user.token}` });
    const text = logText();
    expect(text).toContain('[redacted]');
    for (const secret of [user.token, ...Object.values(secrets)]) expect(text).not.toContain(secret);
  });
});

describe('redactSecrets', () => {
  it('replaces secret query values and anything shaped like a JWT, and leaves the rest', () => {
    expect(redactSecrets('/chat/x/?token=abc.def&lang=ru')).toBe('/chat/x/?token=[redacted]&lang=ru');
    expect(redactSecrets('/chat/inbox/?lang=uz&ticket=T1')).toBe('/chat/inbox/?lang=uz&ticket=[redacted]');
    expect(redactSecrets('Bearer eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl end')).toBe('Bearer [redacted] end');
    expect(redactSecrets('/shop/?q=token&page=2')).toBe('/shop/?q=token&page=2');
  });
});
