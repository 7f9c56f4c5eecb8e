import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_COOKIE } from '@shared/constants';
import { rememberLanguage } from './i18n';

/**
 * The reader's language choice, kept in a cookie by the switcher (web/lib/i18n.tsx): over https it is
 * Secure, so it never travels in the clear (issue 38). The browser's document and location are stood
 * in for by what the function reads of them: the cookie it writes and the page's protocol.
 */
function written(protocol: string): string[] {
  const cookies: string[] = [];
  vi.stubGlobal('location', { protocol });
  vi.stubGlobal('document', {
    set cookie(value: string) {
      cookies.push(value);
    },
  });
  rememberLanguage('ru');
  return cookies;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the language cookie', () => {
  it('is Secure over https, for the whole site, for a year, SameSite=Lax', () => {
    const [cookie] = written('https:');
    const attributes = cookie!.split(';').map((a) => a.trim());
    expect(attributes[0]).toBe(`${LANGUAGE_COOKIE}=ru`);
    expect(attributes).toEqual(expect.arrayContaining(['Path=/', 'Max-Age=31536000', 'SameSite=Lax', 'Secure']));
  });

  it('is kept over plain http (a development server), where a Secure cookie would be refused', () => {
    const [cookie] = written('http:');
    expect(cookie).toContain(`${LANGUAGE_COOKIE}=ru`);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });
});
