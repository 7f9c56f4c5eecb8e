/**
 * Which chrome a path gets (spec §2): no navbar on admin paths; no top bar, main links or footer on
 * auth paths; the home navbar floats over the hero.
 *
 * "Contains admin/auth" is checked per path segment, not as a substring: a news or product slug such
 * as /news/details/badminton-... or /online-shop/details/author-... must not lose its navigation.
 */
const segments = (pathname: string) => pathname.toLowerCase().split('/').filter(Boolean);

export const isAdminPath = (pathname: string): boolean => segments(pathname).some((s) => s === 'admin');
export const isAuthPath = (pathname: string): boolean => segments(pathname).some((s) => s === 'auth');
export const isHomePath = (pathname: string): boolean => segments(pathname).length === 0;
