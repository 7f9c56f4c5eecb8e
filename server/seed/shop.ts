import { searchKey, slugify } from '@shared/text/uzbek';
import { htmlToText, sanitizeUserHtml } from '../lib/html';
import { categorySearchSource } from '../modules/shop';
import { productComments, productImages, productLikes, products, shopCategories } from '../schema';
import type { Db } from '../db/client';
import type { People } from './accounts';
import { productArt, type ProductArtKind, type SeedMedia } from './images';
import type { Rng } from './random';
import { categoryValues, DAY, daysBefore, idsByMeta, madeAt } from './rows';
import { escapeXml, uz } from './text';

/**
 * The demo shop: nine categories of Uzbek silk and crafts, 45 products with 1–3 pictures each,
 * comments with the sellers' replies, and likes. Texts are written with the plain apostrophe (o', g',
 * ma'lumot) as the spec writes Uzbek; uz() keeps them so. Prices are whole so'm.
 */

interface ProductSeed {
  title: string;
  short: string;
  details: string[];
  price: number;
  discount?: number;
  seller: string;
  verified?: boolean;
  /** Which of the category's pictures to use, in order (default: three, starting at the product's index). */
  art?: number[];
}

interface CategorySeed {
  meta: string;
  title: string;
  art: ProductArtKind;
  /** The label on the swing tag of each of the category's four pictures. */
  labels: [string, string, string, string];
  care: string;
  products: ProductSeed[];
}

const DELIVERY =
  "Buyurtma berishdan oldin «Bog'lanish» tugmasi orqali usta bilan rang va o'lchamni aniqlashtiring. O'zbekiston bo'ylab yetkazib berish 2–5 kun.";

