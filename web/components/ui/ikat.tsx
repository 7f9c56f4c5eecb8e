import { useId, type CSSProperties } from 'react';

/**
 * Ikat (abr) motifs drawn as SVG: the hero, posters and image placeholders use these instead of
 * bitmaps, so they cost a few hundred bytes, scale to any width and never wait on the network.
 * Ikat threads are dyed in bundles before weaving, so shapes have stepped, slightly "bleeding" edges;
 * the stair-stepped polygons below imitate that.
 */

export type IkatPalette = 'indigo' | 'pomegranate' | 'saffron' | 'mulberry' | 'cream' | 'night';

export const PALETTES: Record<IkatPalette, { bg: string; a: string; b: string; c: string; d: string; e: string }> = {
  indigo: { bg: '#1a2257', a: '#c8323c', b: '#f2b632', c: '#1a2257', d: '#fdfaf4', e: '#3d8a4a' },
  pomegranate: { bg: '#9e1f2b', a: '#f2b632', b: '#1f2a6b', c: '#fdfaf4', d: '#c8323c', e: '#11163d' },
  saffron: { bg: '#f2b632', a: '#1f2a6b', b: '#c8323c', c: '#fdfaf4', d: '#1f2a6b', e: '#9e1f2b' },
  mulberry: { bg: '#2f6b3a', a: '#f2b632', b: '#fdfaf4', c: '#c8323c', d: '#2f6b3a', e: '#1a2257' },
  cream: { bg: '#f8f2e6', a: '#e3e6f6', b: '#fbe3e4', c: '#fdf1d6', d: '#f8f2e6', e: '#dff1e2' },
  night: { bg: '#11163d', a: '#1f2a6b', b: '#2b3a8c', c: '#11163d', d: '#3a4cab', e: '#1a2257' },
};

/** Small fixed offsets that make the stepped edges look hand-dyed rather than machine-cut. */
export const JITTER = [0.6, -0.4, 0.9, -0.7, 0.3, -0.9, 0.5, -0.2, 0.8, -0.5, 0.1, -0.8];

/** A stair-stepped diamond centred at (cx, cy) with half-width w and half-height h. */
export function steppedDiamond(cx: number, cy: number, w: number, h: number, steps = 6, bleed = 1.6): string {
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

interface IkatPatternProps {
  palette?: IkatPalette;
  /** Tile scale: 1 draws a 96 × 144 tile. */
  scale?: number;
  className?: string;
  style?: CSSProperties;
}

/** Fills its box with a repeating ikat lattice. Decorative: hidden from assistive technology. */
export function IkatPattern({ palette = 'indigo', scale = 1, className, style }: IkatPatternProps) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const p = PALETTES[palette];
  return (
    <svg className={className} style={style} width="100%" height="100%" aria-hidden="true" focusable="false">
      <defs>
        <pattern id={`ikat-${id}`} width={TILE_W * scale} height={TILE_H * scale} patternUnits="userSpaceOnUse">
          <g transform={`scale(${scale})`}>
            <Tile p={p} />
          </g>
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#ikat-${id})`} />
    </svg>
  );
}

/** A thin horizontal ikat border: alternating stepped diamonds, for section edges and the footer. */
export function IkatBorder({ className, palette = 'indigo' }: { className?: string; palette?: IkatPalette }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const p = PALETTES[palette];
  return (
    <svg className={className} width="100%" height="12" aria-hidden="true" focusable="false" preserveAspectRatio="none">
      <defs>
        <pattern id={`ikat-b-${id}`} width="48" height="12" patternUnits="userSpaceOnUse">
          <rect width="48" height="12" fill={p.bg} />
          <polygon points={steppedDiamond(12, 6, 10, 6, 3, 0.6)} fill={p.a} />
          <polygon points={steppedDiamond(12, 6, 4, 3, 2, 0.3)} fill={p.d} />
          <polygon points={steppedDiamond(36, 6, 10, 6, 3, 0.6)} fill={p.b} />
          <polygon points={steppedDiamond(36, 6, 4, 3, 2, 0.3)} fill={p.c} />
        </pattern>
      </defs>
      <rect width="100%" height="12" fill={`url(#ikat-b-${id})`} />
    </svg>
  );
}
