import type { Role } from '@shared/constants';
import { PURPOSES } from '@shared/constants';
import { searchKey } from '@shared/text/uzbek';
import { users } from '../schema';
import type { Db } from '../db/client';
import { avatarArt, type SeedMedia } from './images';
import type { Rng } from './random';
import { daysBefore } from './rows';
import { uz } from './text';

/** The one password of every demo account (README and tests). */
export const DEMO_PASSWORD = 'Ipak2026!';

/** Sign-in accounts of each role, with fixed phones (the 9 digits after +998). */
export const DEMO_ACCOUNTS = [
  { role: 'superadmin', phone: '900000001', password: DEMO_PASSWORD, firstName: 'Sardor', lastName: 'Alimov' },
  { role: 'admin', phone: '900000002', password: DEMO_PASSWORD, firstName: 'Malika', lastName: 'Rahimova' },
  { role: 'moderator', phone: '900000003', password: DEMO_PASSWORD, firstName: 'Jasur', lastName: 'Toshmatov' },
  { role: 'housemaker', phone: '900000004', password: DEMO_PASSWORD, firstName: 'Dilnoza', lastName: 'Karimova' },
  { role: 'user', phone: '900000005', password: DEMO_PASSWORD, firstName: 'Bekzod', lastName: 'Yoqubov' },
] as const satisfies readonly { role: Role; phone: string; password: string; firstName: string; lastName: string }[];

interface PersonSeed {
  /** Key the other seed files use to name an author or seller. */
  key: string;
  role: Role;
  phone: string;
  firstName: string;
  lastName: string;
  gender: 0 | 1;
  birthday: string;
  regionId: number;
  districtId: number;
  about: string;
  biography: string;
  purposes: number[];
  /** Draw a profile picture (a few accounts keep none, to show the placeholder). */
  pfp: boolean;
}

/**
 * The people of the demo: the five sign-in accounts and artisans across the regions
 * (region and district ids are those of the geo migration).
 */