const SHOP: CategorySeed[] = [
  {
    meta: 'atlas-va-adras',
    title: 'Atlas va adras matolari',
    art: 'atlas',
    labels: ["Marg'ilon atlasi", 'Adras', 'Shohi', 'Beqasam'],
    care: "Sovuq suvda qo'lda yuving, siqmang; soyada quriting va teskari tomonidan past haroratda dazmollang.",
    products: [
      { title: "Marg'ilon xon atlasi, qo'lda to'qilgan", short: "Tabiiy ipakdan qo'l dastgohida to'qilgan klassik xon atlas, eni 45 sm, uzunligi 4 metr.", details: ['Tarkibi: 100% tabiiy ipak', "O'lchami: 45 sm × 4 m", "Naqsh: «Qo'chqor shox» abr naqshi", "Bo'yoq: tabiiy, rangi o'chmaydi"], price: 1_250_000, discount: 10, seller: 'aziz', verified: true, art: [0, 2] },
      { title: "Adras mato «Bahor», ipak va paxta", short: "Ipak tanda va paxta arqoqdan to'qilgan yengil adras, kundalik kiyim uchun qulay.", details: ['Tarkibi: 50% ipak, 50% paxta', "O'lchami: 50 sm × 5 m", "Rangi: ko'k, qizil va sariq abr"], price: 420_000, seller: 'dilnoza', verified: true, art: [1, 3] },
      { title: "Shohi atlas «Qora ko'z»", short: "Yupqa va yaltiroq shohi: to'y liboslari va kelin ko'ylaklari uchun.", details: ['Tarkibi: 100% tabiiy ipak', "O'lchami: 42 sm × 4 m", "Zichligi: yengil, yozgi"], price: 980_000, seller: 'aziz', art: [2, 0] },
      { title: 'Beqasam mato, chiziqli, 4 metr', short: "An'anaviy chiziqli beqasam: chopon va ko'rpacha uchun pishiq mato.", details: ['Tarkibi: ipak va paxta', "O'lchami: 60 sm × 4 m", "Qo'llanilishi: chopon, ko'rpacha, yostiq"], price: 310_000, discount: 5, seller: 'dilnoza', art: [3, 1] },
      { title: 'Ipak baxmal (abr baxmal), 2 metr', short: "Noyob abr baxmal — qo'lda to'qilgan ipak baxmal, kolleksiya va sovg'a uchun.", details: ['Tarkibi: ipak tanda, ipak tuk', "O'lchami: 40 sm × 2 m", "Tayyorlash muddati: 3 oy", 'Sertifikat bilan'], price: 4_500_000, seller: 'aziz', verified: true, art: [0, 1, 2] },
      { title: "Atlas to'plami «Farg'ona tongi», 3 rang", short: "Uch xil rangdagi atlas bo'laklari to'plami, har biri 1,5 metr — tikuvchilar uchun.", details: ['Tarkibi: 100% tabiiy ipak', "O'lchami: 3 × (45 sm × 1,5 m)", "Ranglar: qizil, ko'k, yashil"], price: 650_000, discount: 15, seller: 'dilnoza', art: [1, 2, 3] },
    ],
  },
  {
    meta: 'ipak-romollar',
    title: "Ipak ro'mollar va sharflar",
    art: 'scarf',
    labels: ["Ipak ro'mol", 'Abr sharf', "Shohi ro'mol", "Qo'l ishi"],
    care: "Ipak uchun mo'ljallangan yumshoq vosita bilan salqin suvda yuving, quyoshda quritmang.",
    products: [
      { title: "Ipak ro'mol «Samarqand tongi», 90×90 sm", short: "Tabiiy bo'yoqlar bilan bo'yalgan, qirg'og'i qo'lda tikilgan ipak ro'mol.", details: ['Tarkibi: 100% tabiiy ipak', "O'lchami: 90 × 90 sm", "Bo'yoq: ro'yan va anor po'sti"], price: 240_000, seller: 'nigora', verified: true, art: [0, 2] },
      { title: 'Abr naqshli atlas sharf, 180×45 sm', short: 'Yengil va yumshoq sharf: kostyum va paltoga mos keladi.', details: ['Tarkibi: 100% tabiiy ipak', "O'lchami: 180 × 45 sm", "Qadoq: sovg'a qutisi"], price: 185_000, discount: 10, seller: 'dilnoza', art: [1, 3] },
      { title: "Shohi ro'mol, qo'lda bo'yalgan", short: "Anor po'sti va ro'yan ildizidan olingan bo'yoqlar bilan bo'yalgan shohi ro'mol.", details: ['Tarkibi: shohi (ipak)', "O'lchami: 110 × 110 sm", "Har bir ro'mol rangi biroz farq qiladi"], price: 320_000, discount: 15, seller: 'nigora', art: [2, 0, 1] },
      { title: "Kelin ro'moli, zar ip bilan kashta", short: "To'y marosimi uchun zar ip bilan kashta tikilgan oq ipak ro'mol.", details: ['Tarkibi: ipak, zar ip', "O'lchami: 120 × 120 sm", "Kashta: qo'lda, 3 hafta"], price: 560_000, seller: 'nigora', verified: true, art: [3, 2] },
      { title: "Erkaklar uchun adras bo'yinbog'", short: "Adras matosidan tikilgan bo'yinbog': rasmiy kiyimga milliy ruh.", details: ['Tarkibi: ipak va paxta', "Eni: 7 sm", "Qadoq: quti bilan"], price: 150_000, seller: 'dilnoza', art: [1] },
    ],
  },
  {
    meta: 'sozana-va-kashta',
    title: "So'zana va kashtachilik",
    art: 'suzani',
    labels: ["Nurota so'zanasi", 'Buxoro kashtasi', 'Iroqi chok', "Qo'l kashtasi"],
    care: "Quruq tozalash tavsiya etiladi; to'g'ridan to'g'ri quyosh nuri tushmaydigan joyda saqlang.",
    products: [
      { title: "Nurota so'zanasi, 210×160 sm", short: "Ipak ip bilan qo'lda tikilgan katta devoriy so'zana, 4 oylik mehnat mahsuli.", details: ["Asosi: paxta mato", 'Ip: tabiiy ipak', "O'lchami: 210 × 160 sm", "Chok: bosma chok"], price: 4_500_000, seller: 'gulnora', verified: true, art: [0, 2, 1] },
      { title: "Buxoro so'zanasi «Oy-quyosh»", short: "Markazida oy-quyosh (palak) naqshi bo'lgan so'zana — to'yga munosib sovg'a.", details: ["O'lchami: 180 × 150 sm", 'Ip: ipak', "Tayyorlash muddati: 3 oy"], price: 3_800_000, discount: 5, seller: 'gulnora', art: [1, 3] },
      { title: "Yostiq jildi, so'zana kashtali (2 dona)", short: "Paxta mato ustiga ipak ip bilan kashta tikilgan yostiq jildlari, 45×45 sm.", details: ["O'lchami: 45 × 45 sm", 'Yopilishi: yashirin zamok', "To'plamda: 2 dona"], price: 280_000, seller: 'kamola', art: [2, 0] },
      { title: 'Shahrisabz iroqi kashtasi, devoriy panno', short: 'Iroqi chokida tikilgan geometrik naqshli panno, ramkasi bilan.', details: ["O'lchami: 60 × 80 sm", "Chok: iroqi (xoch chok)", "Ramka: yong'oq yog'ochi"], price: 1_900_000, seller: 'kamola', verified: true, art: [3, 2] },
      { title: 'Kashtali dasturxon, 6 kishilik', short: "Zig'ir matoga anor va bodom naqshlari tikilgan dasturxon.", details: ["Asosi: zig'ir", "O'lchami: 150 × 220 sm", "Qo'shimcha: 6 ta salfetka"], price: 450_000, discount: 10, seller: 'gulnora', art: [0, 3] },
    ],
  },
  {
    meta: 'kulolchilik',
    title: 'Kulolchilik va sopol buyumlar',
    art: 'ceramics',
    labels: ['Rishton', "G'ijduvon uslubi", 'Ishqor sir', "Qo'lda yasalgan"],
    care: "Qo'lda yuving, keskin harorat o'zgarishidan saqlang. Idishlar oziq-ovqat uchun xavfsiz sir bilan qoplangan.",
    products: [
      { title: 'Rishton lagani, ishqor sir, 42 sm', short: 'Ishqor sir bilan qoplangan katta lagan: palov va mevalar uchun.', details: ['Diametri: 42 sm', "Sir: ishqor (o'simlik kulidan)", "Naqsh: anor va bodom"], price: 520_000, seller: 'rustam', verified: true, art: [0, 2] },
      { title: "G'ijduvon uslubidagi kosalar (6 dona)", short: "Jigarrang-yashil tusli kosalar to'plami, har biri 350 ml.", details: ['Hajmi: 6 × 350 ml', 'Sopol: qizil loy', "Mikroto'lqinli pechga qo'yilmaydi"], price: 360_000, seller: 'rustam', art: [1, 3] },
      { title: 'Choynak va 6 piyola, Rishton naqshi', short: "Ko'k-feruza rangli choy to'plami, sovg'a qutisida.", details: ['Choynak: 1 litr', 'Piyola: 6 × 150 ml', "Qadoq: sovg'a qutisi"], price: 480_000, discount: 10, seller: 'rustam', verified: true, art: [2, 0, 1] },
      { title: "Sopol ko'za, qo'lda yasalgan, 3 litr", short: "Suv va ayron uchun an'anaviy ko'za, ichi sirlangan.", details: ['Hajmi: 3 litr', "Balandligi: 32 sm", 'Ichki qismi: sirlangan'], price: 210_000, seller: 'rustam', art: [3] },
      { title: 'Dekorativ tovoq «Anor», 30 sm', short: "Markazida anor tasviri bo'lgan devoriy bezak tovoq, ilgich bilan.", details: ['Diametri: 30 sm', 'Ilgich: orqa tomonida', "Sovg'a qutisi bilan"], price: 175_000, seller: 'rustam', art: [0] },
    ],
  },
  {
    meta: 'gilam-va-palos',
    title: 'Gilam va paloslar',
    art: 'carpet',
    labels: ['Xiva gilami', 'Ipak gilam', 'Palos', 'Jun gilam'],
    care: "Oyiga bir marta ikki tomonidan changyutgich bilan tozalang; dog'ni darhol nam latta bilan arting.",
    products: [
      { title: 'Xiva ipak gilami, 150×100 sm', short: "Tabiiy ipakdan qo'lda to'qilgan gilam, har kvadrat metrida 250 ming tugun.", details: ['Tarkibi: 100% ipak', "O'lchami: 150 × 100 sm", 'Zichligi: 250 000 tugun/m²', "Ma'lumotnoma bilan"], price: 4_500_000, seller: 'olim', verified: true, art: [0, 1] },
      { title: 'Jun gilam «Sarpoyi», 200×300 sm', short: "Qo'y junidan to'qilgan, tabiiy bo'yoqli katta gilam.", details: ["Tarkibi: qo'y juni", "O'lchami: 200 × 300 sm", "Bo'yoq: tabiiy"], price: 3_600_000, discount: 8, seller: 'olim', art: [3, 2] },
      { title: 'Palos, Qashqadaryo naqshi, 150×250 sm', short: "Ikki tomonlama ishlatiladigan tuksiz palos.", details: ['Tarkibi: jun va paxta', "O'lchami: 150 × 250 sm", "Ikki tomonlama"], price: 890_000, seller: 'olim', art: [2, 0] },
      { title: 'Joynamoz gilamcha, ipak', short: "Yengil ipak joynamoz, saqlash uchun g'ilofi bilan.", details: ['Tarkibi: ipak', "O'lchami: 70 × 110 sm", "G'ilof: baxmal"], price: 650_000, seller: 'olim', verified: true, art: [1] },
      { title: 'Julxirs (jun palos), Surxondaryo', short: "Qalin julxirs: shiypon va yozlik uchun chidamli to'shama.", details: ['Tarkibi: jun', "O'lchami: 180 × 280 sm", "Qalinligi: 1,5 sm"], price: 1_150_000, discount: 12, seller: 'olim', art: [3, 1] },
    ],
  },
  {
    meta: 'milliy-kiyimlar',
    title: 'Milliy kiyimlar',
    art: 'clothes',
    labels: ['Atlas chopon', "Chust do'ppisi", "Adras ko'ylak", "Zar do'ppi"],
    care: "Salqin suvda qo'lda yoki nozik rejimda yuving; teskari tomonidan dazmollang.",
    products: [
      { title: "Atlas ko'ylak, milliy bichimda", short: "Marg'ilon atlasidan tikilgan uzun ko'ylak, o'lchamlar: 42–52.", details: ["Mato: Marg'ilon atlasi", "O'lchamlar: 42–52", 'Astar: paxta'], price: 690_000, discount: 12, seller: 'shahnoza', verified: true, art: [2, 0] },
      { title: 'Beqasam chopon, erkaklar uchun', short: "Paxta astarli issiq chopon, belbog'i bilan.", details: ['Mato: beqasam', "O'lchamlar: 48–58", "Qo'shimcha: belbog'"], price: 1_450_000, seller: 'shahnoza', art: [0, 2] },
      { title: "Chust do'ppisi, qo'lda tikilgan", short: "Qora duxoba ustiga oq ipak ip bilan «qalampir» naqshi tikilgan do'ppi.", details: ["O'lchamlar: 52–60", 'Ip: ipak', "Tikish: qo'lda"], price: 120_000, seller: 'zulfiya', verified: true, art: [1, 3] },
      { title: "Zar do'ppi, kelinlar uchun", short: "Zar ip bilan bezatilgan bayramona do'ppi.", details: ["O'lchamlar: 54–58", "Bezak: zar ip, munchoq", "Sovg'a qutisi bilan"], price: 380_000, seller: 'zulfiya', art: [3, 1] },
      { title: "Bolalar atlas ko'ylagi (3–5 yosh)", short: "Yumshoq astarli, bayramlar uchun bolalar ko'ylagi.", details: ['Mato: atlas', 'Yoshi: 3–5', 'Astar: paxta'], price: 260_000, discount: 5, seller: 'shahnoza', art: [2] },
      { title: 'Adras mursak (ayollar ustki kiyimi)', short: "Uzun yengli an'anaviy mursak, zamonaviy bichimda.", details: ['Mato: adras', "O'lchamlar: 44–52", 'Astar: ipak'], price: 1_100_000, seller: 'shahnoza', art: [0] },
    ],
  },
  {
    meta: 'pilla-va-ipak-ip',
    title: 'Pilla va ipak ip',
    art: 'cocoons',
    labels: ['Pilla, 1-nav', 'Ipak ip', 'Quruq pilla', "Bo'yalgan ip"],
    care: 'Quruq va salqin joyda, yopiq idishda saqlang; namlikdan asrang.',
    products: [
      { title: 'Quruq pilla, 1-nav, 1 kg', short: "Saralangan, quritilgan oq pilla: ip yigirish va hunarmandchilik uchun.", details: ["Nav: 1-nav", "Og'irligi: 1 kg", "Mavsum: joriy yil"], price: 85_000, seller: 'feruza', verified: true, art: [0, 2] },
      { title: 'Xom ipak ip, 500 g', short: "Pilladan qo'lda chuvilgan xom ipak ip: to'qish va kashta uchun.", details: ["Og'irligi: 500 g", 'Rangi: tabiiy', "Yo'g'onligi: o'rtacha"], price: 420_000, seller: 'feruza', art: [1, 3] },
      { title: "Bo'yalgan ipak ip to'plami, 12 rang", short: "Tabiiy bo'yoqlar bilan bo'yalgan kashta iplari, har biri 50 g.", details: ["To'plamda: 12 rang × 50 g", "Bo'yoq: tabiiy", "Kashta va to'qish uchun"], price: 195_000, discount: 10, seller: 'feruza', art: [3, 1] },
      { title: "Pilladan yasalgan gullar, dekor to'plami", short: "Pilla qobig'idan yasalgan gullar: kartochka va sovg'alarni bezash uchun.", details: ["To'plamda: 20 dona", "Ranglar: aralash"], price: 110_000, seller: 'feruza', art: [2, 0] },
    ],
  },
  {
    meta: 'zargarlik',
    title: 'Zargarlik buyumlari',
    art: 'jewellery',
    labels: ['Kumush marjon', 'Zirak', 'Tilla-qosh', 'Bilaguzuk'],
    care: "Atir va suvdan saqlang; yumshoq mato bilan arting, alohida qutida saqlang.",
    products: [
      { title: "Kumush zirak «Bodom», feruza ko'zli", short: "925 prob kumushdan yasalgan, bodom shaklidagi zirak.", details: ['Material: kumush 925', 'Tosh: feruza', "Uzunligi: 6 sm"], price: 650_000, seller: 'bahodir', verified: true, art: [1, 3] },
      { title: 'Bilaguzuk, kumush, Buxoro uslubi', short: "Qo'lda naqsh o'yilgan keng kumush bilaguzuk.", details: ['Material: kumush 925', "Eni: 3 sm", "O'lchami: moslashuvchan"], price: 890_000, discount: 10, seller: 'bahodir', art: [2, 0] },
      { title: 'Tilla-qosh (peshonaband), kelin bezagi', short: "Zarhal kumush, qizil toshlar bilan bezatilgan milliy kelin taqinchog'i.", details: ['Material: zarhal kumush', 'Toshlar: lal va marjon', 'Qutisi bilan'], price: 2_750_000, seller: 'bahodir', verified: true, art: [0, 2] },
      { title: 'Marjon shoda, qizil marjon va kumush', short: "Tabiiy marjon donalari va kumush munchoqlardan shoda.", details: ["Uzunligi: 45 sm", 'Material: marjon, kumush'], price: 540_000, seller: 'bahodir', art: [0, 3] },
    ],
  },
  {
    meta: 'yogoch-oymakorligi',
    title: "Yog'och o'ymakorligi",
    art: 'woodwork',
    labels: ['Xiva naqshi', "Yong'oq", "O'yma panel", "Tut yog'ochi"],
    care: "Nam latta bilan arting; yiliga bir-ikki marta tabiiy moy yoki mum surting.",
    products: [
      { title: "Lavh (kitob qo'ygich), yong'oqdan", short: "Bir bo'lak yong'oq yog'ochidan o'yilgan yig'ma lavh.", details: ["Yog'och: yong'oq", "Ochiq holda: 45 sm", "Yig'ma"], price: 230_000, seller: 'sherzod', verified: true, art: [0, 2] },
      { title: "Xiva uslubidagi o'ymakor quticha", short: "Zargarlik buyumlari uchun naqshli quticha, 20×12 sm.", details: ["Yog'och: chinor", "O'lchami: 20 × 12 × 8 sm", 'Ichi: baxmal'], price: 340_000, discount: 15, seller: 'sherzod', art: [1, 3] },
      { title: "O'yma naqshli xontaxta", short: "Chinor yog'ochidan o'yilgan past stol, 80×80 sm.", details: ["Yog'och: chinor", "O'lchami: 80 × 80 × 35 sm", "Qoplama: tabiiy mum"], price: 2_900_000, seller: 'sherzod', art: [0, 1] },
      { title: "Qoshiq va kapgir to'plami, tut yog'ochi", short: "Tut yog'ochidan qo'lda yo'nilgan oshxona anjomlari (5 dona).", details: ["To'plamda: 5 dona", "Yog'och: tut", 'Qoplama: zaytun moyi'], price: 95_000, seller: 'sherzod', art: [3] },
      { title: "O'ymakor devoriy panel, chinor", short: 'Girih naqshli devoriy bezak panel, 60×60 sm.', details: ["Yog'och: chinor", "O'lchami: 60 × 60 sm", 'Ilgich bilan'], price: 1_850_000, seller: 'sherzod', verified: true, art: [2, 0] },
    ],
  },
];

