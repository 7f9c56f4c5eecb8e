import sharp from 'sharp';
import type { BlobStore } from '../lib/blob-store';
import { deleteImage, storeImage, storeFile } from '../lib/images';
import type { Rng } from './random';
import { escapeXml } from './text';

/**
 * The demo's pictures, drawn by code: SVG in the colours of atlas and adras ikat (indigo,
 * pomegranate, saffron, mulberry green on cream) with their motifs — "abr" cloud lozenges with
 * stepped, bleeding edges, zigzags, diamonds, pomegranates, cocoons — rendered by sharp and then
 * stored through storeImage(), the same pipeline as an upload (re-encoded WebP in several widths).
 * Every variation comes from the seeded generator, so the art is the same on every run.
 */

const PALETTE = {
  indigo: '#1f2a6b',
  pomegranate: '#c8323c',
  saffron: '#f2b632',
  green: '#3d8a4a',
  cream: '#fdfaf4',
} as const;

/** Darker and lighter shades of the same five colours, for depth. */
const SHADE = {
  indigoDark: '#141b4a',
  indigoLight: '#3b4fa0',
  pomegranateDark: '#8e1f29',
  saffronDark: '#c98f14',
  greenDark: '#2a6335',
  greenLight: '#6aa85a',
  creamDark: '#efe4cc',
  wood: '#b9792e',
  woodDark: '#7e4f1c',
} as const;

const { indigo: I, pomegranate: P, saffron: S, green: G, cream: C } = PALETTE;
/** Colour triples that look right together (outer, middle, core of an abr motif). */
const TRIADS = [
  [P, S, I],
  [I, C, P],
  [S, P, I],
  [G, S, P],
  [C, I, S],
  [P, C, G],
] as const;
const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

const f = (n: number) => Math.round(n * 10) / 10;

function svgDoc(w: number, h: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

/**
 * An abr lozenge: a diamond whose sides are drawn as stairs with a little random jitter, the
 * look of ikat threads dyed before weaving (the colour "bleeds" unevenly along the warp).
 */
function abr(rng: Rng, cx: number, cy: number, w: number, h: number, fill: string, steps = 9): string {
  const left: string[] = [];
  const right: string[] = [];
  const stepH = h / (steps * 2);
  for (let i = 0; i <= steps * 2; i++) {
    const y = cy - h / 2 + i * stepH;
    const half = (w / 2) * (1 - Math.abs(y - cy) / (h / 2));
    const jl = half > 1 ? rng.float(-0.12, 0.12) * w : 0;
    const jr = half > 1 ? rng.float(-0.12, 0.12) * w : 0;
    left.push(`${f(cx - half - jl)},${f(y)} ${f(cx - half - jl)},${f(y + stepH)}`);
    right.unshift(`${f(cx + half + jr)},${f(y + stepH)} ${f(cx + half + jr)},${f(y)}`);
  }
  return `<polygon points="${left.join(' ')} ${right.join(' ')}" fill="${fill}"/>`;
}

/** Columns of nested abr motifs over stripes: atlas / adras cloth. */
function ikatField(rng: Rng, x: number, y: number, w: number, h: number, opts: { columns?: number; triad?: readonly string[]; ground?: string } = {}): string {
  const columns = opts.columns ?? rng.int(3, 5);
  const triad = opts.triad ?? rng.pick(TRIADS);
  const ground = opts.ground ?? rng.pick(([I, P, G, S] as string[]).filter((c) => !triad.includes(c)).concat([SHADE.indigoDark]));
  const colW = w / columns;
  let out = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${ground}"/>`;
  for (let c = 0; c < columns; c++) {
    const cx = x + colW * (c + 0.5);
    const mh = colW * rng.float(1.3, 1.9);
    const offset = c % 2 ? mh / 2 : 0;
    const [a, b, d] = c % 2 ? [triad[1], triad[2], triad[0]] : triad;
    for (let cy = y - mh + offset; cy < y + h + mh; cy += mh * 0.92) {
      out += abr(rng, cx, cy, colW * 0.96, mh, a);
      out += abr(rng, cx, cy, colW * 0.6, mh * 0.62, b, 6);
      out += abr(rng, cx, cy, colW * 0.26, mh * 0.3, d, 3);
    }
    // A thin dyed stripe between columns.
    if (c > 0) out += `<rect x="${f(x + colW * c - 4)}" y="${y}" width="8" height="${h}" fill="${rng.pick([S, C, P])}" opacity="0.85"/>`;
  }
  return out;
}

/** The sheen of silk and its warp threads, laid over a cloth. */
function silkSheen(id: string, x: number, y: number, w: number, h: number): { defs: string; body: string } {
  return {
    defs:
      `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/>` +
      `<stop offset="0.45" stop-color="#fff" stop-opacity="0.22"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="#000" stop-opacity="0.18"/></linearGradient>` +
      `<pattern id="${id}-warp" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="2" height="6" fill="#fff" opacity="0.07"/></pattern>`,
    body: `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${id}-warp)"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${id})"/>`,
  };
}

/** A row of triangles: the zigzag border of carpets, plates and embroidery. */
function zigzag(x: number, y: number, w: number, size: number, fill: string, up = true): string {
  let d = `M${f(x)} ${f(y)}`;
  for (let px = x; px < x + w; px += size) d += ` L${f(px + size / 2)} ${f(up ? y - size * 0.8 : y + size * 0.8)} L${f(Math.min(px + size, x + w))} ${f(y)}`;
  return `<path d="${d} Z" fill="${fill}"/>`;
}

/** A pomegranate (anor): body, crown and a glimpse of seeds — the symbol of plenty. */
function pomegranate(cx: number, cy: number, r: number, body: string = P, seeds: string = S): string {
  const crown = `M${f(cx - r * 0.32)} ${f(cy - r * 0.86)} L${f(cx - r * 0.22)} ${f(cy - r * 1.28)} L${f(cx - r * 0.06)} ${f(cy - r * 0.98)} L${f(cx + r * 0.08)} ${f(cy - r * 1.34)} L${f(cx + r * 0.2)} ${f(cy - r * 0.98)} L${f(cx + r * 0.34)} ${f(cy - r * 1.26)} L${f(cx + r * 0.36)} ${f(cy - r * 0.84)} Z`;
  let out = `<path d="${crown}" fill="${SHADE.pomegranateDark}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${body}"/>`;
  out += `<path d="M${f(cx - r * 0.55)} ${f(cy - r * 0.1)} Q${f(cx)} ${f(cy - r * 0.55)} ${f(cx + r * 0.55)} ${f(cy - r * 0.1)} Q${f(cx)} ${f(cy + r * 0.75)} ${f(cx - r * 0.55)} ${f(cy - r * 0.1)} Z" fill="${C}" opacity="0.9"/>`;
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2;
    out += `<circle cx="${f(cx + Math.cos(a) * r * 0.22)}" cy="${f(cy + r * 0.1 + Math.sin(a) * r * 0.16)}" r="${f(r * 0.08)}" fill="${seeds === S ? P : seeds}"/>`;
  }
  out += `<circle cx="${f(cx - r * 0.4)}" cy="${f(cy - r * 0.45)}" r="${f(r * 0.12)}" fill="#fff" opacity="0.35"/>`;
  return out;
}

