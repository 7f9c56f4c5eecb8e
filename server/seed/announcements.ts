import type { WorkTime } from '@shared/constants';
import { defaultExpiry } from '@shared/announcement-days';
import { searchKey, slugify } from '@shared/text/uzbek';
import { htmlToText, sanitizeUserHtml } from '../lib/html';
import { announcements } from '../schema';
import type { Db } from '../db/client';
import type { People } from './accounts';
import { bannerArt, type Emblem, type SeedMedia } from './images';
import type { Rng } from './random';
import { daysBefore, madeAt } from './rows';
import { escapeXml, uz } from './text';

/**
 * The demo announcements: jobs in weaving, sericulture, embroidery and pottery (HTML descriptions,
 * as the job page renders them) and services (plain text with line breaks, with a picture), across
 * the regions. Pay is a range in so'm, or agreed with the employer ('Kelishiladi').
 */

interface AnnouncementSeed {
  author: string;
  title: string;
  regionId: number;
  districtId: number;
  address: string;
  experience: string;
  workTime: WorkTime;
  /** [min, max] in so'm, or null when the pay is agreed. */
  pay: [number, number] | null;
  daysAgo: number;
}

interface WorkSeed extends AnnouncementSeed {
  intro: string;
  offers: string[];
  requirements: string;
}

interface ServiceSeed extends AnnouncementSeed {
  lines: string[];
  /** Drawn banner, or the picture of a shop category. */
  picture: { emblem: Emblem; label: string } | { shopCategory: string };
}

const WORK: WorkSeed[] = [
  {
    author: 'aziz', title: "Atlas to'quvchi (qo'l dastgohi)", regionId: 13, districtId: 188, address: "Marg'ilon shahri, Ipakchilar ko'chasi", experience: '1–3 yil', workTime: 'full_time', pay: [4_500_000, 7_000_000], daysAgo: 0.5,
    intro: "Oilaviy ustaxonamizga qo'l dastgohida ishlay oladigan to'quvchi kerak.",
    offers: ['Ish vaqti: 08:00–17:00, yakshanba dam olish kuni', "Tushlik va yo'l haqi to'lanadi", "Tajribasi kamlarni o'qitib olamiz"],
    requirements: "mas'uliyat, aniqlik va sabr-toqat.",
  },
  {
    author: 'feruza', title: 'Ipak qurti boqish uchun mavsumiy ishchilar', regionId: 2, districtId: 30, address: "Andijon shahri, Bog'ishamol mahallasi", experience: 'Talab etilmaydi', workTime: 'part_time', pay: null, daysAgo: 1.2,
    intro: "Bahorgi mavsumda (taxminan 35 kun) ipak qurti boqish va barg terish uchun 4 nafar ishchi qidiryapmiz.",
    offers: ['Kunlik ish, kuniga 6–8 soat', "Haq ishlab chiqarilgan pilla hajmiga qarab kelishiladi", 'Tushlik beriladi'],
    requirements: "sog'lom, ertalab erta ishlashga tayyor bo'lish.",
  },
  {
    author: 'gulnora', title: 'Uyda ishlash uchun kashtachi ayollar', regionId: 6, districtId: 77, address: 'Nurota tumani', experience: '1 yildan', workTime: 'flexable_time', pay: [2_500_000, 4_000_000], daysAgo: 2,
    intro: "So'zana tikish guruhimizga uyda ishlaydigan kashtachilar kerak. Mato, ip va naqsh chizmasini o'zimiz beramiz.",
    offers: ["Erkin jadval, uyda ishlash", "Haq bajarilgan ish hajmiga qarab har oy to'lanadi", "Bosma chokni bilmaganlarga o'rgatamiz"],
    requirements: "kashtachilik tajribasi, ishni o'z vaqtida topshirish.",
  },
  {
    author: 'rustam', title: 'Kulolchilik ustaxonasiga shogird', regionId: 13, districtId: 177, address: "Rishton tumani, Kulollar ko'chasi", experience: 'Talab etilmaydi', workTime: 'full_time', pay: [2_000_000, 3_000_000], daysAgo: 3.5,
    intro: "Rishton kulolchilik an'analarini o'rganmoqchi bo'lgan 16–25 yoshli yigit-qizlarni shogirdlikka taklif qilamiz.",
    offers: ["Charxda ishlash, sir tayyorlash va pishirishni o'rgatamiz", "O'qish davrida ham oylik to'lanadi", "Yaxshi natija ko'rsatganlar ustaxonada qoladi"],
    requirements: "qiziqish va qo'l mehnatiga moyillik.",
  },
  {
    author: 'shahnoza', title: "Onlayn do'kon uchun fotograf va kontent menejer", regionId: 11, districtId: 147, address: 'Toshkent shahri, Chilonzor tumani', experience: '1–3 yil', workTime: 'part_time', pay: [3_000_000, 5_000_000], daysAgo: 4,
    intro: "Milliy liboslar brendimiz uchun mahsulotlarni suratga oladigan va sahifalarni yuritadigan mutaxassis kerak.",
    offers: ['Haftasiga 3 kun, studiyada', 'Zamonaviy kamera va yorug\'lik jihozlari', "Natijaga qarab bonus"],
    requirements: "portfolio, o'zbek tilida savodli yozish.",
  },
  {
    author: 'abdulla', title: "Pilla qabul qilish punktiga tarozibon-hisobchi", regionId: 7, districtId: 94, address: 'Namangan shahri', experience: '1 yildan', workTime: 'full_time', pay: null, daysAgo: 6,
    intro: "Mavsumda pilla qabul qilish punktida tortish, hujjat yuritish va fermerlar bilan hisob-kitob qilish uchun xodim kerak.",
    offers: ['Rasmiy ishga joylashish', 'Mavsum davomida (2 oy) kunlik ish', "Haq suhbatda kelishiladi"],
    requirements: "kompyuter va Excel bilan ishlay olish, diqqatlilik.",
  },
  {
    author: 'olim', title: "Gilam to'qish sexiga usta va shogirdlar", regionId: 14, districtId: 195, address: 'Xiva tumani', experience: '3 yildan', workTime: 'full_time', pay: [5_000_000, 8_000_000], daysAgo: 8,
    intro: "Ipak va jun gilam to'qish sexiga tajribali usta va 2 nafar shogird qabul qilamiz.",
    offers: ['Ustalarga yuqori haq va ijtimoiy kafolatlar', "Shogirdlarga o'qish va stipendiya", "Qulay ish joyi, tushlik"],
    requirements: "ustalar uchun kamida 3 yillik tajriba.",
  },
  {
    author: 'shahnoza', title: 'Tikuvchi (milliy liboslar)', regionId: 11, districtId: 147, address: 'Toshkent shahri, Chilonzor tumani', experience: '1–3 yil', workTime: 'full_time', pay: [3_500_000, 6_000_000], daysAgo: 11,
    intro: "Atlas va adrasdan ko'ylak, mursak va chopon tikadigan tikuvchi kerak.",
    offers: ['Ish vaqti: 09:00–18:00', "Oylik + har bir buyurtma uchun bonus", 'Sanoat tikuv mashinalari'],
    requirements: "bichish va tikishni mustaqil bajara olish.",
  },
];

