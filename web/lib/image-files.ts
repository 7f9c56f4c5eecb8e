import { PRODUCT_IMAGES_MAX, UPLOAD_MAX_BYTES } from '@shared/constants';

/**
 * The uploader's rules (spec §5): only files whose type starts with image/, duplicates (same name and
 * last-modified time) skipped, at most 5 MB each (the hint says so; the original never checked), and
 * no more than 4 images in all, counting the existing ones kept while editing.
 * Pure: works on anything File-shaped, so it is tested without a browser.
 */

export interface FileLike {
  name: string;
  type: string;
  size: number;
  lastModified: number;
}

export type ImageRejection = 'type' | 'size' | 'count';

export interface ImagePick<F extends FileLike> {
  accepted: F[];
  /** Refused files with the reason, in the order they came. */
  rejected: Array<{ file: F; reason: ImageRejection }>;
  /** Files already chosen (or twice in the same drop): skipped quietly. */
  duplicates: F[];
}

export const isImageFile = (file: Pick<FileLike, 'type'>): boolean => typeof file.type === 'string' && file.type.startsWith('image/');

const sameFile = (a: FileLike, b: FileLike) => a.name === b.name && a.lastModified === b.lastModified;

/**
 * Which of `incoming` join the list. `chosen` are the files already picked (for duplicates);
 * `currentCount` is everything shown now, existing server images included (for the 4-image limit).
 */
export function pickImages<F extends FileLike>(
  chosen: readonly FileLike[],
  currentCount: number,
  incoming: readonly F[],
  { max = PRODUCT_IMAGES_MAX, maxBytes = UPLOAD_MAX_BYTES }: { max?: number; maxBytes?: number } = {},
): ImagePick<F> {
  const out: ImagePick<F> = { accepted: [], rejected: [], duplicates: [] };
  let count = currentCount;
  for (const file of incoming) {
    if (!isImageFile(file)) out.rejected.push({ file, reason: 'type' });
    else if (chosen.some((c) => sameFile(c, file)) || out.accepted.some((c) => sameFile(c, file))) out.duplicates.push(file);
    else if (file.size > maxBytes) out.rejected.push({ file, reason: 'size' });
    else if (count >= max) out.rejected.push({ file, reason: 'count' });
    else {
      out.accepted.push(file);
      count++;
    }
  }
  return out;
}

/** A stable key for a chosen file (React key, duplicate check). */
export const fileKey = (file: FileLike): string => `${file.name}:${file.lastModified}:${file.size}`;

/** Human size for the preview caption: "840 KB", "2.4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
