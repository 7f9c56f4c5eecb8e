import type { ReactElement } from 'react';
import { PALETTES, type IkatPalette } from './ikat-palettes';

/**
 * The ikat (abr) drawings, as standalone SVG documents. They are not shipped to the browser as code:
 * `npm run ikat` renders each to a file in web/assets/ikat/ (committed; a test fails when a file and
 * its drawing differ), and the components of ikat.tsx show those files as images and backgrounds,
 * cached once for every page instead of repeated inline in each page's HTML.
 * Ikat threads are dyed in bundles before weaving, so shapes have stepped, slightly "bleeding" edges;
 * the stair-stepped polygons below imitate that.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Small fixed offsets that make the stepped edges look hand-dyed rather than machine-cut. */
const JITTER = [0.6, -0.4, 0.9, -0.7, 0.3, -0.9, 0.5, -0.2, 0.8, -0.5, 0.1, -0.8];

/** A stair-stepped diamond centred at (cx, cy) with half-width w and half-height h. */
function steppedDiamond(cx: number, cy: number, w: number, h: number, steps = 6, bleed = 1.6): string {
  const pts: string[] = [];
  const dy = h / steps;
  const dx = w / steps;
  const j = (i: number) => JITTER[i % JITTER.length] * bleed;
  // Right half from top to bottom, then left half from bottom to top.
  for (let i = 0; i <= steps; i++) {
    const y = cy - h + i * dy;
    const x = cx + i * dx + j(i);
    pts.push(`${x.toFixed(1)},${y.toFixed(1)}`, `${x.toFixed(1)},${(y + dy).toFixed(1)}`);
  }
  for (let i = steps - 1; i >= 0; i--) {
    const y = cy + h - i * dy;
    const x = cx + i * dx + j(i + 3);
    pts.push(`${x.toFixed(1)},${(y - dy).toFixed(1)}`, `${x.toFixed(1)},${y.toFixed(1)}`);
  }
  for (let i = 0; i <= steps; i++) {
    const y = cy + h - i * dy;
    const x = cx - i * dx - j(i + 5);
    pts.push(`${x.toFixed(1)},${y.toFixed(1)}`, `${x.toFixed(1)},${(y - dy).toFixed(1)}`);
  }
  for (let i = steps - 1; i > 0; i--) {
    const y = cy - h + i * dy;
    const x = cx - i * dx - j(i + 7);
    pts.push(`${x.toFixed(1)},${(y + dy).toFixed(1)}`, `${x.toFixed(1)},${y.toFixed(1)}`);
  }
  return pts.join(' ');
}

const TILE_W = 96;
const TILE_H = 144;

function Tile({ p }: { p: (typeof PALETTES)[IkatPalette] }) {
  const cx = TILE_W / 2;
  const cy = TILE_H / 2;
  return (
    <>
      <rect width={TILE_W} height={TILE_H} fill={p.bg} />
      {/* Quarter diamonds in the corners join neighbouring tiles into a lattice. */}
      {[
        [0, 0],
        [TILE_W, 0],
        [0, TILE_H],
        [TILE_W, TILE_H],
      ].map(([x, y]) => (
        <g key={`${x}-${y}`}>
          <polygon points={steppedDiamond(x, y, 22, 34, 5, 1.2)} fill={p.e} />
          <polygon points={steppedDiamond(x, y, 10, 16, 3, 0.8)} fill={p.b} />
        </g>
      ))}
      <polygon points={steppedDiamond(cx, cy, 40, 62, 7, 1.8)} fill={p.a} />
      <polygon points={steppedDiamond(cx, cy, 27, 42, 6, 1.4)} fill={p.b} />
      <polygon points={steppedDiamond(cx, cy, 15, 24, 4, 1)} fill={p.c} />
      <polygon points={steppedDiamond(cx, cy, 5, 8, 2, 0.4)} fill={p.d} />
    </>
  );
}

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
function AtlasCloth({ palette }: { palette: IkatPalette }) {
  const p = PALETTES[palette];
  return (
    <svg xmlns={SVG_NS} viewBox="0 0 240 320" preserveAspectRatio="xMidYMid slice">
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
function CocoonBranch() {
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
    <svg xmlns={SVG_NS} viewBox="0 0 320 320">
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

/** One tile of the repeating lattice (IkatPattern's background), 96 × 144. */
function PatternTile({ palette }: { palette: IkatPalette }) {
  return (
    <svg xmlns={SVG_NS} width={TILE_W} height={TILE_H} viewBox={`0 0 ${TILE_W} ${TILE_H}`}>
      <Tile p={PALETTES[palette]} />
    </svg>
  );
}

/** One tile of the thin border (IkatBorder's background), 48 × 12: alternating stepped diamonds. */
function BorderTile({ palette }: { palette: IkatPalette }) {
  const p = PALETTES[palette];
  return (
    <svg xmlns={SVG_NS} width="48" height="12" viewBox="0 0 48 12">
      <rect width="48" height="12" fill={p.bg} />
      <polygon points={steppedDiamond(12, 6, 10, 6, 3, 0.6)} fill={p.a} />
      <polygon points={steppedDiamond(12, 6, 4, 3, 2, 0.3)} fill={p.d} />
      <polygon points={steppedDiamond(36, 6, 10, 6, 3, 0.6)} fill={p.b} />
      <polygon points={steppedDiamond(36, 6, 4, 3, 2, 0.3)} fill={p.c} />
    </svg>
  );
}

/** Every file of web/assets/ikat/, by name. */
export function ikatDrawings(): Record<string, ReactElement> {
  const files: Record<string, ReactElement> = { 'cocoon-branch.svg': <CocoonBranch /> };
  for (const palette of Object.keys(PALETTES) as IkatPalette[]) {
    files[`atlas-${palette}.svg`] = <AtlasCloth palette={palette} />;
    files[`tile-${palette}.svg`] = <PatternTile palette={palette} />;
    files[`border-${palette}.svg`] = <BorderTile palette={palette} />;
  }
  return files;
}