/** A silk cocoon: an oval with a waist and a few loose threads. */
function cocoon(cx: number, cy: number, rx: number, angle: number, fill: string = C): string {
  const ry = rx * 0.58;
  return (
    `<g transform="rotate(${f(angle)} ${f(cx)} ${f(cy)})">` +
    `<ellipse cx="${f(cx + 4)}" cy="${f(cy + 6)}" rx="${f(rx)}" ry="${f(ry)}" fill="#000" opacity="0.18"/>` +
    `<path d="M${f(cx - rx)} ${f(cy)} C${f(cx - rx)} ${f(cy - ry * 1.35)} ${f(cx - rx * 0.1)} ${f(cy - ry * 0.95)} ${f(cx)} ${f(cy - ry * 0.8)} C${f(cx + rx * 0.1)} ${f(cy - ry * 0.95)} ${f(cx + rx)} ${f(cy - ry * 1.35)} ${f(cx + rx)} ${f(cy)} C${f(cx + rx)} ${f(cy + ry * 1.35)} ${f(cx + rx * 0.1)} ${f(cy + ry * 0.95)} ${f(cx)} ${f(cy + ry * 0.8)} C${f(cx - rx * 0.1)} ${f(cy + ry * 0.95)} ${f(cx - rx)} ${f(cy + ry * 1.35)} ${f(cx - rx)} ${f(cy)} Z" fill="${fill}" stroke="${SHADE.creamDark}" stroke-width="3"/>` +
    `<path d="M${f(cx - rx * 0.7)} ${f(cy - ry * 0.3)} Q${f(cx - rx * 0.3)} ${f(cy - ry * 0.6)} ${f(cx - rx * 0.1)} ${f(cy - ry * 0.35)} M${f(cx + rx * 0.2)} ${f(cy + ry * 0.4)} Q${f(cx + rx * 0.5)} ${f(cy + ry * 0.65)} ${f(cx + rx * 0.75)} ${f(cy + ry * 0.2)}" stroke="${SHADE.creamDark}" stroke-width="3" fill="none"/>` +
    `</g>`
  );
}

/** A mulberry leaf (tut bargi): heart-shaped with a midrib and veins. */
function mulberryLeaf(cx: number, cy: number, size: number, angle: number, fill: string = G): string {
  const s = size;
  return (
    `<g transform="rotate(${f(angle)} ${f(cx)} ${f(cy)})">` +
    `<path d="M${f(cx)} ${f(cy + s)} C${f(cx - s * 1.1)} ${f(cy + s * 0.2)} ${f(cx - s * 0.9)} ${f(cy - s * 0.9)} ${f(cx)} ${f(cy - s * 0.55)} C${f(cx + s * 0.9)} ${f(cy - s * 0.9)} ${f(cx + s * 1.1)} ${f(cy + s * 0.2)} ${f(cx)} ${f(cy + s)} Z" fill="${fill}"/>` +
    `<path d="M${f(cx)} ${f(cy - s * 0.5)} L${f(cx)} ${f(cy + s * 1.25)} M${f(cx)} ${f(cy)} L${f(cx - s * 0.5)} ${f(cy - s * 0.3)} M${f(cx)} ${f(cy)} L${f(cx + s * 0.5)} ${f(cy - s * 0.3)} M${f(cx)} ${f(cy + s * 0.4)} L${f(cx - s * 0.45)} ${f(cy + s * 0.15)} M${f(cx)} ${f(cy + s * 0.4)} L${f(cx + s * 0.45)} ${f(cy + s * 0.15)}" stroke="${SHADE.greenLight}" stroke-width="${f(Math.max(2, s * 0.04))}" fill="none" stroke-linecap="round"/>` +
    `</g>`
  );
}

/** A rosette of petals around a disc: suzani flowers, plate centres. */
function rosette(cx: number, cy: number, r: number, petals: number, colors: readonly string[]): string {
  let out = `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${colors[0]}"/>`;
  for (let i = 0; i < petals; i++) {
    const a = (360 / petals) * i;
    out += `<ellipse cx="${f(cx)}" cy="${f(cy - r * 0.68)}" rx="${f(r * 0.16)}" ry="${f(r * 0.3)}" fill="${colors[1]}" transform="rotate(${f(a)} ${f(cx)} ${f(cy)})"/>`;
  }
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.42)}" fill="${colors[2]}"/>`;
  for (let i = 0; i < Math.max(6, petals - 4); i++) {
    const a = (360 / Math.max(6, petals - 4)) * i + 15;
    out += `<ellipse cx="${f(cx)}" cy="${f(cy - r * 0.28)}" rx="${f(r * 0.07)}" ry="${f(r * 0.12)}" fill="${colors[3] ?? colors[1]}" transform="rotate(${f(a)} ${f(cx)} ${f(cy)})"/>`;
  }
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.12)}" fill="${colors[1]}"/>`;
  return out;
}

/** A swing tag with a short label, like the ones artisans tie to their goods. */
function tag(x: number, y: number, text: string, angle = -5, size = 26): string {
  const w = Math.max(120, text.length * size * 0.6 + 56);
  const h = size * 2;
  return (
    `<g transform="rotate(${angle} ${x} ${y})">` +
    `<path d="M${x - 60} ${y - 80} Q${x - 20} ${y - 50} ${x + 14} ${y + h / 2}" stroke="${SHADE.creamDark}" stroke-width="3" fill="none"/>` +
    `<rect x="${x}" y="${y}" width="${f(w)}" height="${h}" rx="10" fill="${C}" stroke="${I}" stroke-width="3"/>` +
    `<circle cx="${x + 18}" cy="${y + h / 2}" r="6" fill="${SHADE.creamDark}" stroke="${I}" stroke-width="2"/>` +
    `<text x="${x + 34}" y="${f(y + h / 2 + size * 0.36)}" font-family="${FONT}" font-size="${size}" font-weight="bold" fill="${I}">${escapeXml(text)}</text>` +
    `</g>`
  );
}