const PEOPLE: PersonSeed[] = [
  { key: 'superadmin', role: 'superadmin', phone: '900000001', firstName: 'Sardor', lastName: 'Alimov', gender: 0, birthday: '1986-04-12', regionId: 11, districtId: 139, about: "Ipak platformasi bosh muharriri.", biography: "Sohaga oid yangiliklar va me'yoriy hujjatlarni tayyorlaydi.", purposes: [3], pfp: true },
  { key: 'admin', role: 'admin', phone: '900000002', firstName: 'Malika', lastName: 'Rahimova', gender: 1, birthday: '1990-09-03', regionId: 11, districtId: 147, about: "Platforma ma'muri.", biography: "Hunarmandlar bilan ishlash va kontent sifatini nazorat qilish bo'yicha mas'ul.", purposes: [3], pfp: true },
  { key: 'moderator', role: 'moderator', phone: '900000003', firstName: 'Jasur', lastName: 'Toshmatov', gender: 0, birthday: '1994-01-27', regionId: 11, districtId: 142, about: "Mahsulot va e'lonlar moderatori.", biography: "Mahsulotlarni tekshiradi va tasdiqlaydi.", purposes: [3], pfp: true },
  { key: 'dilnoza', role: 'housemaker', phone: '900000004', firstName: 'Dilnoza', lastName: 'Karimova', gender: 1, birthday: '1988-06-18', regionId: 13, districtId: 188, about: "Marg'ilonlik to'quvchi, adras va ipak ro'mollar ustasi.", biography: "15 yildan beri abr bog'lash va qo'lda to'qish bilan shug'ullanadi. Shogirdlarga bepul darslar beradi.", purposes: [1, 2], pfp: true },
  { key: 'bekzod', role: 'user', phone: '900000005', firstName: 'Bekzod', lastName: 'Yoqubov', gender: 0, birthday: '1997-11-02', regionId: 11, districtId: 145, about: "Milliy hunarmandchilik buyumlarini yig'aman.", biography: '', purposes: [4], pfp: false },
  { key: 'aziz', role: 'housemaker', phone: '901000001', firstName: 'Aziz', lastName: "Ne'matov", gender: 0, birthday: '1979-03-09', regionId: 13, districtId: 188, about: "Marg'ilon atlasi to'quvchisi, oilaviy ustaxona rahbari.", biography: "Uchinchi avlod to'quvchi. Ustaxonada 6 ta qo'l dastgohi ishlaydi.", purposes: [1, 2], pfp: true },
  { key: 'gulnora', role: 'housemaker', phone: '901000002', firstName: 'Gulnora', lastName: 'Xolmatova', gender: 1, birthday: '1975-08-22', regionId: 6, districtId: 77, about: "Nurota so'zanalari kashtachisi.", biography: "Nurota kashtachilik an'analarini davom ettiruvchi 12 nafar ayoldan iborat guruh rahbari.", purposes: [1, 2], pfp: true },
  { key: 'rustam', role: 'housemaker', phone: '901000003', firstName: 'Rustam', lastName: 'Usmonov', gender: 0, birthday: '1970-12-05', regionId: 13, districtId: 177, about: 'Rishton kulolchilik ustasi.', biography: "Ishqor sirli lagan va kosalar yasaydi, xalqaro ko'rgazmalar ishtirokchisi.", purposes: [1, 2], pfp: true },
  { key: 'sherzod', role: 'housemaker', phone: '901000004', firstName: 'Sherzod', lastName: 'Qodirov', gender: 0, birthday: '1983-05-14', regionId: 14, districtId: 200, about: "Xiva yog'och o'ymakori.", biography: "Eshik, ustun va lavhlarga Xorazm naqshlarini o'yadi.", purposes: [1, 2], pfp: true },
  { key: 'nigora', role: 'housemaker', phone: '901000005', firstName: 'Nigora', lastName: 'Ergasheva', gender: 1, birthday: '1992-02-11', regionId: 8, districtId: 109, about: "Samarqandlik ipak ro'mol ustasi.", biography: "Tabiiy bo'yoqlar bilan ishlaydi, Konigil ipak tayyorlash an'analarini o'rgangan.", purposes: [1, 2], pfp: true },
  { key: 'bahodir', role: 'housemaker', phone: '901000006', firstName: 'Bahodir', lastName: 'Tursunov', gender: 0, birthday: '1981-07-30', regionId: 3, districtId: 43, about: 'Buxorolik zargar.', biography: "Kumush va zarhal taqinchoqlarni qadimiy Buxoro uslubida yasaydi.", purposes: [1, 2], pfp: true },
  { key: 'zulfiya', role: 'housemaker', phone: '901000007', firstName: 'Zulfiya', lastName: 'Hamroyeva', gender: 1, birthday: '1987-10-19', regionId: 7, districtId: 92, about: "Chust do'ppilari tikuvchisi.", biography: "Qo'lda tikilgan Chust do'ppilari, kelinlar uchun zar do'ppilar.", purposes: [1, 2], pfp: true },
  { key: 'olim', role: 'housemaker', phone: '901000008', firstName: 'Olim', lastName: 'Rajabov', gender: 0, birthday: '1968-01-08', regionId: 14, districtId: 195, about: "Xorazm gilamdo'zi.", biography: "Ipak va jun gilamlar to'qiydigan oilaviy korxona asoschisi.", purposes: [1, 3], pfp: true },
  { key: 'feruza', role: 'housemaker', phone: '901000009', firstName: 'Feruza', lastName: 'Mirzayeva', gender: 1, birthday: '1985-04-25', regionId: 2, districtId: 30, about: 'Pillakor fermer.', biography: "Har mavsumda 4 quti ipak qurti boqadi, xom ipak va bo'yalgan ip sotadi.", purposes: [1, 3, 4], pfp: true },
  { key: 'shahnoza', role: 'housemaker', phone: '901000010', firstName: 'Shahnoza', lastName: 'Abdullayeva', gender: 1, birthday: '1991-09-09', regionId: 11, districtId: 147, about: 'Milliy liboslar dizayneri.', biography: "Atlas va adrasdan zamonaviy bichimdagi kiyimlar tikadi, onlayn savdo bo'yicha trener.", purposes: [1, 2, 3], pfp: true },
  { key: 'abdulla', role: 'housemaker', phone: '901000011', firstName: 'Abdulla', lastName: 'Hamroyev', gender: 0, birthday: '1965-06-01', regionId: 7, districtId: 94, about: 'Agronom, tutchilik va pillachilik mutaxassisi.', biography: "30 yillik tajribaga ega agronom. Fermerlarga ipak qurti boqish bo'yicha maslahat beradi.", purposes: [2, 4], pfp: true },
  { key: 'kamola', role: 'housemaker', phone: '901000012', firstName: 'Kamola', lastName: 'Yusupova', gender: 1, birthday: '1989-03-16', regionId: 5, districtId: 69, about: 'Shahrisabz iroqi kashtachisi.', biography: "Iroqi va bosma choklar bo'yicha ustoz, yosh qizlarga kashtachilikdan saboq beradi.", purposes: [1, 2], pfp: true },
  { key: 'madina', role: 'user', phone: '901000013', firstName: 'Madina', lastName: 'Saidova', gender: 1, birthday: '1995-12-24', regionId: 11, districtId: 139, about: '', biography: '', purposes: [4], pfp: false },
  { key: 'otabek', role: 'user', phone: '901000014', firstName: 'Otabek', lastName: 'Raximov', gender: 0, birthday: '1993-08-07', regionId: 8, districtId: 109, about: '', biography: '', purposes: [0, 4], pfp: true },
  { key: 'lola', role: 'user', phone: '901000015', firstName: 'Lola', lastName: 'Nazarova', gender: 1, birthday: '1999-05-05', regionId: 13, districtId: 185, about: '', biography: '', purposes: [0], pfp: false },
];

