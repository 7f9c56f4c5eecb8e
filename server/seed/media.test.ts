import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { bannerArt, productArt } from './images';
import { renderPdf } from './pdf';
import { createRng } from './random';
import { toWinAnsi, uz } from './text';
import { slideFrame, vp8FromWebp, webmSlideshow } from './video';

describe('seed text helpers', () => {
  it("writes Uzbek apostrophes as the spec does: the plain ' for o', g' and the tutuq belgisi", () => {
    expect(uz("O'zbekiston, g'alla, ma'lumot, so'm, e'lon")).toBe("O'zbekiston, g'alla, ma'lumot, so'm, e'lon");
    expect(uz('Oʻzbekiston, g‘alla, maʼlumot, so’m, e`lon')).toBe("O'zbekiston, g'alla, ma'lumot, so'm, e'lon");
  });

  it('turns any text into what the PDF standard fonts can draw', () => {
    expect(toWinAnsi('Oʻzbekiston «ipak» — ma’lumot № 5')).toBe("O'zbekiston «ipak» — ma'lumot No. 5");
    expect(toWinAnsi('Тошкент шаҳри')).toBe('Toshkent shahri');
    expect(toWinAnsi('✓ ok')).toBe('? ok');
  });
});

describe('deterministic generator and art', () => {
  it('gives the same numbers for the same seed, and forks that do not depend on call order', () => {
    const a = createRng('x');
    const b = createRng('x');
    expect([a.next(), a.int(1, 100), a.pick(['p', 'q', 'r'])]).toEqual([b.next(), b.int(1, 100), b.pick(['p', 'q', 'r'])]);
    const r1 = createRng('root');
    const first = [r1.fork('one').next(), r1.fork('two').next()];
    const r2 = createRng('root');
    const two = r2.fork('two').next();
    expect([r2.fork('one').next(), two]).toEqual(first);
  });

  it('draws the same picture for the same seed, a different one for another variant', () => {
    const draw = (v: number) => productArt('atlas', createRng(`atlas-${v}`), v, "Marg'ilon");
    expect(draw(0)).toBe(draw(0));
    expect(draw(1)).not.toBe(draw(0));
    expect(draw(0)).toMatch(/^<svg [^>]*width="800" height="800"/);
    const banner = bannerArt(createRng('b'), { width: 1200, height: 675, emblem: 'cocoon', label: 'Ipakchilik & <bozor>' });
    expect(banner).toContain('Ipakchilik &amp; &lt;bozor&gt;');
  });
});

describe('generated files', () => {
  it('writes the same valid PDF on every run', async () => {
    const content = { kicker: 'Qonunchilik hujjatlari', title: "Oʻzbekiston «ipak» toʻgʻrisida", subtitle: 'Farmon', paragraphs: ['Birinchi. '.repeat(200)], table: [['Narx', "100 soʻm"]] as [string, string][], footer: 'Ipak' };
    const a = await renderPdf(content);
    const b = await renderPdf(content);
    expect(a.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(a.equals(b)).toBe(true);
    const doc = await PDFDocument.load(a);
    expect(doc.getTitle()).toBe("O'zbekiston «ipak» to'g'risida");
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
  });

  it('muxes VP8 key frames into a WebM', async () => {
    const svg = bannerArt(createRng('v'), { width: 320, height: 180, emblem: 'loom', label: '1-dars' });
    const vp8 = await slideFrame(svg);
    // A VP8 key frame starts with the start code 9d 01 2a after its 3-byte frame tag.
    expect(vp8.subarray(3, 6).toString('hex')).toBe('9d012a');
    const webm = webmSlideshow([{ vp8, durationMs: 1000 }, { vp8, durationMs: 2000 }], 320, 180);
    expect(webm.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(webm.includes(Buffer.from('webm'))).toBe(true);
    expect(webm.includes(Buffer.from('V_VP8'))).toBe(true);
    expect(() => vp8FromWebp(Buffer.from('not an image'))).toThrow();
  });
});
