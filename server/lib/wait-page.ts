import { latinToCyrillic } from '@shared/text/uzbek';

/** What a wait page says, in Uzbek (its Cyrillic is made from it), Russian and English; `{s}` is the wait in seconds. */
export interface WaitWords {
  uz: { title: string; text: string };
  ru: string;
  en: string;
}

/**
 * The page a reader's browser gets instead of a page it must wait for (the instance sheds load: 503;
 * the address asked for too many pages the cache did not hold: 429). The app cannot be rendered to
 * say so (rendering is the work being held back), so these few words are the server's own, in the
 * interface's languages, and the page asks again by itself after Retry-After.
 */
export function waitPage(retryAfterSeconds: number, words: WaitWords): string {
  const s = (text: string) => text.replaceAll('{s}', String(retryAfterSeconds));
  const uz = { title: s(words.uz.title), text: s(words.uz.text) };
  return (
    `<!DOCTYPE html><html lang="uz"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="${retryAfterSeconds}"><title>Ipak</title></head>` +
    `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:15vh auto;padding:0 1rem;color:#1e1b4b;line-height:1.5">` +
    `<h1 style="font-size:1.25rem">${uz.title}</h1><p>${uz.text}</p>` +
    `<p lang="uz-Cyrl">${latinToCyrillic(uz.title)}. ${latinToCyrillic(uz.text)}</p>` +
    `<p lang="ru">${s(words.ru)}</p>` +
    `<p lang="en">${s(words.en)}</p></body></html>`
  );
}
