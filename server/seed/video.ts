import sharp from 'sharp';

/**
 * Tiny real videos for the demo lessons, written by code: a WebM (Matroska) slideshow whose frames
 * are VP8 key frames. A lossy WebP image *is* a VP8 key frame in a RIFF wrapper, so sharp draws
 * each slide (an SVG), encodes it as WebP, and we lift the VP8 bitstream into WebM SimpleBlocks —
 * no encoder, no ffmpeg, nothing downloaded. Browsers play it in <video> (same origin, so the
 * strict Content-Security-Policy allows it, unlike an embedded third-party player).
 */

export interface Slide {
  svg: string;
  durationMs: number;
}

/** Renders a slide to a VP8 key frame. */
export async function slideFrame(svg: string): Promise<Buffer> {
  // Opaque, so sharp writes the simple lossy format (a lone "VP8 " chunk, no alpha).
  const webp = await sharp(Buffer.from(svg)).flatten({ background: '#fdfaf4' }).webp({ quality: 70, effort: 2 }).toBuffer();
  return vp8FromWebp(webp);
}

export function vp8FromWebp(webp: Buffer): Buffer {
  if (webp.toString('ascii', 0, 4) !== 'RIFF' || webp.toString('ascii', 8, 12) !== 'WEBP') throw new Error('not a WebP image');
  let offset = 12;
  while (offset + 8 <= webp.length) {
    const fourcc = webp.toString('ascii', offset, offset + 4);
    const size = webp.readUInt32LE(offset + 4);
    if (fourcc === 'VP8 ') return webp.subarray(offset + 8, offset + 8 + size);
    offset += 8 + size + (size & 1);
  }
  throw new Error('WebP without a lossy VP8 frame');
}

// --- EBML, the binary XML of Matroska: element = id, size (a variable-length integer), data.

function sizeVint(n: number): Buffer {
  for (let len = 1; len <= 8; len++) {
    if (n < 2 ** (7 * len) - 1) {
      const out = Buffer.alloc(len);
      let v = n;
      for (let i = len - 1; i >= 0; i--) {
        out[i] = v % 256;
        v = Math.floor(v / 256);
      }
      out[0] |= 1 << (8 - len);
      return out;
    }
  }
  throw new Error('element too large');
}

function idBytes(id: number): Buffer {
  const hex = id.toString(16);
  return Buffer.from(hex.padStart(Math.ceil(hex.length / 2) * 2, '0'), 'hex');
}

const element = (id: number, ...children: Buffer[]): Buffer => {
  const body = Buffer.concat(children);
  return Buffer.concat([idBytes(id), sizeVint(body.length), body]);
};

/** An unsigned integer element, in the fewest bytes or in exactly `width` bytes. */
function uint(id: number, value: number, width?: number): Buffer {
  let len = width ?? 1;
  if (!width) while (value >= 2 ** (8 * len)) len++;
  const out = Buffer.alloc(len);
  let v = value;
  for (let i = len - 1; i >= 0; i--) {
    out[i] = v % 256;
    v = Math.floor(v / 256);
  }
  return element(id, out);
}

const text = (id: number, value: string) => element(id, Buffer.from(value, 'utf8'));

function float64(id: number, value: number): Buffer {
  const out = Buffer.alloc(8);
  out.writeDoubleBE(value);
  return element(id, out);
}

const ID = {
  ebml: 0x1a45dfa3,
  segment: 0x18538067,
  info: 0x1549a966,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  video: 0xe0,
  cues: 0x1c53bb6b,
  cuePoint: 0xbb,
  cueTrackPositions: 0xb7,
  cluster: 0x1f43b675,
  simpleBlock: 0xa3,
} as const;

/**
 * A WebM of key frames shown one after the other, each for its duration (milliseconds).
 * One cluster per frame and a Cues index before the clusters, so players can seek at once.
 */
export function webmSlideshow(frames: { vp8: Buffer; durationMs: number }[], width: number, height: number): Buffer {
  if (!frames.length) throw new Error('no frames');
  const header = element(ID.ebml, uint(0x4286, 1), uint(0x42f7, 1), uint(0x42f2, 4), uint(0x42f3, 8), text(0x4282, 'webm'), uint(0x4287, 2), uint(0x4285, 2));
  const totalMs = frames.reduce((sum, fr) => sum + fr.durationMs, 0);
  const info = element(ID.info, uint(0x2ad7b1, 1_000_000), text(0x4d80, 'Ipak seed'), text(0x5741, 'Ipak seed'), float64(0x4489, totalMs));
  const tracks = element(
    ID.tracks,
    element(ID.trackEntry, uint(0xd7, 1), uint(0x73c5, 1), uint(0x9c, 0), text(0x22b59c, 'und'), text(0x86, 'V_VP8'), uint(0x83, 1), element(ID.video, uint(0xb0, width), uint(0xba, height))),
  );

  // Frame start times; the last frame is repeated just before the end so that it stays on screen
  // for its whole duration in every player.
  const blocks: { time: number; vp8: Buffer }[] = [];
  let t = 0;
  for (const fr of frames) {
    blocks.push({ time: t, vp8: fr.vp8 });
    t += fr.durationMs;
  }
  blocks.push({ time: Math.max(totalMs - 40, blocks[blocks.length - 1].time + 1), vp8: frames[frames.length - 1].vp8 });

  const clusters = blocks.map(({ time, vp8 }) =>
    element(ID.cluster, uint(0xe7, time), element(ID.simpleBlock, Buffer.from([0x81, 0x00, 0x00, 0x80]), vp8)),
  );
  // Cue positions are fixed-width, so the Cues' size does not depend on the values it holds.
  const cues = (positions: number[]) =>
    element(ID.cues, ...blocks.map((b, i) => element(ID.cuePoint, uint(0xb3, b.time, 4), element(ID.cueTrackPositions, uint(0xf7, 1), uint(0xf1, positions[i], 8)))));
  const cuesLength = cues(blocks.map(() => 0)).length;
  const positions: number[] = [];
  let position = info.length + tracks.length + cuesLength;
  for (const cluster of clusters) {
    positions.push(position);
    position += cluster.length;
  }
  return Buffer.concat([header, element(ID.segment, info, tracks, cues(positions), ...clusters)]);
}

/** Renders the slides and muxes them into one WebM. */
export async function renderSlideshow(
  slides: Slide[],
  width: number,
  height: number,
  opts: { frameCache?: Map<string, Promise<Buffer>>; run?: <T>(job: () => Promise<T>) => Promise<T> } = {},
): Promise<Buffer> {
  const frameCache = opts.frameCache ?? new Map<string, Promise<Buffer>>();
  const run = opts.run ?? (<T>(job: () => Promise<T>) => job());
  const frames = await Promise.all(
    slides.map(async (slide) => {
      // Slides shared between lessons (a course's cover, the closing card) are encoded once.
      let vp8 = frameCache.get(slide.svg);
      if (!vp8) frameCache.set(slide.svg, (vp8 = run(() => slideFrame(slide.svg))));
      return { vp8: await vp8, durationMs: slide.durationMs };
    }),
  );
  return webmSlideshow(frames, width, height);
}
