import { courseCategories, courses, lessons, teachers } from '../schema';
import type { Db } from '../db/client';
import { rebuildCourseSearchKeys } from '../modules/courses';
import type { People } from './accounts';
import { bannerArt, titleCardArt, type SeedMedia } from './images';
import type { Rng } from './random';
import { categoryValues, daysBefore, idsByMeta, madeAt, pageText, type CategoryRowSeed, type PageSeed } from './rows';
import { uz } from './text';
import { renderSlideshow } from './video';

/**
 * The demo courses: three categories, seven free courses with 3–6 lessons each, taught by the
 * artisans and the agronomist of the demo (who get teacher rows). Every lesson has a real, tiny
 * video we make here: a WebM slideshow (lesson title card, the course card, a closing card) stored
 * under /media like any file, so the course page plays it under the strict CSP.
 */

/** The categories, with their Russian and English titles (readers of those languages see them). */
const CATEGORIES: CategoryRowSeed[] = [
  { meta: 'ipakchilik-asoslari', title: 'Ipakchilik asoslari', titleRu: 'Основы шелководства', titleEn: 'Sericulture basics' },
  { meta: 'hunarmandchilik', title: 'Hunarmandchilik', titleRu: 'Ремёсла', titleEn: 'Crafts' },
  { meta: 'biznes-va-savdo', title: 'Biznes va savdo', titleRu: 'Бизнес и торговля', titleEn: 'Business and trade' },
];

interface CourseSeed extends PageSeed {
  top?: boolean;
  description: string[];
  lessons: string[];
}

