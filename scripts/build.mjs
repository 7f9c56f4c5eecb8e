// `npm run build`: the web app for the browser (dist/web: the page template and its assets) and for
// the server (dist/server/entry-server.js: the same routes, rendered to HTML by server/plugins/pages.ts).
import { spawnSync } from 'node:child_process';

const vite = (...args) => spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', ...args], { stdio: 'inherit' }).status ?? 1;

const status = vite() || vite('--ssr', 'entry-server.tsx', '--outDir', '../dist/server', '--emptyOutDir');
process.exit(status);
