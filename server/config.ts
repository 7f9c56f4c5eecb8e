import { z } from 'zod';
import path from 'node:path';
import type { S3Settings } from './lib/s3-blob-store';
import { parseTrustProxy, TRUST_PROXY_FORMS, type TrustProxy } from './lib/trust-proxy';
import { OPENWEATHERMAP_FORECAST_URL } from './lib/weather';
import { ESKIZ_API_URL, ESKIZ_DEFAULT_FROM, type SmsSettings } from './lib/sms';
import type { RateLimitSettings } from './lib/rate-limiter';
import { SOCIAL_NETWORKS, type SocialLinks, type SocialNetwork } from '@shared/schemas/site';
import { PHONE_REVEALS_PER_DAY } from '@shared/constants';

/** A public https address (the footer's social links): anything else stops the start with the variable's name. */
const httpsUrl = z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: 'must be an https:// address' }).optional();
const SOCIAL_ENV = {
  telegram: 'SOCIAL_TELEGRAM_URL',
  instagram: 'SOCIAL_INSTAGRAM_URL',
  facebook: 'SOCIAL_FACEBOOK_URL',
  youtube: 'SOCIAL_YOUTUBE_URL',
  x: 'SOCIAL_X_URL',
} as const satisfies Record<SocialNetwork, string>;

/** Telegram's own Bot API (TELEGRAM_API_URL's default); the tests point the bot at a local stand-in (server/test/fake-telegram-server.ts). */
const TELEGRAM_BOT_API_URL = 'https://api.telegram.org';

