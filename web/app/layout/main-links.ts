import { GraduationCapIcon, MegaphoneIcon, NewspaperIcon, ShoppingBagIcon } from '@web/components/ui/icons';
import { paths } from '@web/lib/paths';

/** The site's four sections: the navbar's links on wide screens, the menu drawer's first list. */
export const MAIN_LINKS = [
  { to: paths.shop(), key: 'layout.nav.shop', Icon: ShoppingBagIcon },
  { to: paths.announcements(), key: 'layout.nav.announcements', Icon: MegaphoneIcon },
  { to: paths.news(), key: 'layout.nav.news', Icon: NewspaperIcon },
  { to: paths.courses(), key: 'layout.nav.courses', Icon: GraduationCapIcon },
] as const;