const SERVICES: ServiceSeed[] = [
  {
    author: 'dilnoza', title: "Ipak matolarni tabiiy bo'yoqlar bilan bo'yash", regionId: 13, districtId: 188, address: "Marg'ilon shahri", experience: '15 yil', workTime: 'flexable_time', pay: [40_000, 90_000], daysAgo: 0.9,
    lines: ["Ipak ip va matolarni ro'yan, anor po'sti, yong'oq po'sti va indigo bilan bo'yab beraman.", "Narx: 1 metr mato yoki 100 g ip uchun.", "Buyurtma 5–7 kunda tayyor bo'ladi.", "Namunalarni ustaxonada ko'rishingiz mumkin."],
    picture: { emblem: 'loom', label: "Tabiiy bo'yoqlar" },
  },
  {
    author: 'shahnoza', title: 'Milliy liboslarni buyurtma asosida tikish', regionId: 11, districtId: 147, address: 'Toshkent shahri, Chilonzor tumani', experience: '8 yil', workTime: 'full_time', pay: [300_000, 2_500_000], daysAgo: 2.5,
    lines: ["To'y, bayram va kundalik uchun atlas va adrasdan liboslar tikamiz.", "O'lcham olish bepul, mato tanlashda yordam beramiz.", "Muddat: 7–14 kun.", "Viloyatlarga pochta orqali jo'natamiz."],
    picture: { emblem: 'needle', label: 'Buyurtma tikish' },
  },
  {
    author: 'olim', title: "Gilam va so'zanalarni tozalash va ta'mirlash", regionId: 14, districtId: 195, address: 'Xiva tumani', experience: '20 yil', workTime: 'full_time', pay: null, daysAgo: 5,
    lines: ["Qo'lda to'qilgan gilam va so'zanalarni yumshoq usulda tozalaymiz.", "Yirtilgan va yeyilgan joylarni asl naqshi bo'yicha tiklaymiz.", "Narx gilam o'lchami va holatiga qarab kelishiladi."],
    picture: { emblem: 'carpet', label: "Gilam ta'miri" },
  },
  {
    author: 'abdulla', title: 'Tut daraxtlarini kesish va parvarishlash', regionId: 7, districtId: 94, address: 'Namangan viloyati', experience: '30 yil', workTime: 'part_time', pay: [150_000, 400_000], daysAgo: 7,
    lines: ["Tutzor va yakka qator tut daraxtlariga shakl berish, kesish va o'g'itlash bo'yicha xizmat.", "Narx: 10 tup daraxt uchun.", "Agronom maslahati bepul."],
    picture: { emblem: 'leaf', label: 'Tutchilik' },
  },
  {
    author: 'nigora', title: 'Hunarmandlar mahsulotini suratga olish', regionId: 8, districtId: 109, address: 'Samarqand shahri', experience: '5 yil', workTime: 'flexable_time', pay: [200_000, 600_000], daysAgo: 9,
    lines: ["Onlayn do'kon uchun mahsulotlaringizni oq fonda va interyerda suratga olamiz.", "Narx: 10 ta mahsulot uchun.", "Suratlar 2 kunda tayyor bo'ladi."],
    picture: { emblem: 'camera', label: 'Mahsulot surati' },
  },
  {
    author: 'rustam', title: 'Kulolchilik mahorat darslari (guruh va yakka)', regionId: 13, districtId: 177, address: 'Rishton tumani', experience: '30 yil', workTime: 'flexable_time', pay: [150_000, 300_000], daysAgo: 12,
    lines: ["Charxda ishlash va naqsh chizish bo'yicha 2 soatlik mahorat darslari.", "Guruhlar 6 kishigacha, bolalar uchun ham.", "O'zingiz yasagan buyumni pishirib beramiz."],
    picture: { emblem: 'pot', label: 'Mahorat darsi' },
  },
  {
    author: 'sherzod', title: "Yog'och o'ymakorligi: eshik, ustun va panjara buyurtmasi", regionId: 14, districtId: 200, address: 'Xiva shahri', experience: '18 yil', workTime: 'full_time', pay: null, daysAgo: 13,
    lines: ["Xorazm uslubida o'yma eshik, ustun, panjara va mebellar tayyorlaymiz.", "Chizmani birga tanlaymiz, yog'och quritilgan va ishlov berilgan.", "Narx va muddat buyurtmaga qarab kelishiladi."],
    picture: { shopCategory: 'yogoch-oymakorligi' },
  },
];

