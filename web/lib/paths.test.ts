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
