import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import { serverBusy } from '../lib/errors';
import { waitPage, type WaitWords } from '../lib/wait-page';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this route answers even while the instance sheds load (health, readiness, metrics). */
    shedding?: boolean;
  }
}

/** A reader's browser asking for a page (not the API, a file or a socket). */
const isPageRequest = (request: FastifyRequest) =>
  request.method === 'GET' && !/^\/(api|media|assets)\//.test(request.url) && (request.headers.accept ?? '').includes('text/html');

/** What a reader's browser gets instead of a page while the instance sheds load (server/lib/wait-page.ts). */
const BUSY: WaitWords = {
  uz: { title: 'Sayt hozir band', text: "Sahifa {s} soniyadan so'ng o'zi qayta ochiladi." },
  ru: 'Сайт сейчас перегружен. Страница откроется снова через {s} с.',
  en: 'The site is busy. This page will reload in {s} s.',
};

/**
 * Load shedding: while the event loop lags more than config.loadShedding.maxEventLoopDelayMs
 * (@fastify/under-pressure's mean over a sample), and has for a whole sample or more, a request is answered at
 * once with 503 and Retry-After (server_busy, the API's one error shape; a short page for a reader's
 * browser) instead of joining a queue in which every answer comes too late: the client (or the proxy,
 * for another instance) tries again, and the requests already taken finish. Routes marked
 * `config: { shedding: false }` answer as always, so an operator can still see in.
 */
export default fp(
  async function loadSheddingPlugin(app: FastifyInstance) {
    const { maxEventLoopDelayMs, retryAfterSeconds, sampleIntervalMs = 1000 } = app.config.loadShedding;
    if (maxEventLoopDelayMs <= 0) return;

    // Since when the lag has been over the limit, as this watch saw it (twice a sample). One long pause
    // (a garbage collection, one long statement of the embedded database, the start-up) makes one
    // sample lag and is over by the next, so it sheds nothing; an overloaded instance lags sample
    // after sample.
    let overSince: number | null = null;
    const watch = setInterval(() => {
      if (!app.hasDecorator('memoryUsage')) return;
      if (app.memoryUsage().eventLoopDelay > maxEventLoopDelayMs) overSince ??= Date.now();
      else overSince = null;
    }, Math.max(5, sampleIntervalMs / 2));
    watch.unref();
    app.addHook('onClose', async () => clearInterval(watch));
    const sustained = () => overSince !== null && Date.now() - overSince >= sampleIntervalMs;

    await app.register(underPressure, {
      maxEventLoopDelay: maxEventLoopDelayMs,
      sampleInterval: sampleIntervalMs,
      retryAfter: retryAfterSeconds,
      // Answers: undefined, the request goes on (a route never shed, or a lag not yet sustained); a
      // string, which under-pressure sends as the answer and ends the request with (the page: its
      // types say void, its code and README take any value); a rejected promise, which the error
      // plugin answers.
      pressureHandler: ((request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => {
        if (request.routeOptions.config.shedding === false || !sustained()) return undefined;
        request.log.warn({ type, value }, 'shedding load');
        if (isPageRequest(request)) {
          reply.status(503).header('retry-after', String(retryAfterSeconds)).header('cache-control', 'no-store').type('text/html; charset=utf-8');
          return waitPage(retryAfterSeconds, BUSY);
        }
        return Promise.reject(serverBusy(retryAfterSeconds));
      }) as unknown as (request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => void,
    });
  },
  { name: 'load-shedding', dependencies: ['errors'] },
);
