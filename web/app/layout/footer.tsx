import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { BRAND, DOCUMENT_TYPES, SOCIAL_NETWORKS, type SocialNetwork } from '@shared/constants';
import { useSession } from '@web/features/auth/api/get-profile';
import { useSite } from '@web/features/site/api/get-site';
import { useT } from '@web/lib/i18n';
import { IkatBorder } from '@web/components/ui/ikat';
import { ClockIcon, FacebookIcon, InstagramIcon, MailIcon, MapPinIcon, PhoneIcon, TelegramIcon, XSocialIcon, YoutubeIcon, type IconProps } from '@web/components/ui/icons';
import { Logo } from '@web/components/ui/logo';
import { LinkItems } from './link-items';
import { MAIN_LINKS } from './main-links';
import { SITE_EMAILS, SITE_PHONES, SOCIAL_NAMES } from './site-contacts';
import { paths } from '@web/lib/paths';

const SOCIAL_ICONS: Record<SocialNetwork, ComponentType<IconProps>> = {
  telegram: TelegramIcon,
  instagram: InstagramIcon,
  facebook: FacebookIcon,
  youtube: YoutubeIcon,
  x: XSocialIcon,
};

/** Link columns of spec §2, titled Loyiha, Yo'nalishlar, Ma'lumotlar; every link goes to a real page. */
const COLUMNS = [
  {
    key: 'project',
    links: [
      { to: paths.aboutUs(), key: 'layout.footer.links.aboutUs' },
      { to: paths.aboutProject(), key: 'layout.footer.links.aboutProject' },
      { to: paths.partners(), key: 'layout.footer.links.partners' },
      { to: paths.contacts(), key: 'layout.footer.links.contacts' },
    ],
  },
  {
    key: 'directions',
    // The site's four sections, as the navbar has them.
    links: MAIN_LINKS.map(({ to, key }) => ({ to, key })),
  },
  {
    key: 'info',
    links: [
      { to: paths.documents(DOCUMENT_TYPES.legislation), key: 'layout.footer.links.legislation' },
      { to: paths.documents(DOCUMENT_TYPES.business), key: 'layout.footer.links.business' },
      // Offered to signed-out visitors only (see Footer).
      { to: paths.signUp(), key: 'layout.footer.links.signUp', signedOutOnly: true },
      { to: paths.privacy(), key: 'layout.footer.privacy' },
    ],
  },
] as const;

/** One line of the footer's contacts: an icon and its text. */
function ContactLine({ Icon, children }: { Icon: ComponentType<IconProps>; children: ReactNode }) {
  return (
    <p className="flex items-start gap-3">
      <Icon size={18} className="mt-0.5 shrink-0 text-saffron-400" />
      <span>{children}</span>
    </p>
  );
}

/** The logo, a line about the project, and its contacts with the working hours 08:00–20:00. */
function FooterAbout() {
  const t = useT();
  return (
    <div className="max-w-md">
      <Link to={paths.home()} aria-label={t('layout.nav.logo', { brand: BRAND })} className="inline-block rounded-xl">
        <Logo tone="light" />
      </Link>
      <p className="mt-4 text-sm leading-relaxed text-indigo-100/85">{t('layout.footer.about')}</p>
      <address className="mt-6 space-y-3 text-sm not-italic">
        <ContactLine Icon={PhoneIcon}>
          <span className="sr-only">{t('layout.footer.phone')}: </span>
          <a href={SITE_PHONES[0].href} className="whitespace-nowrap rounded hover:text-white">
            {SITE_PHONES[0].display}
          </a>
        </ContactLine>
        <ContactLine Icon={MailIcon}>
          <span className="sr-only">{t('layout.footer.email')}: </span>
          <a href={`mailto:${SITE_EMAILS.info}`} className="rounded hover:text-white">
            {SITE_EMAILS.info}
          </a>
        </ContactLine>
        <ContactLine Icon={MapPinIcon}>
          <span className="sr-only">{t('layout.footer.address')}: </span>
          {t('common.contact.address')}
        </ContactLine>
        <ContactLine Icon={ClockIcon}>
          {t('layout.footer.hours')}: <span className="whitespace-nowrap font-semibold text-white">08:00 – 20:00</span>
        </ContactLine>
      </address>
    </div>
  );
}

/** The link columns; the sign-up link only for a reader known to be signed out. */
function FooterColumns() {
  const t = useT();
  // 'loading' on the server and until the page is React's, so the server's footer and the browser's
  // first one agree: the sign-up link is added once the reader is known to be signed out.
  const signedOut = useSession().status === 'anonymous';
  return (
    <div className="grid grid-cols-2 gap-8 sm:grid-cols-3">
      {COLUMNS.map((col) => (
        <nav key={col.key} aria-labelledby={`footer-${col.key}`}>
          <h2 id={`footer-${col.key}`} className="text-base font-semibold text-saffron-400">
            {t(`layout.footer.${col.key}`)}
          </h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            <LinkItems links={col.links.filter((l) => signedOut || !('signedOutOnly' in l))} linkClassName="rounded py-0.5 text-indigo-100/85 hover:text-white" />
          </ul>
        </nav>
      ))}
    </div>
  );
}

/** The icons of the networks the server is configured with; none, nothing. */
function SocialLinks() {
  const t = useT();
  const social = useSite().data?.social ?? {};
  const socialLinks = SOCIAL_NETWORKS.flatMap((network) => {
    const href = social[network];
    return href ? [{ network, href }] : [];
  });
  if (socialLinks.length === 0) return null;
  return (
    // The project's accounts elsewhere: named by a nav landmark, as a list carries no aria-label of its own.
    <nav aria-label={t('layout.footer.social')}>
      <ul className="flex items-center gap-2">
        {socialLinks.map(({ network, href }) => {
          const Icon = SOCIAL_ICONS[network];
          const name = SOCIAL_NAMES[network];
          return (
            <li key={network}>
              <a href={href} rel="noopener noreferrer" aria-label={name} title={name} className="grid size-10 place-items-center rounded-full bg-white/8 text-white hover:bg-saffron-500 hover:text-indigo-950">
                <Icon size={18} />
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * Site footer (spec §2): contacts, working hours 08:00–20:00, link columns, privacy policy, and the
 * social icons (five in the spec): only the networks whose address the server is configured with
 * (SOCIAL_*_URL, from GET /api/site/); none configured, no icons — never a '#' link.
 */
export function Footer() {
  const t = useT();
  const year = new Date().getFullYear();
  return (
    <footer className="on-dark mt-16 bg-indigo-950 text-indigo-100 sm:mt-24">
      <IkatBorder />
      <div className="page grid gap-10 py-12 sm:py-16 lg:grid-cols-[1.3fr_2fr] lg:gap-16">
        <FooterAbout />
        <FooterColumns />
      </div>
      <div className="border-t border-white/10">
        <div className="page flex flex-col-reverse gap-5 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="text-indigo-100/70">
            © {year} Ipak. {t('layout.footer.rights')}{' '}
            <Link to={paths.privacy()} className="rounded underline decoration-white/30 underline-offset-4 hover:text-white">
              {t('layout.footer.privacy')}
            </Link>
          </p>
          <SocialLinks />
        </div>
      </div>
    </footer>
  );
}
