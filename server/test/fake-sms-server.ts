import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the SMS provider: records every message it receives (POST {to, text}), and
 * answers GET with them as JSON (the browser tests read the codes the server sent this way).
 */
export async function startFakeSmsServer() {
  const messages: { to: string; text: string; authorization?: string }[] = [];
  const server = http.createServer((req, res) => {
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages.map(({ to, text }) => ({ to, text }))));
      return;
    }
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      try {
        const parsed = JSON.parse(body) as { to: string; text: string };
        messages.push({ ...parsed, authorization: req.headers.authorization });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"queued"}');
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/send`,
    messages,
    /** The 6-digit code of the last message sent to a 9-digit phone. */
    lastCode(phone: string) {
      const m = [...messages].reverse().find((x) => x.to === `998${phone}`);
      return m?.text.match(/\b(\d{6})\b/)?.[1];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