// ---------------------------------------------------------------------------------------------
// Product art: one drawing per kind, varied by the generator.

/** The kinds of product drawing: each shop category names its kind in content/shop.json. */
export const PRODUCT_ART_KINDS = ['atlas', 'scarf', 'suzani', 'ceramics', 'carpet', 'clothes', 'cocoons', 'jewellery', 'woodwork'] as const;
export type ProductArtKind = (typeof PRODUCT_ART_KINDS)[number];

const PRODUCT_IMAGE_SIZE = 800;

export function productArt(kind: ProductArtKind, rng: Rng, variant: number, label: string): string {
  const W = PRODUCT_IMAGE_SIZE;
  const draw = DRAWINGS[kind];
  const { defs, body } = draw(rng, variant, W);
  return svgDoc(W, W, body + tag(W - 330, W - 120, label, -4), defs);
}

type Drawing = (rng: Rng, variant: number, W: number) => { defs: string; body: string };

const DRAWINGS: Record<ProductArtKind, Drawing> = {
  /** A length of atlas hanging in folds. */
  atlas(rng, v, W) {
    const sheen = silkSheen(`s${v}`, 0, 0, W, W);
    let body = ikatField(rng, 0, 0, W, W, { columns: 3 + (v % 3), triad: TRIADS[v % TRIADS.length] });
    // Folds: soft dark and light vertical bands.
    for (let i = 0; i < 4; i++) {
      const x = rng.int(0, W - 120);
      body += `<rect x="${x}" y="0" width="${rng.int(40, 110)}" height="${W}" fill="${i % 2 ? '#000' : '#fff'}" opacity="${i % 2 ? 0.1 : 0.08}"/>`;
    }
    return { defs: sheen.defs, body: body + sheen.body };
  },

  /** A square silk scarf folded on cloth, with fringe. */
  scarf(rng, v, W) {
    const ground = [SHADE.creamDark, SHADE.indigoDark, C, SHADE.greenDark][v % 4];
    const sheen = silkSheen(`sc${v}`, 0, 0, W, W);
    const c = W / 2;
    const r = W * 0.36;
    const diamond = `M${c} ${c - r} L${c + r} ${c} L${c} ${c + r} L${c - r} ${c} Z`;
    let body = `<rect width="${W}" height="${W}" fill="${ground}"/>`;
    for (let i = 0; i < 14; i++) body += `<circle cx="${rng.int(0, W)}" cy="${rng.int(0, W)}" r="${rng.int(2, 5)}" fill="${S}" opacity="0.25"/>`;
    body += `<path d="${diamond}" transform="translate(14 18)" fill="#000" opacity="0.2"/>`;
    // Fringe on the two lower edges.
    for (let t = 0.05; t < 1; t += 0.035) {
      for (const [x0, y0, dx] of [[c - r + r * t, c + r * t, -1], [c + r - r * t, c + r * t, 1]] as const) {
        body += `<line x1="${f(x0)}" y1="${f(y0)}" x2="${f(x0 + dx * 14)}" y2="${f(y0 + 22)}" stroke="${S}" stroke-width="3"/>`;
      }
    }
    const defs = `<clipPath id="scarf${v}"><path d="${diamond}"/></clipPath>` + sheen.defs;
    body += `<g clip-path="url(#scarf${v})">${ikatField(rng, c - r, c - r, r * 2, r * 2, { columns: 4 + (v % 2), triad: TRIADS[(v + 2) % TRIADS.length] })}${sheen.body}</g>`;
    body += `<path d="${diamond}" fill="none" stroke="${S}" stroke-width="10"/><path d="${diamond}" fill="none" stroke="${P}" stroke-width="3" transform="translate(${c} ${c}) scale(0.93) translate(${-c} ${-c})"/>`;
    return { defs, body };
  },

  /** Suzani: big rosettes, vines and leaves on cream, within an embroidered border. */
  suzani(rng, v, W) {
    const ground = v % 2 ? SHADE.creamDark : C;
    const colors = [
      [P, S, I, C],
      [I, P, S, C],
      [P, I, S, G],
      [S, P, I, C],
    ][v % 4];
    let body = `<rect width="${W}" height="${W}" fill="${ground}"/>`;
    // Vines between the flowers.
    for (let i = 0; i < 6; i++) {
      const x1 = rng.int(60, W - 60), y1 = rng.int(60, W - 60), x2 = rng.int(60, W - 60), y2 = rng.int(60, W - 60);
      body += `<path d="M${x1} ${y1} Q${rng.int(0, W)} ${rng.int(0, W)} ${x2} ${y2}" stroke="${G}" stroke-width="9" fill="none" stroke-linecap="round"/>`;
      body += mulberryLeaf(x2, y2, 26, rng.int(0, 360));
    }
    body += rosette(W / 2, W / 2, W * 0.24, 12 + (v % 3) * 2, colors);
    for (const [x, y] of [[0, 0], [W, 0], [0, W], [W, W]]) body += rosette(x, y, W * 0.2, 10, [colors[1], colors[0], colors[2], colors[3]]);
    for (let i = 0; i < 10; i++) body += rosette(rng.int(90, W - 90), rng.int(90, W - 90), rng.int(18, 34), 6, [colors[2], colors[0], colors[1]]);
    // The border band with diamonds.
    body += `<rect x="14" y="14" width="${W - 28}" height="${W - 28}" fill="none" stroke="${colors[2]}" stroke-width="28"/>`;
    for (let x = 40; x < W - 20; x += 44) {
      for (const y of [14, W - 14]) body += `<path d="M${x} ${y - 9} L${x + 9} ${y} L${x} ${y + 9} L${x - 9} ${y} Z" fill="${S}"/>`;
      for (const xx of [14, W - 14]) body += `<path d="M${xx} ${x - 9} L${xx + 9} ${x} L${xx} ${x + 9} L${xx - 9} ${x} Z" fill="${S}"/>`;
    }
    return { defs: '', body };
  },

  /** A Rishton plate or bowl seen from above: zigzag rims and a pomegranate or star centre. */
  ceramics(rng, v, W) {
    const c = W / 2;
    const r = W * 0.4;
    const table = [SHADE.wood, SHADE.greenDark, SHADE.indigoDark, SHADE.pomegranateDark][v % 4];
    let body = `<rect width="${W}" height="${W}" fill="${table}"/>`;
    for (let y = 0; y < W; y += 16) body += `<rect x="0" y="${y}" width="${W}" height="3" fill="#000" opacity="0.06"/>`;
    body += `<circle cx="${c + 16}" cy="${c + 22}" r="${r}" fill="#000" opacity="0.3"/>`;
    body += `<circle cx="${c}" cy="${c}" r="${r}" fill="${C}"/>`;
    body += `<circle cx="${c}" cy="${c}" r="${r - 10}" fill="none" stroke="${I}" stroke-width="16"/>`;
    // A ring of triangles (the zigzag rim), drawn radially.
    const teeth = 28 + (v % 3) * 4;
    for (let i = 0; i < teeth; i++) {
      const a = (i / teeth) * Math.PI * 2;
      const a2 = ((i + 0.5) / teeth) * Math.PI * 2;
      const a3 = ((i + 1) / teeth) * Math.PI * 2;
      const r1 = r - 24, r2 = r - 62;
      body += `<path d="M${f(c + Math.cos(a) * r1)} ${f(c + Math.sin(a) * r1)} L${f(c + Math.cos(a2) * r2)} ${f(c + Math.sin(a2) * r2)} L${f(c + Math.cos(a3) * r1)} ${f(c + Math.sin(a3) * r1)} Z" fill="${i % 2 ? SHADE.indigoLight : I}"/>`;
    }
    body += `<circle cx="${c}" cy="${c}" r="${r - 74}" fill="none" stroke="${G}" stroke-width="6"/>`;
    const petals = 8 + (v % 2) * 4;
    for (let i = 0; i < petals; i++) {
      body += `<ellipse cx="${c}" cy="${f(c - r * 0.42)}" rx="${f(r * 0.09)}" ry="${f(r * 0.17)}" fill="${i % 2 ? SHADE.indigoLight : I}" transform="rotate(${f((360 / petals) * i)} ${c} ${c})"/>`;
    }
    if (v % 2 === 0) body += pomegranate(c, c + r * 0.04, r * 0.2);
    else {
      body += `<path d="M${c} ${c - r * 0.26} L${c + r * 0.26} ${c} L${c} ${c + r * 0.26} L${c - r * 0.26} ${c} Z" fill="${P}"/>`;
      body += `<rect x="${f(c - r * 0.18)}" y="${f(c - r * 0.18)}" width="${f(r * 0.36)}" height="${f(r * 0.36)}" fill="${S}" transform="rotate(45 ${c} ${c})" opacity="0.9"/>`;
      body += `<circle cx="${c}" cy="${c}" r="${f(r * 0.08)}" fill="${I}"/>`;
    }
    body += `<ellipse cx="${f(c - r * 0.45)}" cy="${f(c - r * 0.5)}" rx="${f(r * 0.2)}" ry="${f(r * 0.08)}" fill="#fff" opacity="0.35" transform="rotate(-35 ${f(c - r * 0.45)} ${f(c - r * 0.5)})"/>`;
    void rng;
    return { defs: '', body };
  },

  /** A carpet: borders with teeth and rows of octagonal guls. */
  carpet(rng, v, W) {
    const field = [P, I, SHADE.pomegranateDark, G][v % 4];
    const border = field === I ? P : I;
    let body = `<rect width="${W}" height="${W}" fill="${SHADE.creamDark}"/>`;
    const m = 40;
    body += `<rect x="${m}" y="${m}" width="${W - 2 * m}" height="${W - 2 * m}" fill="${border}"/>`;
    body += zigzag(m, m + 46, W - 2 * m, 22, S, true) + zigzag(m, W - m - 46, W - 2 * m, 22, S, false);
    const inner = m + 62;
    body += `<rect x="${inner}" y="${inner}" width="${W - 2 * inner}" height="${W - 2 * inner}" fill="${field}" stroke="${C}" stroke-width="6"/>`;
    const cols = 2 + (v % 2);
    const rows = 3;
    const cw = (W - 2 * inner) / cols;
    const rh = (W - 2 * inner) / rows;
    for (let i = 0; i < cols; i++) {
      for (let j = 0; j < rows; j++) {
        const cx = inner + cw * (i + 0.5);
        const cy = inner + rh * (j + 0.5);
        const s = Math.min(cw, rh) * 0.4;
        const oct = (k: number) =>
          Array.from({ length: 8 }, (_, n) => {
            const a = Math.PI / 8 + (n * Math.PI) / 4;
            return `${f(cx + Math.cos(a) * k)},${f(cy + Math.sin(a) * k * 0.8)}`;
          }).join(' ');
        body += `<polygon points="${oct(s)}" fill="${SHADE.creamDark}"/><polygon points="${oct(s * 0.8)}" fill="${border}"/>`;
        body += `<path d="M${f(cx - s * 0.6)} ${f(cy)} L${f(cx + s * 0.6)} ${f(cy)} M${f(cx)} ${f(cy - s * 0.5)} L${f(cx)} ${f(cy + s * 0.5)}" stroke="${S}" stroke-width="10"/>`;
        for (const [dx, dy] of [[-1, -1], [1, -1], [-1, 1], [1, 1]]) {
          body += `<path d="M${f(cx + dx * s * 0.3)} ${f(cy + dy * s * 0.25 - 12)} l12 12 l-12 12 l-12 -12 Z" fill="${rng.pick([P, C, G])}"/>`;
        }
      }
    }
    // Fringe.
    for (let x = m + 6; x < W - m; x += 12) body += `<line x1="${x}" y1="${m - 30}" x2="${x}" y2="${m}" stroke="${C}" stroke-width="4"/><line x1="${x}" y1="${W - m}" x2="${x}" y2="${W - m + 30}" stroke="${C}" stroke-width="4"/>`;
    return { defs: '', body };
  },

  /** A chapan cut from ikat, or a Chust doʻppi with its white pepper motifs. */
  clothes(rng, v, W) {
    let body = `<rect width="${W}" height="${W}" fill="${v % 2 ? SHADE.creamDark : C}"/>`;
    for (let x = -W; x < W; x += 60) body += `<path d="M${x} 0 L${x + W} ${W} M${x + W} 0 L${x} ${W}" stroke="${SHADE.creamDark}" stroke-width="2"/>`;
    if (v % 2 === 1) {
      // Doʻppi: a dark square cap with four white qalampir (pepper) motifs and a zigzag band.
      body += `<ellipse cx="400" cy="560" rx="250" ry="40" fill="#000" opacity="0.18"/>`;
      body += `<path d="M170 520 L200 290 Q400 205 600 290 L630 520 Q400 575 170 520 Z" fill="${SHADE.indigoDark}"/>`;
      for (const [x, a] of [[265, -12], [365, -4], [455, 4], [545, 12]] as const) {
        body += `<path d="M${x} 470 C${x - 45} 420 ${x - 20} 330 ${x + 20} 300 C${x + 5} 350 ${x + 45} 420 ${x} 470 Z" fill="${C}" transform="rotate(${a} ${x} 400)"/>`;
        body += `<path d="M${x} 455 C${x - 20} 420 ${x - 8} 360 ${x + 12} 330" stroke="${SHADE.indigoDark}" stroke-width="5" fill="none" transform="rotate(${a} ${x} 400)"/>`;
      }
      body += `<path d="M176 505 Q400 560 624 505" stroke="${C}" stroke-width="6" fill="none" stroke-dasharray="14 8"/>`;
      return { defs: '', body };
    }
    const robe = 'M345 120 L240 150 L95 410 L185 450 L268 310 L250 730 L550 730 L532 310 L615 450 L705 410 L560 150 L455 120 L400 250 Z';
    const defs = `<clipPath id="robe${v}"><path d="${robe}"/></clipPath>` + silkSheen(`rb${v}`, 0, 0, W, W).defs;
    body += `<path d="${robe}" transform="translate(12 16)" fill="#000" opacity="0.18"/>`;
    body += `<g clip-path="url(#robe${v})">${ikatField(rng, 60, 100, 680, 660, { columns: 5, triad: TRIADS[(v + 1) % TRIADS.length] })}${silkSheen(`rb${v}`, 0, 0, W, W).body}</g>`;
    body += `<path d="${robe}" fill="none" stroke="${S}" stroke-width="10" stroke-linejoin="round"/>`;
    body += `<path d="M400 250 L400 730" stroke="${S}" stroke-width="8"/>`;
    return { defs, body };
  },

  /** Cocoons on mulberry leaves, or skeins of dyed silk yarn. */
  cocoons(rng, v, W) {
    const ground = v % 2 ? SHADE.greenDark : G;
    let body = `<rect width="${W}" height="${W}" fill="${ground}"/>`;
    // Leaves in the two greens that are not the ground, so none is lost in it.
    const leaves = [SHADE.greenLight, ground === G ? SHADE.greenDark : G];
    for (let i = 0; i < 9; i++) body += mulberryLeaf(rng.int(40, W - 40), rng.int(40, W - 40), rng.int(70, 130), rng.int(0, 360), leaves[i % 2]);
    if (v % 2 === 0) {
      for (let i = 0; i < 9; i++) body += cocoon(rng.int(170, W - 170), rng.int(170, W - 170), rng.int(70, 95), rng.int(-40, 40), i % 4 === 3 ? '#f7e7b4' : C);
    } else {
      const colors = [S, P, I, C, SHADE.pomegranateDark, SHADE.saffronDark];
      for (let k = 0; k < 4; k++) {
        const cx = 230 + (k % 2) * 330;
        const cy = 250 + Math.floor(k / 2) * 300;
        const color = colors[(k + v) % colors.length];
        for (let i = 0; i < 14; i++) {
          body += `<ellipse cx="${cx}" cy="${cy}" rx="${130 - i * 2}" ry="${46 + (i % 3) * 3}" fill="none" stroke="${color}" stroke-width="5" opacity="0.9" transform="rotate(${-25 + i * 3} ${cx} ${cy})"/>`;
        }
        body += `<rect x="${cx - 18}" y="${cy - 60}" width="36" height="120" rx="8" fill="${C}" transform="rotate(-20 ${cx} ${cy})"/>`;
      }
    }
    return { defs: '', body };
  },

  /** Silver and gold on velvet: a necklace with coral beads, or long earrings. */
  jewellery(rng, v, W) {
    const defs = `<radialGradient id="vel${v}" cx="0.5" cy="0.4" r="0.7"><stop offset="0" stop-color="${v % 2 ? SHADE.pomegranateDark : SHADE.indigoLight}"/><stop offset="1" stop-color="${v % 2 ? '#4a0f16' : SHADE.indigoDark}"/></radialGradient>`;
    let body = `<rect width="${W}" height="${W}" fill="url(#vel${v})"/>`;
    const gold = v % 3 === 2 ? '#d9dde6' : S;
    if (v % 2 === 0) {
      for (let i = 0; i <= 24; i++) {
        const t = i / 24;
        const x = 130 + t * 540;
        const y = 200 + Math.sin(t * Math.PI) * 300;
        body += `<circle cx="${f(x)}" cy="${f(y)}" r="${i % 3 === 0 ? 17 : 11}" fill="${i % 3 === 0 ? P : gold}" stroke="${SHADE.saffronDark}" stroke-width="2"/>`;
      }
      body += `<circle cx="400" cy="560" r="74" fill="${gold}" stroke="${SHADE.saffronDark}" stroke-width="6"/>`;
      body += rosette(400, 560, 54, 10, [gold, SHADE.saffronDark, P, C]);
      for (let i = -2; i <= 2; i++) body += `<line x1="${400 + i * 26}" y1="630" x2="${400 + i * 26}" y2="${690 - Math.abs(i) * 14}" stroke="${gold}" stroke-width="4"/><circle cx="${400 + i * 26}" cy="${696 - Math.abs(i) * 14}" r="9" fill="${P}"/>`;
    } else {
      for (const cx of [280, 520]) {
        body += `<circle cx="${cx}" cy="170" r="16" fill="none" stroke="${gold}" stroke-width="6"/>`;
        body += `<path d="M${cx - 70} 250 A72 72 0 0 0 ${cx + 70} 250 A56 56 0 0 1 ${cx - 70} 250 Z" fill="${gold}" stroke="${SHADE.saffronDark}" stroke-width="3"/>`;
        body += `<line x1="${cx}" y1="186" x2="${cx}" y2="250" stroke="${gold}" stroke-width="5"/>`;
        for (let k = 0; k < 4; k++) body += `<circle cx="${cx}" cy="${330 + k * 70}" r="${22 - k * 2}" fill="${k % 2 ? P : gold}" stroke="${SHADE.saffronDark}" stroke-width="3"/><line x1="${cx}" y1="${352 + k * 70 - 4}" x2="${cx}" y2="${330 + (k + 1) * 70 - 20}" stroke="${gold}" stroke-width="4"/>`;
        body += `<circle cx="${cx}" cy="300" r="8" fill="#5fb7c9"/>`;
      }
    }
    for (let i = 0; i < 18; i++) body += `<circle cx="${rng.int(0, W)}" cy="${rng.int(0, W)}" r="${rng.int(1, 3)}" fill="#fff" opacity="0.4"/>`;
    return { defs, body };
  },

  /** A carved walnut panel with eight-pointed stars (girih). */
  woodwork(rng, v, W) {
    let body = `<rect width="${W}" height="${W}" fill="${v % 2 ? '#a8692a' : SHADE.wood}"/>`;
    for (let y = 0; y < W; y += 14) {
      body += `<path d="M0 ${y} Q${W / 4} ${y + rng.int(-10, 10)} ${W / 2} ${y} T${W} ${y}" stroke="${SHADE.woodDark}" stroke-width="2" fill="none" opacity="0.35"/>`;
    }
    const m = 70;
    body += `<rect x="${m}" y="${m}" width="${W - 2 * m}" height="${W - 2 * m}" fill="none" stroke="${SHADE.woodDark}" stroke-width="22"/>`;
    body += `<rect x="${m + 22}" y="${m + 22}" width="${W - 2 * m - 44}" height="${W - 2 * m - 44}" fill="none" stroke="#e0b067" stroke-width="4"/>`;
    const n = 3 + (v % 2);
    const step = (W - 2 * m - 60) / n;
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        const cx = m + 30 + step * (i + 0.5);
        const cy = m + 30 + step * (j + 0.5);
        const s = step * 0.36;
        const square = `M${f(cx - s)} ${f(cy - s)} h${f(2 * s)} v${f(2 * s)} h${f(-2 * s)} Z`;
        body += `<path d="${square}" fill="#d59a4c" stroke="${SHADE.woodDark}" stroke-width="6"/>`;
        body += `<path d="${square}" fill="#d59a4c" stroke="${SHADE.woodDark}" stroke-width="6" transform="rotate(45 ${f(cx)} ${f(cy)})"/>`;
        body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(s * 0.45)}" fill="${SHADE.woodDark}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(s * 0.22)}" fill="#e0b067"/>`;
      }
    }
    return { defs: '', body };
  },
};

