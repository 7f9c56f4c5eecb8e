// npm run cluster [-- --instances 3 --port 8080]
// Three instances of the real server behind a proxy, on one PostgreSQL database (a fresh one on
// CLUSTER_POSTGRES_URL, else the local server at 127.0.0.1:5432), one Redis (CLUSTER_REDIS_URL, else
// 127.0.0.1:6379) and one S3 bucket (s3rver, started here), with the demo content: what docs/deploy.md
// describes, on one machine, to try it by hand (open the proxy's address; stop an instance with its
// pid and watch the others carry on). Ctrl-C stops everything and drops the database.
// Run `npm run build` first for the pages; without it the instances serve the API only.
import { parseArgs } from 'node:util';
import { startCluster } from './lib/cluster';

const { values } = parseArgs({ options: { instances: { type: 'string', default: '3' }, port: { type: 'string', default: '8080' } } });

async function main() {
  console.log('Starting PostgreSQL database, S3 server and instances (the first loads the demo content)…');
  const cluster = await startCluster({
    instances: Number(values.instances),
    port: Number(values.port),
    postgresUrl: process.env.CLUSTER_POSTGRES_URL,
    redisUrl: process.env.CLUSTER_REDIS_URL,
    seed: true,
  });
  console.log(`\nThe proxy: ${cluster.url}`);
  for (const i of cluster.instances) console.log(`  ${i.name}: ${i.base} (pid ${i.process.pid})`);
  console.log(`Database: ${cluster.databaseUrl}\nRedis:    ${cluster.redisUrl}\nBucket:   ${cluster.s3.bucket} at ${cluster.s3.endpoint}\n\nCtrl-C stops them all.`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    cluster.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
