// `npm run app-icons`: the home-screen icons of the web app manifest (web/public/manifest.webmanifest),
// drawn from the site's mark (web/public/favicon.svg). Run it after changing the mark; a test fails
// while the committed icons differ from what it draws.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

export const ICON_DIR = 'web/public/icons';
const MARK = 'web/public/favicon.svg';
/** The mark's ground, and the manifest's theme colour (the indigo of the top bar). */
export const THEME_COLOUR = '#1f2a6b';

/** The icons Chromium asks of an installable app: 192 and 512 px, and a maskable one. */
export const APP_ICONS = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

async function drawIcon(size: number, purpose: 'any' | 'maskable'): Promise<Buffer> {
  const svg = fs.readFileSync(MARK);
  if (purpose === 'any') return sharp(svg, { density: (72 * size) / 64 }).resize(size, size).png().toBuffer();
  // A maskable icon fills its square (the phone cuts its own shape) and keeps the mark inside the
  // middle 80 %, the zone no mask cuts into.
  const inner = Math.round(size * 0.72);
  const mark = await sharp(svg, { density: (72 * inner) / 64 }).resize(inner, inner).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: THEME_COLOUR } }).composite([{ input: mark, gravity: 'center' }]).png().toBuffer();
}

export async function makeAppIcons(): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const icon of APP_ICONS) files.set(icon.file, await drawIcon(icon.size, icon.purpose));
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  fs.mkdirSync(ICON_DIR, { recursive: true });
  for (const [file, data] of await makeAppIcons()) fs.writeFileSync(path.join(ICON_DIR, file), data);
  console.log(`${APP_ICONS.length} icons in ${ICON_DIR}`);
}
