import type { CSSProperties } from 'react';
import type { IkatPalette } from './ikat-palettes';

export { PALETTES, type IkatPalette } from './ikat-palettes';

/**
 * Ikat (abr) art: the hero, posters, borders and image placeholders. The drawings live in
 * ikat-drawings.tsx and are rendered once into files (web/assets/ikat/, `npm run ikat`); these
 * components show the files as images and repeating backgrounds. A file is fetched once and cached for
 * a year by every page, where the same drawing inline cost 10 KB of HTML (and DOM to hydrate) each time.
 * All decorative: hidden from assistive technology.
 */
const FILES = import.meta.glob<string>('../../assets/ikat/*.svg', { eager: true, query: '?url', import: 'default' });
const file = (name: string) => FILES[`../../assets/ikat/${name}.svg`];
const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/** The lattice tile's size at scale 1 (ikat-drawings.tsx). */
const TILE_W = 96;
const TILE_H = 144;

interface IkatPatternProps {
  palette?: IkatPalette;
  /** Tile scale: 1 draws a 96 × 144 tile. */
  scale?: number;
  className?: string;
  style?: CSSProperties;
  /** 'span' inside phrasing content (a button, a link): shown as a block all the same. */
  as?: 'div' | 'span';
}

/** Fills its box with a repeating ikat lattice. */
export function IkatPattern({ palette = 'indigo', scale = 1, className, style, as: Box = 'div' }: IkatPatternProps) {
  return (
    <Box
      aria-hidden="true"
      className={classes(Box === 'span' ? 'block h-full w-full' : 'h-full w-full', className)}
      style={{ backgroundImage: `url(${file(`tile-${palette}`)})`, backgroundSize: `${TILE_W * scale}px ${TILE_H * scale}px`, ...style }}
    />
  );
}

/** A thin horizontal ikat border: alternating stepped diamonds, for section edges and the footer. */
export function IkatBorder({ className, palette = 'indigo' }: { className?: string; palette?: IkatPalette }) {
  return <div aria-hidden="true" className={classes('h-3 w-full', className)} style={{ backgroundImage: `url(${file(`border-${palette}`)})`, backgroundSize: '48px 12px' }} />;
}

/**
 * An adras/atlas cloth panel: vertical bands of colour with zigzag, feathered edges and a column of
 * stepped diamonds, like a length of Margilan atlas; covers its box.
 */
export function AtlasCloth({ palette = 'indigo', className }: { palette?: IkatPalette; className?: string }) {
  return <img src={file(`atlas-${palette}`)} alt="" aria-hidden="true" decoding="async" draggable={false} className={classes('object-cover', className)} />;
}

/** Silk cocoons on a mulberry branch: the pillachilik side of the platform; fits its box. */
export function CocoonBranch({ className }: { className?: string }) {
  return <img src={file('cocoon-branch')} alt="" aria-hidden="true" decoding="async" draggable={false} className={classes('object-contain', className)} />;
}

/** A decorative layer of ikat lattice: a box (placed and faded by `className`) filled with the pattern. */
export function IkatLayer({ className, palette, scale }: { className: string; palette?: IkatPalette; scale?: number }) {
  return (
    <div aria-hidden="true" className={className}>
      <IkatPattern palette={palette} scale={scale} />
    </div>
  );
}

interface CocoonMedallionProps {
  className: string;
  /** Hidden from assistive technology (when nothing around it is). */
  hidden?: boolean;
  /** The lattice's opacity class and its tile scale. */
  faded?: string;
  scale?: number;
  branchClassName?: string;
}

/** The cocoon branch on a faded cream lattice, in a box shaped by `className` (a circle, a rounded square). */
export function CocoonMedallion({ className, hidden, faded = 'opacity-50', scale = 0.8, branchClassName = 'absolute inset-[8%] h-[84%] w-[84%]' }: CocoonMedallionProps) {
  return (
    <div aria-hidden={hidden || undefined} className={className}>
      <IkatLayer className={`absolute inset-0 ${faded}`} palette="cream" scale={scale} />
      <CocoonBranch className={branchClassName} />
    </div>
  );
}