/** The demo categories' titles in Russian and English (the admin edits all three). */
const CATEGORY_TITLES: Record<string, [ru: string, en: string]> = {
  'atlas-va-adras': ['Ткани атлас и адрас', 'Atlas and adras fabrics'],
  'ipak-romollar': ['Шёлковые платки и шарфы', 'Silk scarves and shawls'],
  'sozana-va-kashta': ['Сузане и вышивка', 'Suzani and embroidery'],
  kulolchilik: ['Керамика и гончарные изделия', 'Ceramics and pottery'],
  'gilam-va-palos': ['Ковры и паласы', 'Carpets and rugs'],
  'milliy-kiyimlar': ['Национальная одежда', 'National clothing'],
  'pilla-va-ipak-ip': ['Коконы и шёлковая нить', 'Cocoons and silk thread'],
  zargarlik: ['Ювелирные изделия', 'Jewellery'],
  'yogoch-oymakorligi': ['Резьба по дереву', 'Wood carving'],
};

/** Comment threads: [category meta, product index, author, text, replies [author, text]]. */
const THREADS: [string, number, string, string, [string, string][]][] = [
  ['atlas-va-adras', 0, 'bekzod', "Rangi suratdagidek yorqinmi? Kelinlik sovg'asi uchun olmoqchiman.", [['aziz', "Assalomu alaykum! Ha, ranglar tabiiy yorug'likda suratga olingan. Sovg'a qutisiga solib beramiz."]]],
  ['sozana-va-kashta', 0, 'madina', "Juda chiroyli ish! Buyurtma bilan boshqa rangda tikib berasizmi?", [['gulnora', "Rahmat! Albatta, buyurtma 3–4 oyda tayyor bo'ladi, ranglarni birga tanlaymiz."]]],
  ['kulolchilik', 0, 'otabek', "Samarqandga yetkazib berish qancha vaqt oladi?", [['rustam', "Samarqandga 2 kunda yetib boradi, yaxshilab qadoqlab jo'natamiz."]]],
  ['milliy-kiyimlar', 2, 'lola', "O'lchamlari bormi? O'g'limga kichikroq kerak edi.", [['zulfiya', "Bor, 52 dan 60 gacha. Bolalar uchun alohida tikib beraman."], ['lola', 'Rahmat, yozaman!']]],
  ['gilam-va-palos', 0, 'bekzod', "Sertifikati bormi? Chet elga olib ketmoqchiman.", [['olim', "Ha, har bir gilamga hunarmandlar uyushmasining ma'lumotnomasi beriladi, bojxonada muammo bo'lmaydi."]]],
  ['pilla-va-ipak-ip', 0, 'kamola', "Ip yigirish uchun 5 kg olmoqchi edim, narxi kelishiladimi?", [['feruza', "Ha, 5 kg dan ortiq buyurtmaga 10% chegirma qilamiz."]]],
  ['zargarlik', 0, 'madina', "Kumushi qoraymaydimi?", [['bahodir', "925 prob kumush, to'g'ri saqlansa uzoq yillar yaltirab turadi. Tozalash matosini sovg'a qilamiz."]]],
  ['ipak-romollar', 1, 'lola', "Oldim, juda yumshoq va chiroyli ekan. Rahmat!", []],
  ['yogoch-oymakorligi', 0, 'otabek', "Qanday o'lchamdagi kitobga to'g'ri keladi?", [['sherzod', "Ochiq holda 45 sm, katta kitoblar uchun ham mos."]]],
  ['milliy-kiyimlar', 0, 'madina', "46 o'lchami bormi?", [['shahnoza', "Bor, ko'k va qizil rangda. «Bog'lanish» tugmasi orqali yozing."]]],
  ['ipak-romollar', 0, 'otabek', "Onamga sovg'a qildim, juda xursand bo'ldilar. Sifati a'lo!", [['nigora', "Sog' bo'ling! Onangizga uzoq umr tilaymiz."]]],
];

