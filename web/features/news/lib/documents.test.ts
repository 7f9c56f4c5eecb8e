import { describe, expect, it } from 'vitest';
import { documentDownloadUrl } from './documents';

describe('documentDownloadUrl', () => {
  it("names the download after the document's title, in Latin letters, on the file's own /media/ address", () => {
    expect(documentDownloadUrl('/media/documents/2026/abc.pdf', 'Ipakchilik to‘g‘risida qaror')).toBe('/media/documents/2026/abc.pdf?download=ipakchilik-togrisida-qaror');
    expect(documentDownloadUrl('/media/documents/2026/abc.pdf', 'Пиллачилик қарори №5')).toMatch(/^\/media\/documents\/2026\/abc\.pdf\?download=pillachilik-qarori-[a-z0-9-]*5$/);
  });
});
