import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderIkatFiles } from './ikat-files';

describe('the ikat files', () => {
  it('are exactly what the drawings render (run npm run ikat after changing a drawing)', () => {
    const dir = path.join(import.meta.dirname, '../../assets/ikat');
    const files = renderIkatFiles();
    expect(fs.readdirSync(dir).sort()).toEqual(Object.keys(files).sort());
    for (const [name, svg] of Object.entries(files)) {
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), name).toBe(true);
      expect(fs.readFileSync(path.join(dir, name), 'utf8'), name).toBe(svg);
    }
  });
});
