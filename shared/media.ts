/**
 * Uploaded and generated images are stored re-encoded as WebP in a few widths under one key:
 * `${key}-${width}.webp`. The API sends the URL of the default width; the web derives the others.
 */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
const DEFAULT_IMAGE_WIDTH = 640;

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

/**
 * Uploaded files open in place at their /media/ address; the same address with `?download=<name>` is
 * answered as an attachment named `<name>.<the file's own extension>` (server/plugins/static.ts). The
 * name keeps ASCII letters, digits, '_' and '-' only (anything else becomes '-', at most 100), so no
 * link can make our site hand out a file under another type's name; empty, the file's own name.
 */
export const DOWNLOAD_PARAM = 'download';
export const safeDownloadName = (name: string): string =>
  name
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .slice(0, 100)
    .replace(/^-+|-+$/g, '');
export const downloadUrl = (fileUrl: string, name: string) => `${fileUrl}?${DOWNLOAD_PARAM}=${encodeURIComponent(safeDownloadName(name))}`;
