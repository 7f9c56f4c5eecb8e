import type { Announcement } from '@shared/schemas/announcements';
import type { Language } from '@web/lib/i18n';
import { placeName } from '@web/features/geo/api/get-regions';

/** "Farg'ona viloyati, Marg'ilon shahri": the region and district in the reader's language (empty when neither is known). */
export const placeOf = (a: Pick<Announcement, 'region' | 'district'>, lang: Language) =>
  [a.region, a.district].flatMap((p) => (p ? [placeName(p, lang)] : [])).join(', ');

/** The place as structured data names it: the region and district in the reader's language, the address as written (null where unknown). */
export const placeJsonLd = (a: Pick<Announcement, 'region' | 'district' | 'address'>, lang: Language) => ({
  region: a.region ? placeName(a.region, lang) : null,
  district: a.district ? placeName(a.district, lang) : null,
  address: a.address || null,
});
