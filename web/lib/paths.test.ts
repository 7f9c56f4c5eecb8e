import { describe, expect, it } from 'vitest';
import { paths, safeNextPath } from './paths';

describe('paths', () => {
  it('builds the routes of spec §2', () => {
    expect(paths.product('marg-ilon-atlasi')).toBe('/online-shop/details/marg-ilon-atlasi/');
    expect(paths.category('atlas')).toBe('/online-shop/categories/atlas/');
    expect(paths.products()).toBe('/online-shop/categories/');
    expect(paths.products({ q: "Marg'ilon atlasi", category: 'atlas' })).toBe("/online-shop/categories/?q=Marg%27ilon+atlasi&category=atlas");
    expect(paths.products({ q: '', category: 'atlas', price_from: 500, page: undefined })).toBe('/online-shop/categories/?category=atlas&price_from=500');
    expect(paths.service('tikuvchi')).toBe('/announcements/services/details/tikuvchi/');
    expect(paths.documents('@a')).toBe('/news/documents/@a');
    expect(paths.profile.productEdit('0b5e')).toBe('/profile/products/edit/0b5e/');
    expect(paths.admin.users('mods')).toBe('/admin/users/mods/');
    expect(paths.chatAbout('u-1', { product: 'p-1' })).toBe('/messaging/?user=u-1&product=p-1');
    expect(paths.chat('c-1')).toBe('/messaging/?chat=c-1');
    expect(paths.chatSearch('c-1')).toBe('?chat=c-1');
    expect(paths.home()).toBe('/');
  });

  it('encodes every dynamic segment', () => {
    expect(paths.product('a/b?c#d')).toBe('/online-shop/details/a%2Fb%3Fc%23d/');
    expect(paths.newsItem('../admin')).toBe('/news/details/..%2Fadmin/');
    expect(paths.course('kurs 1')).toBe('/courses/details/kurs%201/');
    expect(paths.chatSearch('a&b=c')).toBe('?chat=a%26b%3Dc');
    expect(paths.admin.users('a/b')).toBe('/admin/users/a%2Fb/');
    expect(paths.profile.productEdit('x?y')).toBe('/profile/products/edit/x%3Fy/');
  });

  it('signs in with a safe next only', () => {
    expect(paths.signIn()).toBe('/auth/sign-in/');
    expect(paths.signIn('/online-shop/details/atlas/?tab=2')).toBe('/auth/sign-in/?next=%2Fonline-shop%2Fdetails%2Fatlas%2F%3Ftab%3D2');
    for (const bad of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/auth/sign-out/', '/a\u0000b']) {
      expect(paths.signIn(bad), bad).toBe('/auth/sign-in/');
      expect(safeNextPath(bad, '/fallback'), bad).toBe('/fallback');
    }
  });
});

describe('safeNextPath', () => {
  const BASE = 'https://ipak.test';

  it('checks the path as the browser and the router will read it: normalised, then decoded', () => {
    const hostile = [
      // Dot segments that leave a protocol-relative address behind.
      '/..//evil.example',
      '/../..//evil.example/x',
      '/./..//evil.example',
      '/profile/../..//evil.example',
      '/%2e%2e//evil.example',
      '/%2E%2E/%2e//evil.example',
      '/.%2e//evil.example',
      // Encoded slashes and backslashes.
      '/%2F%2Fevil.example',
      '/%2f/evil.example',
      '/%5C%5Cevil.example',
      '/%5c/evil.example',
      // Backslashes, which browsers read as slashes.
      '/\\evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      '/..\\/evil.example',
      // Tabs, newlines and other controls, which the URL parser drops.
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n//evil.example',
      '/%09/evil.example',
      '/%0a/evil.example',
      '/%00',
      // Schemes and hosts.
      'https://evil.example/',
      'HTTPS://evil.example/',
      'https:/evil.example',
      '//evil.example',
      '///evil.example',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'evil.example',
      ' /profile/',
      // Auth pages, however written.
      '/auth/sign-out/',
      '/AUTH/sign-out/',
      '/Auth',
      '/%61uth/sign-out/',
      '/x/../auth/sign-out/',
      '/auth%2Fsign-out',
      // A percent that is no escape.
      '/100%',
    ];
    for (const bad of hostile) expect(safeNextPath(bad, '/fallback'), JSON.stringify(bad)).toBe('/fallback');
  });

  it('keeps same-site paths, normalised, and every answer stays on this site however it is read', () => {
    expect(safeNextPath('/online-shop/./details/atlas/?tab=2#x', '/f')).toBe('/online-shop/details/atlas/?tab=2#x');
    expect(safeNextPath('/profile/edit/../overview/', '/f')).toBe('/profile/overview/');
    expect(safeNextPath('/admin/users/a%2Fb/', '/f')).toBe('/admin/users/a%2Fb/');
    expect(safeNextPath('/online-shop/?q=//evil.example', '/f')).toBe('/online-shop/?q=//evil.example');
    expect(safeNextPath('/authors/', '/f')).toBe('/authors/');
    for (const raw of ['/a/b/', '/a/./b/../c?d=1', '/%D0%B0%D1%82%D0%BB%D0%B0%D1%81/', '/javascript:alert(1)', '/..', '/a/..//b', '/%252F%252Fevil.example/..%2F']) {
      const out = safeNextPath(raw, '/f');
      expect(new URL(out, BASE).origin, raw).toBe(BASE);
      expect(out.startsWith('/') && !out.startsWith('//'), raw).toBe(true);
      // Stable: what it answers passes as it is.
      expect(safeNextPath(out, '/g'), raw).toBe(out);
    }
  });
});
