import type { Role } from '@shared/constants';
import type { AdminUser, Profile } from '@shared/schemas/users';
import { imageKeyToUrl } from '../../lib/images';
import type { UserRow } from './users.repository';

/** The caller's own profile: every §3 user field, never the password hash. */
export function presentProfile(u: UserRow): Profile {
  return {
    guid: u.guid,
    role: u.role,
    first_name: u.firstName,
    last_name: u.lastName,
    middle_name: u.middleName,
    phone: u.phone,
    email: u.email,
    username: u.username,
    gender: u.gender === 0 || u.gender === 1 ? u.gender : null,
    birthday: u.birthday,
    region: u.regionId,
    district: u.districtId,
    about: u.about,
    biography: u.biography,
    pfp: imageKeyToUrl(u.pfp),
    purposes: u.purposes,
    is_profile_completed: u.profileCompletedAt !== null,
    phone_confirmed: u.phoneConfirmedAt !== null,
    language: u.language,
    created_at: u.createdAt.toISOString(),
    show_phone: u.showPhone,
    telegram: u.telegram,
  };
}

/** Another user's profile as anyone may see it: no phone, e-mail or birthday. */
export function presentPublicProfile(u: UserRow) {
  return {
    guid: u.guid,
    role: u.role,
    first_name: u.firstName,
    last_name: u.lastName,
    pfp: imageKeyToUrl(u.pfp),
    purposes: u.purposes,
    about: u.about,
    region: u.regionId,
    created_at: u.createdAt.toISOString(),
  };
}

export const presentRegion = (r: { id: number; soatoId: number; nameUz: string; nameOz: string; nameRu: string | null; nameEn: string }) => ({
  id: r.id,
  soato_id: r.soatoId,
  name_uz: r.nameUz,
  name_oz: r.nameOz,
  name_ru: r.nameRu,
  name_en: r.nameEn,
});

export const presentDistrict = (d: { id: number; regionId: number; soatoId: number; nameUz: string; nameOz: string; nameRu: string | null; nameEn: string }) => ({
  ...presentRegion(d),
  region_id: d.regionId,
});

export const presentAdminUser = (u: {
  guid: string;
  firstName: string;
  lastName: string;
  phone: string;
  role: Role;
  purposes: string[];
  createdAt: Date;
  blockedAt: Date | null;
  blockedReason: string | null;
}): AdminUser => ({
  guid: u.guid,
  first_name: u.firstName,
  last_name: u.lastName,
  phone: u.phone,
  role: u.role,
  purposes: u.purposes,
  created_at: u.createdAt.toISOString(),
  is_blocked: u.blockedAt !== null,
  blocked_at: u.blockedAt?.toISOString() ?? null,
  blocked_reason: u.blockedReason,
});
