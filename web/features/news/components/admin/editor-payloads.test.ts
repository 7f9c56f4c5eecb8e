import { describe, expect, it } from 'vitest';
import type { AdminNews, DocumentItem } from '@shared/schemas/news';
import { buildDocumentFormData, looksLikePdf } from './document-form';
import { buildNewsFormData, toLocalInput } from './news-form';

const entries = (fd: FormData) => Object.fromEntries([...fd.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${(v as File).name}`]));

const item: AdminNews = {
  guid: 'g',
  meta: 'm',
  title: 'Atlas bayrami',
  short_description: 'Bayram boshlandi.',
  description: '<p>Bayram boshlandi.</p><p>Ikkinchi.</p>',
  thumbnail: '/media/news/x.webp',
  created_at: '2026-05-01T05:00:00.000Z',
  published_at: '2026-05-01T05:00:00.000Z',
  updated_at: '2026-05-01T05:00:00.000Z',
  views: 3,
  is_banner: false,
  category: { title: 'Ipakchilik', meta: 'ipakchilik', title_ru: null, title_en: null },
  user: { first_name: 'A', last_name: 'B', pfp: null },
};

describe('buildNewsFormData', () => {
  it('sends every field of a new item, the body as small HTML, no date when left empty', () => {
    const fd = buildNewsFormData({ title: 'Yangi', category: 'ipakchilik', short_description: '', description: 'Bir.\n\nIkki', published_at: '', is_banner: true }, new File(['x'], 'a.png'));
    expect(entries(fd)).toEqual({ title: 'Yangi', category: 'ipakchilik', short_description: '', description: '<p>Bir.</p><p>Ikki</p>', is_banner: 'true', image: 'file:a.png' });
  });

  it('sends only what changed on edit: an unchanged body (as the form shows it) is not sent', () => {
    const same = { title: item.title, category: 'ipakchilik', short_description: item.short_description, description: 'Bayram boshlandi.\n\nIkkinchi.', published_at: toLocalInput(item.published_at), is_banner: false };
    expect(entries(buildNewsFormData(same, null, item))).toEqual({});
    expect(entries(buildNewsFormData({ ...same, title: 'Boshqa', is_banner: true }, null, item))).toEqual({ title: 'Boshqa', is_banner: 'true' });
  });

  it('sends a changed publishing time as an ISO instant', () => {
    const fd = buildNewsFormData({ title: 'x', category: 'c', short_description: '', description: 'd', published_at: '2030-01-02T03:04', is_banner: false }, null);
    expect(fd.get('published_at')).toBe(new Date('2030-01-02T03:04').toISOString());
  });
});

describe('buildDocumentFormData', () => {
  const doc: DocumentItem = { id: 1, type: '@b', title: 'Loyiha', subtitle: 'Reja', link: null, file: '/media/documents/a.pdf', file_size: 2048, views: 0 };

  it('sends every field of a new document and its PDF', () => {
    const fd = buildDocumentFormData({ type: '@a', title: 'Qaror', subtitle: '', link: 'https://lex.uz/1', remove_file: false }, new File(['%PDF-'], 'q.pdf'));
    expect(entries(fd)).toEqual({ type: '@a', title: 'Qaror', subtitle: '', link: 'https://lex.uz/1', file: 'file:q.pdf' });
  });

  it('on edit sends the changes, and remove_file only when there is a file and no new one', () => {
    const same = { type: '@b' as const, title: 'Loyiha', subtitle: 'Reja', link: '', remove_file: false };
    expect(entries(buildDocumentFormData(same, null, doc))).toEqual({});
    expect(entries(buildDocumentFormData({ ...same, remove_file: true }, null, doc))).toEqual({ remove_file: 'true' });
    expect(entries(buildDocumentFormData({ ...same, remove_file: true }, new File(['%PDF-'], 'n.pdf'), doc))).toEqual({ file: 'file:n.pdf' });
  });

  it('takes a file for a PDF by its type or name (the server checks its content)', () => {
    expect(looksLikePdf({ name: 'a.PDF', type: '' })).toBe(true);
    expect(looksLikePdf({ name: 'a', type: 'application/pdf' })).toBe(true);
    expect(looksLikePdf({ name: 'a.txt', type: 'text/plain' })).toBe(false);
  });
});