export type People = Record<string, { id: number; firstName: string; lastName: string }>;

/** Printed names by key, for the media drawn before the accounts exist (e.g. «Ustoz: …» in lesson videos). */
export const PEOPLE_NAMES: Record<string, { firstName: string; lastName: string }> = Object.fromEntries(
  PEOPLE.map((p) => [p.key, { firstName: uz(p.firstName), lastName: uz(p.lastName) }]),
);

/** Draws the profile pictures (before the transaction). */
export async function accountsMedia(media: SeedMedia, rng: Rng): Promise<Record<string, string>> {
  const entries = await Promise.all(
    PEOPLE.filter((p) => p.pfp).map(async (p) => [p.key, await media.image(avatarArt(rng.fork(p.key), uz(p.firstName[0] + p.lastName[0])), 'users/demo')] as const),
  );
  return Object.fromEntries(entries);
}

/** The demo's sellers (housemakers): they show their phone on their listings and have a Telegram username (issue 40). */
const shownContact = (p: PersonSeed) => (p.role === 'housemaker' ? { showPhone: true, telegram: `ipak_${p.key}` } : {});

/** Inserts everyone; returns their ids by key. The password hash is computed once (the same password). */
export async function seedAccounts(db: Db, passwordHash: string, pfps: Record<string, string>, now: Date): Promise<People> {
  const rows = await db
    .insert(users)
    .values(
      PEOPLE.map((p, i) => ({
        role: p.role,
        firstName: uz(p.firstName),
        lastName: uz(p.lastName),
        searchText: searchKey(`${uz(p.firstName)} ${uz(p.lastName)}`),
        phone: p.phone,
        email: `${p.key}@ipak.example`,
        gender: p.gender,
        birthday: p.birthday,
        regionId: p.regionId,
        districtId: p.districtId,
        about: uz(p.about),
        biography: uz(p.biography),
        pfp: pfps[p.key] ?? null,
        purposes: p.purposes.map((n) => PURPOSES[n]),
        passwordHash,
        profileCompletedAt: now,
        ...shownContact(p),
        // Demo accounts sell, post and chat at once: their phones count as confirmed (issue 40).
        phoneConfirmedAt: now,
        // The accounts joined over the last months, in this order.
        createdAt: daysBefore(now, (PEOPLE.length - i) * 6),
      })),
    )
    .returning({ id: users.id, phone: users.phone, firstName: users.firstName, lastName: users.lastName });
  const byPhone = new Map(rows.map((r) => [r.phone, r]));
  return Object.fromEntries(PEOPLE.map((p) => [p.key, byPhone.get(p.phone)!]));
}