// ---------------------------------------------------------------------------------------------
// Banners (news, courses, service announcements): an ikat panel, an emblem and a short label.

/** The banners' emblems: news items, courses and drawn service pictures name theirs in the content. */
export const EMBLEMS = ['cocoon', 'loom', 'scroll', 'globe', 'leaf', 'pot', 'coins', 'medal', 'needle', 'camera', 'carpet', 'laptop'] as const;
export type Emblem = (typeof EMBLEMS)[number];

function emblem(kind: Emblem, cx: number, cy: number, s: number): string {
  const k = s / 100;
  const t = (x: number, y: number) => `${f(cx + x * k)} ${f(cy + y * k)}`;
  switch (kind) {
    case 'cocoon':
      return mulberryLeaf(cx - 30 * k, cy + 10 * k, 70 * k, -30) + cocoon(cx + 10 * k, cy - 10 * k, 60 * k, -15) + cocoon(cx + 40 * k, cy + 55 * k, 48 * k, 20, '#f7e7b4');
    case 'leaf':
      return mulberryLeaf(cx - 25 * k, cy, 80 * k, -20) + mulberryLeaf(cx + 45 * k, cy + 20 * k, 60 * k, 35, SHADE.greenLight);
    case 'loom': {
      let out = `<rect x="${f(cx - 90 * k)}" y="${f(cy - 90 * k)}" width="${f(180 * k)}" height="${f(180 * k)}" fill="none" stroke="${SHADE.wood}" stroke-width="${f(14 * k)}"/>`;
      for (let i = -70; i <= 70; i += 14) out += `<line x1="${f(cx + i * k)}" y1="${f(cy - 84 * k)}" x2="${f(cx + i * k)}" y2="${f(cy + 84 * k)}" stroke="${[P, S, I][Math.abs(i / 14) % 3]}" stroke-width="${f(5 * k)}"/>`;
      out += `<path d="M${t(-110, 20)} L${t(110, 20)} L${t(90, 40)} L${t(-90, 40)} Z" fill="${SHADE.woodDark}"/>`;
      return out;
    }
    case 'scroll':
      return (
        `<rect x="${f(cx - 70 * k)}" y="${f(cy - 95 * k)}" width="${f(140 * k)}" height="${f(190 * k)}" rx="${f(8 * k)}" fill="${C}" stroke="${I}" stroke-width="${f(5 * k)}"/>` +
        [-60, -35, -10, 15].map((y) => `<line x1="${f(cx - 48 * k)}" y1="${f(cy + y * k)}" x2="${f(cx + 48 * k)}" y2="${f(cy + y * k)}" stroke="${I}" stroke-width="${f(6 * k)}" opacity="0.6"/>`).join('') +
        `<circle cx="${f(cx + 35 * k)}" cy="${f(cy + 60 * k)}" r="${f(26 * k)}" fill="${P}"/><circle cx="${f(cx + 35 * k)}" cy="${f(cy + 60 * k)}" r="${f(16 * k)}" fill="none" stroke="${S}" stroke-width="${f(4 * k)}"/>`
      );
    case 'globe':
      return (
        `<circle cx="${cx}" cy="${cy}" r="${f(90 * k)}" fill="${SHADE.indigoLight}" stroke="${C}" stroke-width="${f(6 * k)}"/>` +
        `<ellipse cx="${cx}" cy="${cy}" rx="${f(40 * k)}" ry="${f(90 * k)}" fill="none" stroke="${C}" stroke-width="${f(4 * k)}"/>` +
        `<path d="M${t(-90, 0)} L${t(90, 0)} M${t(-78, -45)} L${t(78, -45)} M${t(-78, 45)} L${t(78, 45)}" stroke="${C}" stroke-width="${f(4 * k)}"/>` +
        `<path d="M${t(-120, 60)} Q${t(0, -160)} ${t(120, -40)}" stroke="${S}" stroke-width="${f(7 * k)}" fill="none" stroke-dasharray="${f(14 * k)} ${f(10 * k)}"/>` +
        `<circle cx="${f(cx + 120 * k)}" cy="${f(cy - 40 * k)}" r="${f(12 * k)}" fill="${P}"/>`
      );
    case 'pot':
      return (
        `<path d="M${t(-40, -90)} L${t(40, -90)} L${t(30, -60)} Q${t(95, -20)} ${t(70, 50)} Q${t(50, 95)} ${t(0, 95)} Q${t(-50, 95)} ${t(-70, 50)} Q${t(-95, -20)} ${t(-30, -60)} Z" fill="${SHADE.indigoLight}" stroke="${C}" stroke-width="${f(5 * k)}"/>` +
        zigzag(cx - 78 * k, cy + 5 * k, 156 * k, 20 * k, S) +
        `<circle cx="${cx}" cy="${f(cy + 48 * k)}" r="${f(14 * k)}" fill="${P}"/>`
      );
    case 'coins': {
      let out = '';
      for (let i = 0; i < 5; i++) out += `<ellipse cx="${f(cx - 30 * k)}" cy="${f(cy + 60 * k - i * 22 * k)}" rx="${f(60 * k)}" ry="${f(20 * k)}" fill="${i % 2 ? S : SHADE.saffronDark}" stroke="${C}" stroke-width="${f(3 * k)}"/>`;
      out += `<circle cx="${f(cx + 55 * k)}" cy="${f(cy - 20 * k)}" r="${f(55 * k)}" fill="${S}" stroke="${SHADE.saffronDark}" stroke-width="${f(6 * k)}"/>`;
      out += `<text x="${f(cx + 55 * k)}" y="${f(cy - 2 * k)}" font-family="${FONT}" font-size="${f(50 * k)}" font-weight="bold" fill="${I}" text-anchor="middle">%</text>`;
      return out;
    }
    case 'medal':
      return (
        `<path d="M${t(-50, -110)} L${t(-10, -20)} L${t(20, -30)} L${t(-20, -110)} Z" fill="${P}"/><path d="M${t(50, -110)} L${t(10, -20)} L${t(-20, -30)} L${t(20, -110)} Z" fill="${I}"/>` +
        `<circle cx="${cx}" cy="${f(cy + 30 * k)}" r="${f(62 * k)}" fill="${S}" stroke="${SHADE.saffronDark}" stroke-width="${f(8 * k)}"/>` +
        rosette(cx, cy + 30 * k, 36 * k, 10, [S, SHADE.saffronDark, P, C])
      );
    case 'needle':
      return (
        `<line x1="${f(cx - 90 * k)}" y1="${f(cy + 90 * k)}" x2="${f(cx + 80 * k)}" y2="${f(cy - 80 * k)}" stroke="${SHADE.indigoLight}" stroke-width="${f(10 * k)}" stroke-linecap="round"/>` +
        `<ellipse cx="${f(cx + 66 * k)}" cy="${f(cy - 66 * k)}" rx="${f(10 * k)}" ry="${f(4 * k)}" fill="${I}" transform="rotate(-45 ${f(cx + 66 * k)} ${f(cy - 66 * k)})"/>` +
        `<path d="M${t(66, -66)} C${t(140, -40)} ${t(-20, 40)} ${t(60, 90)} S${t(-60, 60)} ${t(-100, 20)}" stroke="${P}" stroke-width="${f(6 * k)}" fill="none"/>`
      );
    case 'camera':
      return (
        `<rect x="${f(cx - 95 * k)}" y="${f(cy - 55 * k)}" width="${f(190 * k)}" height="${f(130 * k)}" rx="${f(18 * k)}" fill="${I}"/>` +
        `<rect x="${f(cx - 40 * k)}" y="${f(cy - 80 * k)}" width="${f(80 * k)}" height="${f(30 * k)}" rx="${f(8 * k)}" fill="${I}"/>` +
        `<circle cx="${cx}" cy="${f(cy + 10 * k)}" r="${f(48 * k)}" fill="${C}"/><circle cx="${cx}" cy="${f(cy + 10 * k)}" r="${f(32 * k)}" fill="${SHADE.indigoLight}"/>` +
        `<circle cx="${f(cx + 68 * k)}" cy="${f(cy - 30 * k)}" r="${f(8 * k)}" fill="${S}"/>`
      );
    case 'carpet':
      return (
        `<rect x="${f(cx - 85 * k)}" y="${f(cy - 100 * k)}" width="${f(170 * k)}" height="${f(200 * k)}" fill="${P}" stroke="${I}" stroke-width="${f(14 * k)}"/>` +
        `<polygon points="${t(0, -50)} ${t(45, 0)} ${t(0, 50)} ${t(-45, 0)}" fill="${C}"/><polygon points="${t(0, -28)} ${t(25, 0)} ${t(0, 28)} ${t(-25, 0)}" fill="${I}"/>`
      );
    case 'laptop':
      return (
        `<rect x="${f(cx - 85 * k)}" y="${f(cy - 70 * k)}" width="${f(170 * k)}" height="${f(115 * k)}" rx="${f(8 * k)}" fill="${I}"/>` +
        `<rect x="${f(cx - 73 * k)}" y="${f(cy - 58 * k)}" width="${f(146 * k)}" height="${f(91 * k)}" fill="${C}"/>` +
        `<path d="M${t(-110, 50)} L${t(110, 50)} L${t(95, 70)} L${t(-95, 70)} Z" fill="${SHADE.indigoLight}"/>` +
        `<rect x="${f(cx - 60 * k)}" y="${f(cy - 45 * k)}" width="${f(50 * k)}" height="${f(50 * k)}" fill="${P}"/>` +
        `<line x1="${f(cx)}" y1="${f(cy - 35 * k)}" x2="${f(cx + 55 * k)}" y2="${f(cy - 35 * k)}" stroke="${I}" stroke-width="${f(6 * k)}"/><line x1="${f(cx)}" y1="${f(cy - 15 * k)}" x2="${f(cx + 40 * k)}" y2="${f(cy - 15 * k)}" stroke="${I}" stroke-width="${f(6 * k)}"/>`
      );
  }
}

