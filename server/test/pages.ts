import type { BlobStore } from '../lib/blob-store';
import { storedImageSize } from '../lib/images';

/** How the server measures a page's preview image (server/plugins/pages.ts), for the web's server renders in tests. */
export const imageSizeIn = (blobs: BlobStore) => (path: string) => storedImageSize(blobs, path);
