/**
 * What `react` and `react-dom` are in the app as built and as the server renders it: Preact's compat
 * layer (docs/decisions/0005-public-page-weight.md: ~58 KB gzip less on every page than React DOM).
 * vite.config.ts points both names here; our code and its libraries (React Router, TanStack Query,
 * react-hook-form, recharts) import React's names as before, and the types stay React's.
 *
 * React Router 8 names one React 19 hook that Preact does not have, `useOptimistic`: it keeps the
 * router's state optimistic only for a router made with `useTransitions` (we do not), and passes
 * the state through otherwise, which is all this one does.
 */
// @ts-expect-error -- preact/compat's types are written `export =`, which `export *` cannot pass on; to our code these are React's names, typed by @types/react.
export * from 'preact/compat';
export { default } from 'preact/compat';

export function useOptimistic<State>(state: State): [State, (update: unknown) => void] {
  return [state, () => undefined];
}
