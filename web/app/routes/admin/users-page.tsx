import { ComingSoonPage } from '../coming-soon';

/** Placeholder until the page is built. */
export function Component() {
  return <ComingSoonPage area="admin" />;
}
