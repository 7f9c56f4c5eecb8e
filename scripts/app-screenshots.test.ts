import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { APP_SCREENSHOTS, SCREENSHOT_DIR, sizesOf } from './app-screenshots';

interface Screenshot {
  src: string;
  sizes: string;
  type: string;
  form_factor: string;
  label: string;
}

describe('the web app manifest\'s screenshots (npm run app-screenshots)', () => {
  it('names a narrow and a wide screenshot, each a small WebP file that is there, at its true size, with its words', async () => {
    const manifest = JSON.parse(fs.readFileSync('web/public/manifest.webmanifest', 'utf8')) as { screenshots?: Screenshot[] };
    expect(manifest.screenshots?.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
    expect(manifest.screenshots).toEqual(
      APP_SCREENSHOTS.map((shot) => ({ src: `/screenshots/${shot.file}`, sizes: sizesOf(shot), type: 'image/webp', form_factor: shot.form_factor, label: shot.label })),
    );
    for (const shot of manifest.screenshots!) {
      const file = path.join('web/public', shot.src);
      expect(path.dirname(file)).toBe(SCREENSHOT_DIR);
      const meta = await sharp(file).metadata();
      expect(meta.format, shot.src).toBe('webp');
      expect(`${meta.width}x${meta.height}`, shot.src).toBe(shot.sizes);
      // Chromium's install sheet takes 320–3840 px a side, the long side at most 2.3 times the short one.
      const [w, h] = shot.sizes.split('x').map(Number) as [number, number];
      expect(Math.min(w, h), shot.src).toBeGreaterThanOrEqual(320);
      expect(Math.max(w, h), shot.src).toBeLessThanOrEqual(3840);
      expect(Math.max(w, h) / Math.min(w, h), shot.src).toBeLessThanOrEqual(2.3);
      expect(shot.form_factor === 'narrow' ? h > w : w > h, shot.src).toBe(true);
      // Fetched by a phone deciding whether to install: small.
      expect(fs.statSync(file).size, shot.src).toBeLessThan(200 * 1024);
    }
  });
});