/** Splits text into lines of at most `max` characters, breaking at spaces. */
function wrapText(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A 16:9 (or given size) banner: an ikat panel on the left, a cream panel with the emblem and a
 * label (a category or a short headline) on the right.
 */
export function bannerArt(rng: Rng, opts: { width: number; height: number; emblem: Emblem; label: string; caption?: string }): string {
  const { width: W, height: H } = opts;
  const split = Math.round(W * 0.46);
  let body = ikatField(rng, 0, 0, split, H, { columns: rng.int(2, 3) });
  const sheen = silkSheen(`b${rng.int(0, 1e6)}`, 0, 0, split, H);
  body += sheen.body;
  body += `<rect x="${split}" y="0" width="${W - split}" height="${H}" fill="${C}"/>`;
  body += zigzag(split, H, W - split, 28, SHADE.creamDark, true);
  body += `<rect x="${split - 6}" y="0" width="12" height="${H}" fill="${S}"/>`;
  const ex = split + (W - split) / 2;
  body += `<circle cx="${f(ex)}" cy="${f(H * 0.4)}" r="${f(H * 0.27)}" fill="${SHADE.creamDark}"/>`;
  body += emblem(opts.emblem, ex, H * 0.4, H * 0.2);
  const size = Math.round(H * 0.068);
  body += `<text x="${f(ex)}" y="${f(H * 0.8)}" font-family="${FONT}" font-size="${size}" font-weight="bold" fill="${I}" text-anchor="middle">${escapeXml(opts.label)}</text>`;
  if (opts.caption) {
    body += `<text x="${f(ex)}" y="${f(H * 0.8 + size * 1.4)}" font-family="${FONT}" font-size="${Math.round(size * 0.6)}" fill="${P}" text-anchor="middle">${escapeXml(opts.caption)}</text>`;
  }
  return svgDoc(W, H, body, sheen.defs);
}

/** A profile picture: initials on a cream disc over a small ikat pattern. */
export function avatarArt(rng: Rng, initials: string, size = 320): string {
  const c = size / 2;
  let body = ikatField(rng, 0, 0, size, size, { columns: 3 });
  body += `<circle cx="${c}" cy="${c}" r="${f(size * 0.34)}" fill="${C}" stroke="${S}" stroke-width="${f(size * 0.025)}"/>`;
  body += `<text x="${c}" y="${f(c + size * 0.1)}" font-family="${FONT}" font-size="${f(size * 0.27)}" font-weight="bold" fill="${I}" text-anchor="middle">${escapeXml(initials)}</text>`;
  return svgDoc(size, size, body);
}

// ---------------------------------------------------------------------------------------------
// Storing.

/** Runs async jobs with at most `limit` at a time (sharp's work runs on libuv's small thread pool). */
function limiter(limit: number) {
  let active = 0;
  const queue: (() => void)[] = [];
  return async <T>(job: () => Promise<T>): Promise<T> => {
    if (active >= limit) await new Promise<void>((resolve) => queue.push(resolve));
    active++;
    try {
      return await job();
    } finally {
      active--;
      queue.shift()?.();
    }
  };
}

/**
 * Writes the seed's media to the file store and remembers what it wrote, so a seed that fails or
 * finds the database already seeded can remove its files again.
 */
export class SeedMedia {
  readonly imageKeys: string[] = [];
  readonly fileKeys: string[] = [];
  /**
   * Every sharp job of the seed goes through this one gate, so the pictures, the video frames and
   * the rest do not crowd the two cores: three at a time keeps them busy while one job reads or writes.
   */
  readonly run = limiter(3);

  constructor(readonly blobs: BlobStore) {}

  /** Renders an SVG and stores it like an upload; returns the image key. */
  image(svg: string, folder: string): Promise<string> {
    return this.run(async () => {
      const png = await sharp(Buffer.from(svg)).flatten({ background: PALETTE.cream }).png({ compressionLevel: 1 }).toBuffer();
      const { key } = await storeImage(png, this.blobs, { folder });
      this.imageKeys.push(key);
      return key;
    });
  }

  /** Stores a generated file (PDF, video); returns the file key. */
  async file(content: Buffer, folder: string, ext: string): Promise<string> {
    const key = await storeFile(content, this.blobs, folder, ext);
    this.fileKeys.push(key);
    return key;
  }

  /** Removes everything this seed wrote. */
  async removeAll(): Promise<void> {
    await Promise.all([...this.imageKeys.map((key) => deleteImage(this.blobs, key)), this.blobs.remove(this.fileKeys)]);
  }
}

/**
 * A title card (lesson videos): ikat panel, a kicker (e.g. «3-dars»), a title wrapped on up to
 * three lines and a footer line.
 */
export function titleCardArt(rng: Rng, opts: { width: number; height: number; emblem?: Emblem; kicker: string; title: string; footer: string }): string {
  const { width: W, height: H } = opts;
  const split = Math.round(W * 0.3);
  let body = ikatField(rng, 0, 0, split, H, { columns: 2 });
  body += `<rect x="${split}" y="0" width="${W - split}" height="${H}" fill="${C}"/>`;
  body += `<rect x="${split - 4}" y="0" width="8" height="${H}" fill="${S}"/>`;
  body += zigzag(split, H, W - split, 20, SHADE.creamDark, true);
  const x = split + W * 0.06;
  if (opts.emblem) body += `<g opacity="0.18">${emblem(opts.emblem, W - H * 0.3, H * 0.3, H * 0.22)}</g>`;
  body += `<text x="${f(x)}" y="${f(H * 0.27)}" font-family="${FONT}" font-size="${f(H * 0.09)}" font-weight="bold" fill="${P}">${escapeXml(opts.kicker)}</text>`;
  const size = H * 0.075;
  wrapText(opts.title, Math.floor((W - split) / (size * 0.62)) - 2)
    .slice(0, 3)
    .forEach((line, i) => {
      body += `<text x="${f(x)}" y="${f(H * 0.45 + i * size * 1.3)}" font-family="${FONT}" font-size="${f(size)}" font-weight="bold" fill="${I}">${escapeXml(line)}</text>`;
    });
  body += `<text x="${f(x)}" y="${f(H * 0.86)}" font-family="${FONT}" font-size="${f(H * 0.045)}" fill="${SHADE.greenDark}">${escapeXml(opts.footer)}</text>`;
  return svgDoc(W, H, body);
}
