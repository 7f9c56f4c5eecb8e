import { useLocation } from 'react-router';
import { paths } from '@web/lib/paths';

/**
 * The sign-in page with `next` set to where the visitor is now (path, query and hash), so they come
 * back to the same product and tab after signing in. The sign-in page checks `next` itself.
 */
export function useSignInHref(extraSearch?: Record<string, string>): string {
  const { pathname, search, hash } = useLocation();
  const params = new URLSearchParams(search);
  for (const [k, v] of Object.entries(extraSearch ?? {})) params.set(k, v);
  const qs = params.toString();
  return paths.signIn(`${pathname}${qs ? `?${qs}` : ''}${hash}`);
}
