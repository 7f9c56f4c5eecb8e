import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that hydrates on its own. React hydrates the page's shell in one
 * go, but a Suspense boundary the server rendered is hydrated afterwards at low priority, in short
 * slices that let the phone answer a tap in between (and first where the reader taps). Wrapping the
 * page and its larger blocks so turns one long hydration task into many short ones.
 *
 * Nothing inside suspends on a first render (a page's code and data are loaded before it renders), so
 * there is no fallback to show.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
