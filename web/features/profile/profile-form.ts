import type { Profile } from '@shared/schemas/users';
import { personInitials } from '@web/components/ui/avatar';

/** The edit form holds strings (what inputs hold); the shared schema turns them into the API's types. */
export interface ProfileFormValues {
  first_name: string;
  last_name: string;
  middle_name: string;
  email: string;
  birthday: string;
  gender: string;
  region: string;
  district: string;
  about: string;
  biography: string;
  purposes: string[];
  /** 'show my phone on my listings' (issue 40). */
  show_phone: boolean;
  /** A Telegram username, shown as a t.me link on their listings. */
  telegram: string;
}

export const PROFILE_FORM_FIELDS = ['first_name', 'last_name', 'middle_name', 'email', 'birthday', 'gender', 'region', 'district', 'about', 'biography', 'purposes', 'show_phone', 'telegram'] as const;

const str = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

export function profileToForm(p: Profile): ProfileFormValues {
  return {
    first_name: p.first_name ?? '',
    last_name: p.last_name ?? '',
    middle_name: p.middle_name ?? '',
    email: p.email ?? '',
    // Date inputs take YYYY-MM-DD only; an ISO timestamp would leave the box empty.
    birthday: p.birthday ? p.birthday.slice(0, 10) : '',
    gender: str(p.gender),
    region: str(p.region),
    district: str(p.district),
    about: p.about ?? '',
    biography: p.biography ?? '',
    purposes: Array.isArray(p.purposes) ? [...p.purposes] : [],
    show_phone: p.show_phone,
    telegram: p.telegram ?? '',
  };
}

/** Parsed (schema output) values → the multipart body of PATCH accounts/me/; purposes joined by newlines. */
export function profileFormData(values: Record<string, unknown>, pfp?: File | null): FormData {
  const fd = new FormData();
  for (const name of PROFILE_FORM_FIELDS) {
    const v = values[name];
    if (v === undefined) continue;
    // null means "cleared" (gender, region, district): sent as '' which the API stores as null.
    fd.set(name, v === null ? '' : Array.isArray(v) ? v.join('\n') : String(v));
  }
  if (pfp) fd.set('pfp', pfp);
  return fd;
}

const PFP_TYPES = ['image/png', 'image/jpeg'] as const;
export const PFP_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

/** Profile photo: png, jpg, jpeg (spec §5), at most `maxBytes`. Returns which rule failed, if any. */
export function checkPfp(file: Pick<File, 'name' | 'type' | 'size'>, maxBytes: number): 'type' | 'size' | null {
  const extOk = /\.(png|jpe?g)$/i.test(file.name);
  const typeOk = (PFP_TYPES as readonly string[]).includes(file.type) || (file.type === '' && extOk);
  if (!typeOk || !extOk) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}

/** Two letters for the avatar when there is no picture (the one rule of components/ui/avatar). */
export const initials: (p: Pick<Profile, 'first_name' | 'last_name'> | null | undefined) => string = personInitials;

