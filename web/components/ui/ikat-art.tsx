import { JITTER, PALETTES, steppedDiamond, type IkatPalette } from './ikat';

/**
 * Larger ikat illustrations (hero, posters, static pages). Kept apart from ikat.tsx, which the
 * layout loads on every page, so their drawing code only ships with the pages that show them.
 */

/** A vertical zigzag band with feathered edges (the "tarak" comb motif). */
function zigzagBand(x: number, height: number, width: number, amp: number, period: number): string {
  const left: string[] = [];
  const right: string[] = [];
  for (let y = 0, i = 0; y <= height; y += period / 2, i++) {
    const off = i % 2 === 0 ? -amp : amp;
    left.push(`${(x + off + JITTER[i % JITTER.length]).toFixed(1)},${y}`);
    right.unshift(`${(x + width + off - JITTER[(i + 4) % JITTER.length]).toFixed(1)},${y}`);
  }
  return [...left, ...right].join(' ');
}

/**
 * An adras/atlas cloth panel: vertical bands of colour with zigzag, feathered edges and a column of
 * stepped diamonds, like a length of Margilan atlas. Drawn in a 240 × 320 box.
 */
export function AtlasCloth({ palette = 'indigo', className }: { palette?: IkatPalette; className?: string }) {
  const p = PALETTES[palette];
  return (
    <svg className={className} viewBox="0 0 240 320" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <rect width="240" height="320" fill={p.bg} />
      <polygon points={zigzagBand(14, 320, 26, 6, 24)} fill={p.a} />
      <polygon points={zigzagBand(58, 320, 10, 4, 16)} fill={p.b} />
      <polygon points={zigzagBand(172, 320, 10, 4, 16)} fill={p.b} />
      <polygon points={zigzagBand(198, 320, 26, 6, 24)} fill={p.a} />
      {[40, 120, 200, 280].map((y, i) => (
        <g key={y}>
          <polygon points={steppedDiamond(120, y, 36, 40, 6, 1.6)} fill={i % 2 ? p.e : p.b} />
          <polygon points={steppedDiamond(120, y, 22, 25, 4, 1.1)} fill={p.c} />
          <polygon points={steppedDiamond(120, y, 9, 10, 2, 0.5)} fill={i % 2 ? p.b : p.a} />
        </g>
      ))}
      <polygon points={zigzagBand(84, 320, 4, 3, 10)} fill={p.d} opacity="0.55" />
      <polygon points={zigzagBand(152, 320, 4, 3, 10)} fill={p.d} opacity="0.55" />
    </svg>
  );
}

/** Silk cocoons on a mulberry branch: the pillachilik side of the platform. Drawn in a 320 × 320 box. */
export function CocoonBranch({ className }: { className?: string }) {
  const cocoon = (x: number, y: number, r: number) => (
    <g transform={`translate(${x} ${y}) rotate(${r})`}>
      <ellipse rx="34" ry="22" fill="#fdfaf4" />
      <ellipse rx="34" ry="22" fill="none" stroke="#e6dcc5" strokeWidth="2" />
      <path d="M-26 -8 C -10 -16 10 -16 26 -8 M-30 2 C -10 -6 10 -6 30 2 M-26 12 C -10 6 10 6 26 12" fill="none" stroke="#e6dcc5" strokeWidth="1.6" />
      <ellipse cx="-8" cy="-8" rx="14" ry="5" fill="#ffffff" opacity="0.8" />
    </g>
  );
  const leaf = (x: number, y: number, r: number, s = 1) => (
    <g transform={`translate(${x} ${y}) rotate(${r}) scale(${s})`}>
      <path d="M0 0 C 18 -26 56 -26 74 0 C 56 26 18 26 0 0 Z" fill="#3d8a4a" />
      <path d="M0 0 C 26 -4 50 -4 74 0" fill="none" stroke="#2f6b3a" strokeWidth="2" />
      <path d="M22 -2 l10 -10 M40 -3 l10 -10 M22 2 l10 10 M40 3 l10 10" stroke="#2f6b3a" strokeWidth="1.4" />
    </g>
  );
  return (
    <svg className={className} viewBox="0 0 320 320" aria-hidden="true" focusable="false">
      <path d="M20 250 C 90 230 150 180 200 120 S 280 40 300 30" fill="none" stroke="#7a4a2a" strokeWidth="7" strokeLinecap="round" />
      {leaf(70, 236, -30, 1.1)}
      {leaf(150, 178, 20, 0.9)}
      {leaf(198, 120, -70, 1)}
      {leaf(250, 70, 10, 0.8)}
      {cocoon(108, 205, -20)}
      {cocoon(176, 150, 35)}
      {cocoon(234, 92, -10)}
      {/* A loose silk thread running off the last cocoon. */}
      <path d="M262 96 C 290 130 250 170 288 210 S 270 280 300 300" fill="none" stroke="#f2b632" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
