/**
 * Contact details shown in the top bar, menu, footer and the contacts page. The spec calls them
 * placeholders (§9: {phone}, {email}); they live here so the real ones are changed in one place.
 * The street address is translated text, so it lives in the dictionary (common.contact.address).
 */
export const SITE_PHONES = [
  { display: '+998 (71) 200-00-01', href: 'tel:+998712000001' },
  { display: '+998 (71) 200-00-02', href: 'tel:+998712000002' },
] as const;

export const SITE_EMAILS = {
  info: 'info@ipak.uz',
  support: 'support@ipak.uz',
} as const;

/** The project's social accounts are not opened yet; links stay '#' until they are (spec §2). */
export const SOCIAL_LINKS = [
  { name: 'Telegram', href: '#', icon: 'telegram' },
  { name: 'Instagram', href: '#', icon: 'instagram' },
  { name: 'Facebook', href: '#', icon: 'facebook' },
  { name: 'YouTube', href: '#', icon: 'youtube' },
  { name: 'X', href: '#', icon: 'x' },
] as const;