const COURSES: CourseSeed[] = [
  {
    category: 'ipakchilik-asoslari', author: 'abdulla', emblem: 'cocoon', top: true, daysAgo: 58,
    title: "Ipak qurtini boqish: boshlang'ichlar uchun",
    short: "Urug' jonlantirishdan pilla yig'ishgacha: birinchi mavsumingiz uchun to'liq yo'riqnoma.",
    description: [
      "Kurs ipak qurtini birinchi marta boqmoqchi bo'lgan fermer va oilalar uchun. Qurtxonani tayyorlash, harorat va namlikni boshqarish, tut bargini to'g'ri berish va pillani o'z vaqtida yig'ish bosqichma-bosqich tushuntiriladi.",
      "Har bir dars amaliy misollar va eng ko'p uchraydigan xatolar tahlili bilan tugaydi.",
    ],
    lessons: ['Ipak qurti va uning hayot sikli', 'Qurtxonani tayyorlash: harorat, namlik, gigiyena', "Tut bargini terish va saqlash", 'Yoshlar bo\'yicha oziqlantirish jadvali', "Pilla o'rash va hosilni yig'ish"],
  },
  {
    category: 'ipakchilik-asoslari', author: 'abdulla', emblem: 'leaf', daysAgo: 41,
    title: 'Tut daraxti parvarishi va barg hosildorligi',
    short: "Tut navlarini tanlash, ekish sxemalari, kesish va o'g'itlash bo'yicha amaliy kurs.",
    description: [
      "Sifatli pilla sifatli bargdan boshlanadi. Kursda tutzor barpo etish va yakka qator ekish, daraxtga shakl berish, o'g'itlash va sug'orish tartibi ko'rib chiqiladi.",
      "Kurs tutzor uchun subsidiya olmoqchi bo'lgan fermerlarga ham foydali.",
    ],
    lessons: ["Tut navlari va ko'chat tanlash", 'Ekish sxemalari: tutzor va yakka qator', 'Kesish va shakl berish', "O'g'itlash va sug'orish"],
  },
  {
    category: 'hunarmandchilik', author: 'dilnoza', emblem: 'loom', top: true, daysAgo: 33,
    title: "Abr naqshini bog'lash va bo'yash sirlari",
    short: "Marg'ilon ustasidan: tandani belgilash, ip bog'lash va tabiiy bo'yoqlar bilan bo'yash.",
    description: [
      "Abr — ip to'qilishidan oldin bo'yalganda hosil bo'ladigan bulutsimon naqsh. Kursda naqsh chizmasidan tortib dastgohga tortishgacha bo'lgan butun jarayon ko'rsatiladi.",
      "Alohida darslar ro'yan, anor po'sti va indigo kabi tabiiy bo'yoqlar bilan ishlashga bag'ishlangan.",
    ],
    lessons: ['Abr nima: tarix va naqsh turlari', 'Tandani tayyorlash va belgilash', "Ipni bog'lash texnikasi", "Tabiiy bo'yoqlar: ro'yan, anor po'sti, indigo", "Bo'yash va quritish", 'Dastgohga tortish'],
  },
  {
    category: 'hunarmandchilik', author: 'kamola', emblem: 'needle', daysAgo: 24,
    title: "So'zana kashtasi: iroqi va bosma choklar",
    short: "Kashtachilikni noldan boshlovchilar uchun: asboblar, asosiy choklar va naqshni matoga ko'chirish.",
    description: [
      "Shahrisabzlik kashtachi ustoz bilan ikki asosiy chokni — bosma va iroqi choklarni o'rganasiz.",
      "Kurs oxirida kichik yostiq jildi uchun kashta tikib chiqasiz.",
    ],
    lessons: ['Kerakli asbob va materiallar', 'Bosma chok', 'Iroqi chok', "Naqshni matoga ko'chirish"],
  },
  {
    category: 'hunarmandchilik', author: 'rustam', emblem: 'pot', daysAgo: 15,
    title: 'Rishton kulolchiligi: ishqor sir bilan ishlash',
    short: "Loy tayyorlash, charxda kosa yasash va mashhur ko'k-feruza sirni pishirish.",
    description: [
      "Rishton kulollari o'simlik kulidan tayyorlanadigan ishqor sir bilan mashhur. Kursda loy tayyorlashdan xumdonda pishirishgacha bo'lgan jarayon ko'rsatiladi.",
      "Darslar Rishtondagi ustaxonada suratga olingan.",
    ],
    lessons: ['Loyni tayyorlash', 'Charxda kosa yasash', 'Ishqor sir tayyorlash va pishirish'],
  },
  {
    category: 'biznes-va-savdo', author: 'shahnoza', emblem: 'laptop', top: true, daysAgo: 9,
    title: 'Hunarmand uchun onlayn savdo: surat, narx va yetkazib berish',
    short: "Mahsulotingizni internetda sotish uchun kerak bo'lgan hamma narsa — telefon bilan suratdan qadoqlashgacha.",
    description: [
      "Kurs onlayn do'kon ochmoqchi yoki Ipak platformasida sotuvni boshlamoqchi bo'lgan hunarmandlar uchun.",
      "Yaxshi surat, aniq tavsif, to'g'ri narx va xaridor bilan muloqot — savdoning to'rt asosi amaliy misollarda ko'rsatiladi.",
    ],
    lessons: ['Mahsulotni telefonda suratga olish', 'Sarlavha va tavsif yozish', "Narxni to'g'ri belgilash", 'Xaridor bilan muloqot', 'Qadoqlash va yetkazib berish'],
  },
  {
    category: 'biznes-va-savdo', author: 'feruza', emblem: 'coins', daysAgo: 4,
    title: "Kichik ipakchilik biznesini ro'yxatdan o'tkazish",
    short: "Tadbirkorlik shaklini tanlash, onlayn ro'yxatdan o'tish, soliqlar va imtiyozli kreditlar.",
    description: [
      "Pillakor fermer va hunarmandlar uchun tadbirkorlik faoliyatini qonuniy boshlash bo'yicha qisqa kurs.",
      "Kursda oilaviy korxona, yakka tartibdagi tadbirkor va MChJ farqlari, soliq rejimlari hamda subsidiya va kreditlar uchun hujjatlar ko'rib chiqiladi.",
    ],
    lessons: ['Tadbirkorlik shakllari: YaTT, oilaviy korxona, MChJ', "Onlayn ro'yxatdan o'tish", 'Soliq rejimlari va imtiyozlar', 'Kredit va subsidiyalar uchun hujjatlar'],
  },
];

/** Slides: the lesson's title card, the course card, the closing card. */
const SLIDE_MS = [3500, 3000, 2500];
const VIDEO_W = 640;
const VIDEO_H = 360;