/** Every setting comes from the environment; README's configuration table lists them all. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(5).default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  SMS_API_URL: z.string().url().optional(),
  SMS_API_TOKEN: z.string().optional(),
  SMS_PROVIDER: z.enum(['log', 'http', 'eskiz'], { error: 'must be log, http or eskiz' }).optional(),
  ESKIZ_EMAIL: z.email({ error: 'must be the e-mail address the Eskiz account signs in with' }).optional(),
  ESKIZ_PASSWORD: z.string().optional(),
  ESKIZ_FROM: z
    .string()
    .regex(/^[A-Za-z0-9 ._-]{1,11}$/, 'must be a sender name approved for the Eskiz account (up to 11 Latin letters or digits), or 4546')
    .default(ESKIZ_DEFAULT_FROM),
  ESKIZ_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).default(ESKIZ_API_URL),
  WEATHER_API_KEY: z.string().optional(),
  WEATHER_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).default(OPENWEATHERMAP_FORECAST_URL),
  REDIS_URL: z.string().optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.:-]{1,64}$/, 'must be 1 to 64 letters, digits, dots, colons, dashes or underscores')
    .default('ipak'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx) => {
      const setting = parseTrustProxy(v);
      if (setting === null) ctx.addIssue({ message: `must be ${TRUST_PROXY_FORMS}; got ${JSON.stringify(v)}`, code: 'custom' });
      return setting ?? false;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_LOGIN_PER_PHONE: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_LOGIN_PER_IP: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_LOGIN_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  RATE_LIMIT_COMMENTS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_CHAT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_PRODUCTS_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_NEW_VISITORS_PER_IP: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_RENDERS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_SEARCHES_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_CRAWLER_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_PHONE_REVEALS_PER_DAY: z.coerce.number().int().min(1).default(PHONE_REVEALS_PER_DAY),
  UPLOAD_SWEEP_GRACE_SECONDS: z.coerce.number().int().min(0).default(600),
  JOBS_POLLING_SECONDS: z.coerce.number().min(0.5).max(60).default(5),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  SOCIAL_TELEGRAM_URL: httpsUrl,
  SOCIAL_INSTAGRAM_URL: httpsUrl,
  SOCIAL_FACEBOOK_URL: httpsUrl,
  SOCIAL_YOUTUBE_URL: httpsUrl,
  SOCIAL_X_URL: httpsUrl,
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be a P-256 public key: 65 bytes, base64url (npx web-push generate-vapid-keys)').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key: 32 bytes, base64url (npx web-push generate-vapid-keys)').optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https:// address').optional(),
  PUSH_ALLOW_LOCAL_ENDPOINTS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  SHED_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(8).default(0),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3–63 lowercase letters, digits, dots and hyphens').optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  TELEGRAM_BOT_TOKEN: z.string().regex(/^\d+:[\w-]{20,}$/, 'must be a bot token as BotFather gives it (123456789:AA…)').optional(),
  TELEGRAM_BOT_USERNAME: z
    .string()
    .transform((v) => v.replace(/^@/, ''))
    .pipe(z.string().regex(/^\w{5,32}$/, "must be the bot's username (5–32 letters, digits or underscores)"))
    .optional(),
  TELEGRAM_WEBHOOK_SECRET: z.string().regex(/^[A-Za-z0-9_-]{16,256}$/, 'must be 16 to 256 letters, digits, underscores or dashes (Telegram’s secret_token)').optional(),
  TELEGRAM_CHANNEL: z.string().regex(/^(@\w{5,32}|-100\d+)$/, 'must be a channel’s @username or its numeric id (-100…)').optional(),
  TELEGRAM_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).default(TELEGRAM_BOT_API_URL),
})
  .refine((e) => (e.VAPID_PUBLIC_KEY === undefined) === (e.VAPID_PRIVATE_KEY === undefined), {
    path: ['VAPID_PRIVATE_KEY'],
    message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together (or neither: then a pair is generated into DATA_DIR)',
  })
  .refine((e) => (e.S3_ACCESS_KEY_ID === undefined) === (e.S3_SECRET_ACCESS_KEY === undefined), {
    path: ['S3_SECRET_ACCESS_KEY'],
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together (or neither: then the SDK finds credentials itself, an instance role say)',
  })
  .refine((e) => (e.TELEGRAM_BOT_TOKEN === undefined) === (e.TELEGRAM_BOT_USERNAME === undefined), {
    path: ['TELEGRAM_BOT_USERNAME'],
    message: 'TELEGRAM_BOT_TOKEN and TELEGRAM_BOT_USERNAME are set together (or neither: then no Telegram anywhere)',
  })
  .refine((e) => e.TELEGRAM_BOT_TOKEN === undefined || e.PUBLIC_URL === undefined || e.TELEGRAM_WEBHOOK_SECRET !== undefined, {
    path: ['TELEGRAM_WEBHOOK_SECRET'],
    message: 'TELEGRAM_WEBHOOK_SECRET is required with TELEGRAM_BOT_TOKEN and PUBLIC_URL (Telegram sends it with every update to the webhook)',
  })
  .refine((e) => e.SMS_PROVIDER !== 'http' || e.SMS_API_URL !== undefined, {
    path: ['SMS_API_URL'],
    message: 'SMS_API_URL is required with SMS_PROVIDER=http (the address the messages are POSTed to)',
  })
  .refine((e) => e.SMS_PROVIDER !== 'eskiz' || (e.ESKIZ_EMAIL !== undefined && e.ESKIZ_PASSWORD !== undefined), {
    path: ['ESKIZ_PASSWORD'],
    message: 'ESKIZ_EMAIL and ESKIZ_PASSWORD are both required with SMS_PROVIDER=eskiz (the e-mail and password the Eskiz account signs in with)',
  })
  .refine((e) => e.SMS_PROVIDER !== undefined || (e.ESKIZ_EMAIL === undefined && e.ESKIZ_PASSWORD === undefined), {
    path: ['SMS_PROVIDER'],
    message: 'set SMS_PROVIDER=eskiz to send through Eskiz (ESKIZ_EMAIL and ESKIZ_PASSWORD are set, but without it the codes would go to the log or SMS_API_URL)',
  })
  .refine((e) => e.S3_BUCKET !== undefined || (e.S3_ENDPOINT === undefined && e.S3_ACCESS_KEY_ID === undefined), {
    path: ['S3_BUCKET'],
    message: 'S3_BUCKET is required when other S3_* variables are set (without it, files stay on the local disk)',
  });

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** The local disk's files (DATA_DIR/uploads): where they live unless `s3` is set, and what `npm run media:to-bucket` copies. */
  uploadsDir: string;
  /** Where large uploads are streamed while they arrive (DATA_DIR/incoming), on this machine whatever the store. */
  incomingDir: string;
  /** Files go to this S3-compatible bucket (every instance reads them) when S3_BUCKET is set; else to `uploadsDir`. */
  s3?: S3Settings;
  webDir: string;
  /** The server-rendering bundle of the web app (built from web/entry-server.tsx). */
  ssrEntry: string;
  /** The site's public address (https://ipak.uz): canonical and Open Graph links, the sitemap. Unset: taken from each request's Host. */
  publicUrl?: string;
  databaseUrl?: string;
  jwtSecret?: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  seedDemo: boolean;
  /** Who sends the SMS codes (SMS_PROVIDER: log, http or eskiz; by default http when SMS_API_URL is set, else log). */
  sms: SmsSettings;
  /** The weather provider's key (OpenWeatherMap); unset: no forecast (GET /api/weather/ answers 503). */
  weatherApiKey?: string;
  /** The provider's forecast endpoint. */
  weatherApiUrl: string;
  redisUrl?: string;
  /**
   * What every Redis key and pub/sub channel of this deployment starts with (REDIS_PREFIX, 'ipak'):
   * instances of one deployment share it; another deployment (or a test) on the same Redis takes its
   * own, so its sign-outs, chat events, counters and cache signals never reach this one.
   */
  /** How often an idle job worker asks for jobs (JOBS_POLLING_SECONDS): how soon a retry whose wait is over, or a scheduled job, starts (a job sent is announced at once). */
  jobsPollingSeconds: number;
  redisPrefix: string;
  /**
   * The proxies in front (TRUST_PROXY): request.ip is the right-most X-Forwarded-For address that is
   * not one of them, and X-Forwarded-Proto is read from them; HSTS is sent when set (server/lib/trust-proxy.ts).
   */
  trustProxy: TrustProxy;
  logLevel: string;
  /** The project's social accounts shown in the footer; a network left unset is not shown. */
  social: SocialLinks;
  rateLimits: RateLimitSettings;
  /**
   * Web Push (issue 27): the VAPID key pair (base64url) the server signs its push messages with, set
   * together or left out (then generated into DATA_DIR/vapid-keys.json on first start, as the JWT
   * secret is), and the contact address the push services are given.
   */
  vapid: { publicKey?: string; privateKey?: string; subject?: string };
  /**
   * Tests and development only: a push subscription's endpoint may be on this machine or the local
   * network (http:// for a loopback address), as a local fake push service is. Off: https:// on a
   * public host only (the server POSTs to that address: docs/security.md).
   */
  pushAllowLocalEndpoints: boolean;
  /** The bearer token GET /metrics answers to (Prometheus); unset: /metrics is not served. */
  metricsToken?: string;
  /**
   * Load shedding (@fastify/under-pressure): while the event loop lags more than `maxEventLoopDelayMs`
   * (its mean over a sample of `sampleIntervalMs`; 0: never), requests are answered 503 with
   * Retry-After instead of queueing until every answer is late. Health, readiness and metrics still answer.
   */
  loadShedding: { maxEventLoopDelayMs: number; retryAfterSeconds: number; sampleIntervalMs?: number };
  /**
   * At SIGTERM, how long the instance keeps serving while /api/ready answers `draining`, before it
   * stops accepting (for a proxy that polls readiness; 0 for one that retries a refused connection
   * elsewhere). Part of the 10 s a shutdown may take.
   */
  shutdownDrainMs: number;
  /** How old a journalled upload must be before the sweeper takes it for a crash's leftover (server/lib/stored-files.ts). */
  uploadSweepGraceMs: number;
  /** The clock of access tokens (ms since the epoch); Date.now unless a test moves it. */
  now?: () => number;
  /** The Telegram bot (issue 41); unset (no TELEGRAM_BOT_TOKEN): no Telegram anywhere in the interface. */
  telegram?: TelegramSettings;
};

