// Several instances of the real server (server/main.ts, each its own process and DATA_DIR) behind a
// proxy, on one PostgreSQL database, one Redis and one S3 bucket: `npm run cluster` and the cluster
// test (scripts/cluster.test.ts). The proxy plays the part nginx or a load balancer plays in
// production (docs/deploy.md): round robin over the instances whose readiness answers 200, WebSocket
// upgrades passed through, X-Forwarded-For set (the instances trust it: TRUST_PROXY=true).
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createProxyServer } from 'http-proxy-3';
import webPush from 'web-push';
import { createScratchDatabase } from '../../server/test/scratch-database';
import { startS3ServerProcess, type S3ServerProcess } from './s3-server-process';
import { freePort, startServerProcess, type ServerProcess } from './server-process';

interface ClusterInstance {
  name: string;
  /** The instance's own address (the proxy's targets; tests may ask one instance directly). */
  base: string;
  process: ServerProcess;
  /** SIGKILL: the instance dies at once, as a machine that fails does. */
  kill(): Promise<void>;
}

export interface Cluster {
  /** The proxy's address: what readers use. */
  url: string;
  instances: ClusterInstance[];
  databaseUrl: string;
  redisUrl: string;
  s3: S3ServerProcess;
  /** The environment every instance shares (the database, Redis, the bucket, the secrets). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  instances?: number;
  /** The proxy's port (a free one when unset). */
  port?: number;
  /** A PostgreSQL server: a fresh database is created on it and dropped at stop. */
  postgresUrl?: string;
  redisUrl?: string;
  /** Demo content, loaded by the first instance before the others start. */
  seed?: boolean;
  /** Added to every instance's environment. */
  env?: Record<string, string>;
}

/** The proxy: round robin over the ready instances; a refused connection marks an instance down until its readiness answers again. */
function startProxy(targets: string[], port: number) {
  const proxy = createProxyServer({ xfwd: true });
  const ready = new Set<string>(targets);
  let turn = 0;
  const pick = () => {
    for (let i = 0; i < targets.length; i++) {
      const target = targets[turn++ % targets.length];
      if (ready.has(target)) return target;
    }
    return null;
  };
  const poll = setInterval(() => {
    for (const target of targets) {
      fetch(`${target}/api/ready`, { signal: AbortSignal.timeout(1000) }).then(
        (res) => (res.ok ? ready.add(target) : ready.delete(target)),
        () => ready.delete(target),
      );
    }
  }, 250);
  const server = http.createServer((req, res) => {
    const target = pick();
    if (!target) {
      res.writeHead(503, { 'retry-after': '1' }).end();
      return;
    }
    proxy.web(req, res, { target }, () => {
      ready.delete(target);
      if (!res.headersSent) res.writeHead(502, { 'retry-after': '1' });
      res.end();
    });
  });
  server.on('upgrade', (req, socket, head) => {
    const target = pick();
    if (!target) return socket.destroy();
    proxy.ws(req, socket, head, { target }, () => {
      ready.delete(target);
      socket.destroy();
    });
  });
  return new Promise<{ url: string; close(): Promise<void> }>((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${bound}`,
        close: () =>
          new Promise<void>((done) => {
            clearInterval(poll);
            server.closeAllConnections();
            server.close(() => done());
            proxy.close();
          }),
      });
    });
  });
}

export async function startCluster(opts: ClusterOptions = {}): Promise<Cluster> {
  const count = opts.instances ?? 3;
  const database = await createScratchDatabase(opts.postgresUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres', 'ipak_cluster');
  const redisUrl = opts.redisUrl ?? 'redis://127.0.0.1:6379';
  const s3 = await startS3ServerProcess({ bucket: 'ipak-cluster' });
  const proxyPort = opts.port ?? (await freePort());
  const vapid = webPush.generateVAPIDKeys();
  // What every instance must share (docs/deploy.md, "One instance or several").
  const env: Record<string, string> = {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    // Its own keys and channels on a Redis that tests and other clusters share: a sign-out here never
    // ends a session of the same number in another deployment.
    REDIS_PREFIX: `ipak-cluster-${database.url.split('/').pop()}`,
    ...s3.env,
    JWT_SECRET: randomBytes(32).toString('hex'),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:ops@ipak.invalid',
    TRUST_PROXY: 'true',
    PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
    SEED_DEMO: 'false',
    ...opts.env,
  };
  const instances: ClusterInstance[] = [];
  const stopInstances = () => Promise.all(instances.map((i) => i.process.stop()));
  try {
    const start = async (n: number, extra: Record<string, string> = {}) => {
      const child = await startServerProcess({ ...env, ...extra });
      instances[n] = {
        name: `instance ${n + 1}`,
        base: child.base,
        process: child,
        async kill() {
          process.kill(child.pid, 'SIGKILL');
          await child.stop();
        },
      };
    };
    // The first instance applies the migrations (and loads the demo content) before the others start.
    await start(0, opts.seed ? { SEED_DEMO: 'true' } : {});
    await Promise.all(Array.from({ length: count - 1 }, (_, i) => start(i + 1)));
  } catch (err) {
    await stopInstances();
    await s3.stop();
    await database.drop();
    throw err;
  }
  const proxy = await startProxy(
    instances.map((i) => i.base),
    proxyPort,
  );
  return {
    url: proxy.url,
    instances,
    databaseUrl: database.url,
    redisUrl,
    s3,
    env,
    async stop() {
      await proxy.close();
      await stopInstances();
      await s3.stop();
      await database.drop();
    },
  };
}
