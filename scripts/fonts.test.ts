import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { covers, FONT_CSS, FONT_DIR, FONT_SUBSETS, makeFonts } from './fonts';

describe('fonts (npm run fonts)', () => {
  it('the committed font files and their stylesheet are what the script writes (run `npm run fonts` after changing it or the font)', async () => {
    const { files, css } = await makeFonts();
    for (const [file, data] of files) expect(fs.readFileSync(path.join(FONT_DIR, file)).equals(data), file).toBe(true);
    expect(fs.readFileSync(FONT_CSS, 'utf8')).toBe(css);
    expect(fs.readdirSync(FONT_DIR).sort()).toEqual([...files.keys()].sort());
  });

  it('has every letter of every dictionary, in every language', () => {
    const ranges = FONT_SUBSETS.flatMap((s) => s.ranges);
    const missing = new Map<string, string>();
    const dir = 'web/locales';
    for (const lang of fs.readdirSync(dir).filter((f) => fs.statSync(path.join(dir, f)).isDirectory())) {
      for (const file of fs.readdirSync(path.join(dir, lang))) {
        // The file as written (its keys are ASCII): every character of its texts.
        for (const ch of fs.readFileSync(path.join(dir, lang, file), 'utf8').replace(/\s/g, ' ')) {
          if (!covers(ranges, ch.codePointAt(0)!)) missing.set(ch, `${lang}/${file}`);
        }
      }
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it('the app uses these faces, not the whole font package', () => {
    const app = fs.readFileSync('web/styles/app.css', 'utf8');
    expect(app).toContain('@import "./fonts.css";');
    expect(app).not.toContain('@fontsource');
  });
});
