// `npm run build`: the web app for the browser (dist/web: the page template and its assets) and for
// the server (dist/server/entry-server.js: the same routes, rendered to HTML by server/plugins/pages.ts).
// Then every text asset of dist/web is compressed once, at the highest levels (brotli 11, gzip 9), next
// to it (.br, .gz): the server sends those as they are (@fastify/static preCompressed) instead of
// compressing each answer on the fly at a lower level.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const vite = (...args) => spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', ...args], { stdio: 'inherit' }).status ?? 1;

const status = vite() || vite('--ssr', 'entry-server.tsx', '--outDir', '../dist/server', '--emptyOutDir');
if (status === 0) precompress('dist/web');
process.exit(status);

function precompress(dir) {
  const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|webmanifest)$/;
  for (const entry of fs.readdirSync(dir, { recursive: true })) {
    const file = path.join(dir, String(entry));
    // .vite/manifest.json is read by scripts/js-budget.mjs, never served (the server sends no dotfiles).
    if (!COMPRESSIBLE.test(file) || String(entry).startsWith('.') || !fs.statSync(file).isFile()) continue;
    const data = fs.readFileSync(file);
    if (data.length < 1024) continue;
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  }
}
