import { UPLOAD_MAX_BYTES } from '@shared/constants';
import { isImageFile } from './image-files';

/** What a shrunk photo aims at: under the 5 MB limit, with room to spare. */
const TARGET_MB = 4.5;

const isBig = (file: File) => isImageFile(file) && file.size > UPLOAD_MAX_BYTES;

/** Whether any of the files is a picture over the limit (the uploader then says it is shrinking them). */
export const anyBigImage = (files: readonly File[]) => files.some(isBig);

/**
 * Photos over 5 MB made smaller in the browser before upload (issue 40), with browser-image-compression
 * (MIT, well kept): scaled to at most 4096 px and re-encoded as JPEG until under 4.5 MB. The library
 * (about 20 KB gzip) is loaded only here, when a big file is chosen (a dynamic import: its own chunk),
 * so no page's script grows. Its web worker is off: it would fetch the library from a CDN. A photo it
 * cannot shrink is returned as it was, and the uploader's size rule refuses it as before. The file
 * keeps its name and time, so choosing it again is still seen as a duplicate.
 */
export async function shrinkBigImages(files: readonly File[]): Promise<File[]> {
  if (!anyBigImage(files)) return [...files];
  const { default: imageCompression } = await import('browser-image-compression');
  const out: File[] = [];
  // One at a time: a phone holds one decoded photo in memory, not four.
  for (const file of files) {
    if (!isBig(file)) {
      out.push(file);
      continue;
    }
    try {
      const blob = await imageCompression(file, { maxSizeMB: TARGET_MB, maxWidthOrHeight: 4096, useWebWorker: false, fileType: 'image/jpeg', initialQuality: 0.85 });
      out.push(new File([blob], file.name, { type: 'image/jpeg', lastModified: file.lastModified }));
    } catch {
      out.push(file);
    }
  }
  return out;
}
