/**
 * npm run docs:api — rewrites the endpoint index of docs/api.md and the web app's typed API paths
 * (web/lib/api-paths.generated.ts) from the OpenAPI document that the route schemas generate (the
 * same document the server answers at /api/openapi.json).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { API_PATHS_FILE, renderApiPaths, renderEndpointIndex, withEndpointIndex, type OpenApiDocument } from './api-docs/render';

const FILE = path.resolve('docs/api.md');

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipak-docs-'));
  const database = await openDatabase({});
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const app = await buildApp({ config, database });
  try {
    await app.ready();
    const doc = app.swagger() as unknown as OpenApiDocument;
    fs.writeFileSync(FILE, withEndpointIndex(fs.readFileSync(FILE, 'utf8'), renderEndpointIndex(doc)));
    fs.writeFileSync(path.resolve(API_PATHS_FILE), renderApiPaths(doc));
    console.log(`docs/api.md and ${API_PATHS_FILE}: ${Object.keys(doc.paths).length} paths`);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
