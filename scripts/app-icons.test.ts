import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { APP_ICONS, ICON_DIR, makeAppIcons, THEME_COLOUR } from './app-icons';

describe('app icons (npm run app-icons) and the web app manifest', () => {
  it('the committed icons are what the script draws, at their sizes (run `npm run app-icons` after changing the mark)', async () => {
    for (const [file, data] of await makeAppIcons()) {
      const committed = fs.readFileSync(path.join(ICON_DIR, file));
      const [a, b] = await Promise.all([sharp(committed).raw().toBuffer({ resolveWithObject: true }), sharp(data).raw().toBuffer({ resolveWithObject: true })]);
      expect(a.info, file).toEqual(b.info);
      expect(a.data.equals(b.data), file).toBe(true);
    }
  });

  it('the manifest names the app, its start, its colours and every icon with its true size', async () => {
    const manifest = JSON.parse(fs.readFileSync('web/public/manifest.webmanifest', 'utf8'));
    expect(manifest).toMatchObject({ name: 'Ipak', short_name: 'Ipak', start_url: '/', scope: '/', display: 'standalone', theme_color: THEME_COLOUR, lang: 'uz' });
    expect(manifest.icons.map((i: { src: string }) => i.src)).toEqual(APP_ICONS.map((i) => `/icons/${i.file}`));
    for (const icon of manifest.icons as { src: string; sizes: string; purpose: string }[]) {
      const meta = await sharp(path.join('web/public', icon.src)).metadata();
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
    }
    expect(manifest.icons.some((i: { purpose: string }) => i.purpose === 'maskable')).toBe(true);
    const html = fs.readFileSync('web/index.html', 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain(`<meta name="theme-color" content="${THEME_COLOUR}" />`);
  });
});
