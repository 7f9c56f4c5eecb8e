import { ANNOUNCEMENT_EXPERIENCES, type AnnouncementExperience } from '@shared/constants';
import type { TFunction } from '@web/lib/i18n';

const KEY_OF = new Map<string, AnnouncementExperience>(Object.entries(ANNOUNCEMENT_EXPERIENCES).map(([key, text]) => [text, key as AnnouncementExperience]));

/** The stored experience in the reader's words: a value the form offers ('1–3 yil') through the dictionary, any other as written. */
export const experienceLabel = (t: TFunction, value: string) => {
  const key = KEY_OF.get(value.trim());
  return key ? t(`announcements.experience.${key}`) : value;
};