export interface CoursesMedia {
  thumbnails: string[];
  /** Video file keys, [course][lesson]. */
  videos: string[][];
}

export async function coursesMedia(media: SeedMedia, rng: Rng, people: Record<string, { firstName: string; lastName: string }>): Promise<CoursesMedia> {
  const titles = new Map(CATEGORIES.map((c) => [c.meta, c.title]));
  const frameCache = new Map<string, Promise<Buffer>>();
  const closing = titleCardArt(rng.fork('closing'), {
    width: VIDEO_W,
    height: VIDEO_H,
    emblem: 'medal',
    kicker: 'Ipak',
    title: uz("Keyingi darsda davom etamiz. Kurslar bepul!"),
    footer: uz("Demo video · Ipak platformasi"),
  });
  const thumbnails = Promise.all(
    COURSES.map((c, i) =>
      media.image(bannerArt(rng.fork(`course-${i}`), { width: 1200, height: 675, emblem: c.emblem, label: uz(titles.get(c.category)!), caption: uz(`${c.lessons.length} ta dars · Bepul`) }), 'courses/demo'),
    ),
  );
  const videos = Promise.all(
    COURSES.map(async (c, i) => {
      const teacher = people[c.author];
      const cover = titleCardArt(rng.fork(`cover-${i}`), { width: VIDEO_W, height: VIDEO_H, emblem: c.emblem, kicker: uz(titles.get(c.category)!), title: uz(c.title), footer: uz(`Ustoz: ${teacher.firstName} ${teacher.lastName}`) });
      const keys: string[] = [];
      // Lessons one after the other; their frames share the media's gate with the pictures.
      for (const [n, lesson] of c.lessons.entries()) {
        const card = titleCardArt(rng.fork(`lesson-${i}-${n}`), { width: VIDEO_W, height: VIDEO_H, emblem: c.emblem, kicker: `${n + 1}-dars`, title: uz(lesson), footer: uz(c.title) });
        const webm = await renderSlideshow(
          [card, cover, closing].map((svg, k) => ({ svg, durationMs: SLIDE_MS[k] })),
          VIDEO_W,
          VIDEO_H,
          { frameCache, run: media.run },
        );
        keys.push(await media.file(webm, 'lessons/demo', 'webm'));
      }
      return keys;
    }),
  );
  return { thumbnails: await thumbnails, videos: await videos };
}

export async function seedCourses(db: Db, people: People, media: CoursesMedia, rng: Rng, now: Date) {
  const categoryRows = await db
    .insert(courseCategories)
    .values(categoryValues(CATEGORIES, daysBefore(now, 90)))
    .returning({ id: courseCategories.id, meta: courseCategories.meta });
  const categoryId = idsByMeta(categoryRows);

  const authors = [...new Set(COURSES.map((c) => c.author))];
  await db.insert(teachers).values(authors.map((a) => ({ userId: people[a].id, createdAt: daysBefore(now, 70) })));

  const courseRows = await db
    .insert(courses)
    .values(
      COURSES.map((c, i) => ({
        ...pageText(c.title, c.short, c.description),
        categoryId: categoryId.get(c.category)!,
        authorId: people[c.author].id,
        thumbnail: media.thumbnails[i],
        views: (c.top ? 900 : 120) + Math.round(c.daysAgo * rng.int(8, 25)),
        price: 0,
        isTop: c.top ?? false,
        isPublished: true,
        ...madeAt(daysBefore(now, c.daysAgo)),
      })),
    )
    .returning({ id: courses.id });

  const lessonValues = COURSES.flatMap((c, i) =>
    c.lessons.map((title, n) => ({
      courseId: courseRows[i].id,
      order: n + 1,
      title: uz(title),
      video: media.videos[i][n],
      durationSeconds: Math.round(SLIDE_MS.reduce((a, b) => a + b, 0) / 1000),
    })),
  );
  await db.insert(lessons).values(lessonValues);
  // Their search keys hold their categories' titles and teachers' names: written as the editor writes them.
  await rebuildCourseSearchKeys(db);
  return { courseCategories: categoryRows.length, teachers: authors.length, courses: courseRows.length, lessons: lessonValues.length };
}
