import { downloadUrl } from '@shared/media';
import { slugify } from '@shared/text/uzbek';

/**
 * A document's PDF to download (Content-Disposition: attachment), named after its title as its
 * addresses are (slugify: transliterated to Latin letters, digits and '-').
 * Its /media/ address itself opens in place, and our viewer page draws it.
 */
export const documentDownloadUrl = (file: string, title: string): string => downloadUrl(file, slugify(title, 80));
