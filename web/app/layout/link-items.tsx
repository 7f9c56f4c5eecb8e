import { Link } from 'react-router';
import { useT } from '@web/lib/i18n';

/** The items of a list of site links, each named by its dictionary key. */
export function LinkItems({ links, linkClassName }: { links: readonly { to: string; key: string }[]; linkClassName: string }) {
  const t = useT();
  return links.map((l) => (
    <li key={l.to}>
      <Link to={l.to} className={linkClassName}>
        {t(l.key)}
      </Link>
    </li>
  ));
}