/** Users who like products (each likes a handful). */
const LIKERS = ['bekzod', 'madina', 'otabek', 'lola', 'kamola', 'nigora', 'moderator', 'admin'];

export interface ShopMedia {
  /** Image keys by category meta: four pictures each. */
  images: Record<string, string[]>;
}

/** Draws the categories' pictures: 4 per category (36), shared by its products. */
export async function shopMedia(media: SeedMedia, rng: Rng): Promise<ShopMedia> {
  const entries = await Promise.all(
    SHOP.map(async (category) => {
      const keys = await Promise.all(
        category.labels.map((label, v) => media.image(productArt(category.art, rng.fork(`${category.meta}-${v}`), v, uz(label)), 'products/demo')),
      );
      return [category.meta, keys] as const;
    }),
  );
  return { images: Object.fromEntries(entries) };
}

/** The description as a seller would write it, stored through the same sanitiser as theirs. */
function productHtml(p: ProductSeed, care: string): string {
  const li = p.details.map((d) => `<li>${escapeXml(uz(d))}</li>`).join('');
  return sanitizeUserHtml(
    `<p>${escapeXml(uz(p.short))}</p>` +
      `<ul>${li}</ul>` +
      `<p><strong>Parvarish:</strong> ${escapeXml(uz(care))}</p>` +
      `<p>${escapeXml(uz(DELIVERY))}</p>`,
  );
}