/** Draws the services' pictures (shop pictures are reused where they fit). */
export async function announcementsMedia(media: SeedMedia, rng: Rng, shopImages: Record<string, string[]>): Promise<string[]> {
  return Promise.all(
    SERVICES.map((s, i) =>
      'shopCategory' in s.picture
        ? Promise.resolve(shopImages[s.picture.shopCategory][2])
        : media.image(bannerArt(rng.fork(`service-${i}`), { width: 960, height: 640, emblem: s.picture.emblem, label: uz(s.picture.label) }), 'announcements/demo'),
    ),
  );
}

/** The job description as an employer would write it, stored through the same sanitiser as theirs. */
function workHtml(w: WorkSeed): string {
  return sanitizeUserHtml(
    `<p>${escapeXml(uz(w.intro))}</p>` +
      `<ul>${w.offers.map((o) => `<li>${escapeXml(uz(o))}</li>`).join('')}</ul>` +
      `<p><strong>Talablar:</strong> ${escapeXml(uz(w.requirements))}</p>` +
      `<p>${escapeXml(uz("Murojaat uchun «Bog'lanish» tugmasini bosing."))}</p>`,
  );
}

export async function seedAnnouncements(db: Db, people: People, thumbnails: string[], rng: Rng, now: Date) {
  const base = (a: AnnouncementSeed) => {
    const created = daysBefore(now, a.daysAgo);
    return {
      meta: slugify(uz(a.title)),
      userId: people[a.author].id,
      title: uz(a.title),
      regionId: a.regionId,
      districtId: a.districtId,
      address: uz(a.address),
      experience: uz(a.experience),
      workTime: a.workTime,
      priceMin: a.pay?.[0] ?? null,
      priceMax: a.pay?.[1] ?? null,
      negotiable: a.pay === null,
      views: rng.int(15, 60) + Math.round(a.daysAgo * rng.int(10, 35)),
      isActive: true,
      ...madeAt(created),
      // The default life from the day it was posted: the oldest demo ad (13 days) has 17 days left.
      expiresAt: defaultExpiry(created),
    };
  };
  const rows = await db
    .insert(announcements)
    .values([
      ...WORK.map((w) => {
        const description = workHtml(w);
        return { ...base(w), type: 'work_announcement' as const, description, searchText: searchKey(`${uz(w.title)} ${htmlToText(description)} ${uz(w.address)}`) };
      }),
      ...SERVICES.map((s, i) => ({
        ...base(s),
        type: 'service_announcement' as const,
        description: s.lines.map(uz).join('\n'),
        thumbnail: thumbnails[i],
        searchText: searchKey(uz(`${s.title} ${s.lines.join(' ')} ${s.address}`)),
      })),
    ])
    .returning({ id: announcements.id });
  return { work: WORK.length, service: SERVICES.length, announcements: rows.length };
}
