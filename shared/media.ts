/**
 * Uploaded and generated images are stored re-encoded as WebP in a few widths under one key:
 * `${key}-${width}.webp`. The API sends the URL of the default width; the web derives the others.
 */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
export const DEFAULT_IMAGE_WIDTH = 640;

export const imageUrl = (key: string, width: number = DEFAULT_IMAGE_WIDTH) => `/media/${key}-${width}.webp`;

/** srcset for an image URL produced by imageUrl(); other URLs get none. */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  const m = url?.match(/^(.*)-(\d+)\.webp$/);
  if (!m) return undefined;
  return IMAGE_WIDTHS.map((w) => `${m[1]}-${w}.webp ${w}w`).join(', ');
}

/** The widest copy (1280 px) of an image URL produced by imageUrl(), for link previews; other URLs as they are. */
export const largestImageUrl = (url: string | null | undefined): string | null =>
  url ? url.replace(/-(\d+)\.webp$/, `-${Math.max(...IMAGE_WIDTHS)}.webp`) : null;
