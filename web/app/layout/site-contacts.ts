import type { SocialNetwork } from '@shared/schemas/site';

/**
 * Contact details shown in the top bar, menu, footer and the contacts page. The spec calls them
 * placeholders (§9: {phone}, {email}); they live here so the real ones are changed in one place.
 * The street address is translated text, so it lives in the dictionary (common.contact.address).
 * A link showing a number carries `whitespace-nowrap`, so the number never breaks across lines.
 */
export const SITE_PHONES = [
  { display: '+998 (71) 200-00-01', href: 'tel:+998712000001' },
  { display: '+998 (71) 200-00-02', href: 'tel:+998712000002' },
] as const;

export const SITE_EMAILS = {
  info: 'info@ipak.uz',
  support: 'support@ipak.uz',
} as const;

/** The social networks' names (brands, the same in every language); their addresses come from the server's configuration (GET /api/site/). */
export const SOCIAL_NAMES: Record<SocialNetwork, string> = {
  telegram: 'Telegram',
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  x: 'X',
};
