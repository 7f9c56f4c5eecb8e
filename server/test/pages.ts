import { storedImageSize } from '../lib/images';

/** How the server measures a page's preview image (server/plugins/pages.ts), for the web's server renders in tests. */
export const imageSizeIn = (uploadsDir: string) => (path: string) => storedImageSize(uploadsDir, path);