const roundTo = (n: number, step: number) => Math.round(n / step) * step;

export async function seedShop(db: Db, people: People, media: ShopMedia, rng: Rng, now: Date) {
  const categoryRows = await db
    .insert(shopCategories)
    .values(
      categoryValues(
        SHOP.map((c) => {
          const [titleRu, titleEn] = CATEGORY_TITLES[c.meta] ?? [null, null];
          return { meta: c.meta, title: c.title, titleRu, titleEn };
        }),
        daysBefore(now, 90),
      ).map((row) => ({ ...row, searchText: searchKey(categorySearchSource(row)) })),
    )
    .returning({ id: shopCategories.id, meta: shopCategories.meta });
  const categoryId = idsByMeta(categoryRows);

  const usedMeta = new Set<string>();
  const values = SHOP.flatMap((category) =>
    category.products.map((p) => {
      let meta = slugify(uz(p.title));
      for (let n = 2; usedMeta.has(meta); n++) meta = `${slugify(uz(p.title))}-${n}`;
      usedMeta.add(meta);
      const discount = p.discount ?? 0;
      const created = daysBefore(now, rng.float(0.3, 40));
      const description = productHtml(p, category.care);
      return {
        meta,
        userId: people[p.seller].id,
        categoryId: categoryId.get(category.meta)!,
        title: uz(p.title),
        shortDescription: uz(p.short),
        description,
        price: p.price,
        priceDiscount: roundTo((p.price * (100 - discount)) / 100, 1000),
        discountPercent: discount,
        isVerified: p.verified ?? false,
        isActive: true,
        // A few goods are the market's favourites; verified ones are seen more.
        views: rng.chance(0.15) ? rng.int(1200, 2600) : rng.int(20, 600) + (p.verified ? 150 : 0),
        searchText: searchKey(`${uz(p.title)} ${htmlToText(description)}`),
        ...madeAt(created),
      };
    }),
  );
  const productRows = await db.insert(products).values(values).returning({ id: products.id, meta: products.meta });
  // Rows come back in insertion order; index them as [category meta][product index].
  const productId: Record<string, number[]> = {};
  let i = 0;
  for (const category of SHOP) productId[category.meta] = category.products.map(() => productRows[i++].id);

  const imageValues = SHOP.flatMap((category) =>
    category.products.flatMap((p, index) => {
      const order = p.art ?? [index % 4, (index + 1) % 4, (index + 2) % 4];
      const count = Math.min(order.length, rng.int(1, 3));
      return order.slice(0, count).map((v, position) => ({ productId: productId[category.meta][index], image: media.images[category.meta][v], position }));
    }),
  );
  await db.insert(productImages).values(imageValues);

  let comments = 0;
  for (const [meta, index, author, text, replies] of THREADS) {
    const at = now.getTime() - rng.float(1, 7) * DAY;
    const [top] = await db
      .insert(productComments)
      .values({ productId: productId[meta][index], userId: people[author].id, comment: uz(text), ...madeAt(new Date(at)) })
      .returning({ id: productComments.id });
    comments++;
    if (replies.length) {
      await db.insert(productComments).values(
        replies.map(([who, reply], k) => {
          const when = new Date(at + (k + 1) * rng.float(0.5, 6) * 3600_000);
          return { productId: productId[meta][index], userId: people[who].id, parentId: top.id, comment: uz(reply), ...madeAt(when) };
        }),
      );
      comments += replies.length;
    }
  }

  const all = productRows.map((r) => r.id);
  const likes = LIKERS.flatMap((who) => rng.shuffle(all).slice(0, rng.int(3, 8)).map((pid) => ({ userId: people[who].id, productId: pid })));
  await db.insert(productLikes).values(likes);

  return { categories: categoryRows.length, products: productRows.length, productImages: imageValues.length, comments, likes: likes.length };
}