/** The Telegram bot (TELEGRAM_*; README, docs/deploy.md). */
export interface TelegramSettings {
  token: string;
  /** Without the @: the t.me links (https://t.me/<username>?start=…). */
  username: string;
  /**
   * How updates reach us: `webhook` (PUBLIC_URL set: setWebhook at start for PUBLIC_URL/api/telegram/webhook/,
   * with `webhookSecret` as its secret_token) or `polling` (development: getUpdates in a loop, one instance).
   */
  receive: 'webhook' | 'polling';
  /** The secret Telegram sends with every update (X-Telegram-Bot-Api-Secret-Token); the webhook refuses an update without it. */
  webhookSecret?: string;
  /** Where new listings are posted (@ipak_uz or -100…); unset: no channel posts. */
  channel?: string;
  /** The Bot API's root (https://api.telegram.org, or a local stand-in in the tests). */
  apiUrl: string;
}

/** SMS_PROVIDER and its variables (checked together by envSchema's refinements). */
function smsSettings(e: z.output<typeof envSchema>): SmsSettings {
  const provider = e.SMS_PROVIDER ?? (e.SMS_API_URL ? 'http' : 'log');
  if (provider === 'http' && e.SMS_API_URL) return { provider, url: e.SMS_API_URL, token: e.SMS_API_TOKEN };
  if (provider === 'eskiz' && e.ESKIZ_EMAIL && e.ESKIZ_PASSWORD) {
    return { provider, email: e.ESKIZ_EMAIL, password: e.ESKIZ_PASSWORD, from: e.ESKIZ_FROM, apiUrl: e.ESKIZ_API_URL.replace(/\/+$/, '') };
  }
  return { provider: 'log' };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  // An empty variable means unset (DATABASE_URL= in a shell or .env).
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  // Read by whoever starts the server: zod's own English where a rule has no message of ours (the
  // API's answers word the same issues as codes instead, shared/validation/messages.ts).
  const parsed = envSchema.safeParse(present, { error: z.locales.en().localeError });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    incomingDir: path.join(dataDir, 'incoming'),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    webDir: path.resolve('dist/web'),
    ssrEntry: path.resolve('dist/server/entry-server.js'),
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    seedDemo: e.SEED_DEMO,
    sms: smsSettings(e),
    weatherApiKey: e.WEATHER_API_KEY,
    weatherApiUrl: e.WEATHER_API_URL,
    redisUrl: e.REDIS_URL || undefined,
    redisPrefix: e.REDIS_PREFIX,
    jobsPollingSeconds: e.JOBS_POLLING_SECONDS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    social: Object.fromEntries(SOCIAL_NETWORKS.flatMap((n) => (e[SOCIAL_ENV[n]] ? [[n, e[SOCIAL_ENV[n]]]] : []))),
    rateLimits: {
      loginPerPhone: e.RATE_LIMIT_LOGIN_PER_PHONE,
      loginPerIp: e.RATE_LIMIT_LOGIN_PER_IP,
      loginMaxDelaySeconds: e.RATE_LIMIT_LOGIN_MAX_DELAY_SECONDS,
      windowMs: 15 * 60 * 1000,
      commentsPerUser: e.RATE_LIMIT_COMMENTS_PER_MINUTE,
      chatPerUser: e.RATE_LIMIT_CHAT_PER_MINUTE,
      uploadsPerUser: e.RATE_LIMIT_UPLOADS_PER_MINUTE,
      productsPerUser: e.RATE_LIMIT_PRODUCTS_PER_MINUTE,
      newVisitorsPerIp: e.RATE_LIMIT_NEW_VISITORS_PER_IP,
      rendersPerAddress: e.RATE_LIMIT_RENDERS_PER_MINUTE,
      searchesPerAddress: e.RATE_LIMIT_SEARCHES_PER_MINUTE,
      crawlerPerAddress: e.RATE_LIMIT_CRAWLER_PER_MINUTE,
      phoneRevealsPerDay: e.RATE_LIMIT_PHONE_REVEALS_PER_DAY,
    },
    uploadSweepGraceMs: e.UPLOAD_SWEEP_GRACE_SECONDS * 1000,
    vapid: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT },
    pushAllowLocalEndpoints: e.PUSH_ALLOW_LOCAL_ENDPOINTS,
    metricsToken: e.METRICS_TOKEN,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000,
    loadShedding: { maxEventLoopDelayMs: e.SHED_EVENT_LOOP_DELAY_MS, retryAfterSeconds: e.SHED_RETRY_AFTER_SECONDS },
    telegram:
      e.TELEGRAM_BOT_TOKEN && e.TELEGRAM_BOT_USERNAME
        ? {
            token: e.TELEGRAM_BOT_TOKEN,
            username: e.TELEGRAM_BOT_USERNAME,
            receive: e.PUBLIC_URL ? 'webhook' : 'polling',
            webhookSecret: e.TELEGRAM_WEBHOOK_SECRET,
            channel: e.TELEGRAM_CHANNEL,
            apiUrl: e.TELEGRAM_API_URL.replace(/\/+$/, ''),
          }
        : undefined,
    ...overrides,
  };
}
