import { newsSearchText } from '../modules/news';
import { documents, news, newsCategories } from '../schema';
import type { Db } from '../db/client';
import type { People } from './accounts';
import { bannerArt, type SeedMedia } from './images';
import { renderPdf } from './pdf';
import type { Rng } from './random';
import { categoryValues, daysBefore, idsByMeta, madeAt, pageText, type CategoryRowSeed, type PageSeed } from './rows';
import { uz } from './text';

/**
 * The demo news: four categories, fourteen items over the last ten days (one of them the /news
 * banner) about sericulture, crafts fairs, subsidies and exports; and eight documents — legislation
 * ('@a', with a link to the national legislation database and a PDF summary) and small-business
 * project outlines ('@b', PDF). The people and figures of the stories are illustrative.
 */

/** The categories, with their Russian and English titles (readers of those languages see them). */
const CATEGORIES: CategoryRowSeed[] = [
  { meta: 'ipakchilik', title: 'Ipakchilik', titleRu: 'Шелководство', titleEn: 'Sericulture' },
  { meta: 'hunarmandchilik', title: 'Hunarmandchilik', titleRu: 'Ремёсла', titleEn: 'Crafts' },
  { meta: 'qonunchilik', title: 'Qonunchilik', titleRu: 'Законодательство', titleEn: 'Legislation' },
  { meta: 'eksport-va-bozor', title: 'Eksport va bozor', titleRu: 'Экспорт и рынок', titleEn: 'Export and market' },
];

interface NewsSeed extends PageSeed {
  caption: string;
  banner?: boolean;
  body: string[];
}

const NEWS: NewsSeed[] = [
  {
    daysAgo: 0.2, category: 'hunarmandchilik', author: 'superadmin', emblem: 'loom', caption: "Marg'ilon · festival", banner: true,
    title: "Marg'ilonda «Atlas bayrami» xalqaro festivali o'z eshiklarini ochdi",
    short: "Festivalga yigirmadan ortiq mamlakatdan to'quvchilar, dizaynerlar va xaridorlar tashrif buyurdi. Uch kun davomida ko'rgazma, mahorat darslari va moda namoyishlari o'tkaziladi.",
    body: [
      "Farg'ona vodiysining ipak poytaxti Marg'ilon shahrida an'anaviy «Atlas bayrami» festivali boshlandi. Ochilish marosimida hunarmandlar qo'lda to'qilgan atlas va adras matolarning yangi kolleksiyalarini namoyish etishdi.",
      "Festival doirasida yosh to'quvchilar uchun abr bog'lash va tabiiy bo'yoqlar bilan ishlash bo'yicha mahorat darslari tashkil etilgan. Mehmonlar ustaxonalarga kirib, pilladan ip chuvishdan tortib tayyor matogacha bo'lgan jarayonni o'z ko'zi bilan ko'rishlari mumkin.",
      "Tashkilotchilarning aytishicha, festival hunarmandlarga xorijiy xaridorlar bilan to'g'ridan to'g'ri aloqa o'rnatish imkonini beradi. Ipak platformasidagi ustalar ham o'z mahsulotlarini festival pavilonida taqdim etmoqda.",
    ],
  },
  {
    daysAgo: 0.8, category: 'ipakchilik', author: 'admin', emblem: 'cocoon', caption: 'Mavsum · pilla',
    title: "Pilla mavsumi: fermerlar bir quti urug'dan o'rtacha 60 kilogramm hosil olmoqda",
    short: "Bahorgi ipak qurti boqish mavsumi yakunlanmoqda. Namangan va Andijon viloyatlarida tayyorlov punktlari pilla qabul qilishni boshladi.",
    body: [
      "Bu yilgi mavsumda ob-havo qulay kelgani sababli ipak qurti boqish bir tekis kechdi. Tajribali pillakorlar bir quti urug'dan 55–65 kilogramm sifatli pilla yetishtirishga erishdi.",
      "Mutaxassislarning ta'kidlashicha, yuqori hosilning asosiy sharti — tut bargini o'z vaqtida va toza holda berish hamda qurtxonada harorat va namlikni me'yorda saqlash. Oxirgi yoshda qurtlar kuniga 4–5 marta oziqlantiriladi.",
      "Pilla tayyorlov punktlarida navlarga ajratish va tortish ishlari elektron tarozilarda olib borilmoqda. Fermerlar hisob-kitob bank kartasiga o'tkazilishini qulay deb baholamoqda.",
    ],
  },
  {
    daysAgo: 1.5, category: 'qonunchilik', author: 'superadmin', emblem: 'scroll', caption: 'Subsidiya · tartib',
    title: 'Tutzor barpo etuvchilarga subsidiya ajratish tartibi soddalashtirildi',
    short: "Endi ariza davlat xizmatlari portali orqali onlayn topshiriladi, ko'rib chiqish muddati esa 10 ish kunigacha qisqartirildi.",
    body: [
      "Yangi tartibga ko'ra, intensiv tutzor barpo etayotgan fermer va klasterlar xarajatlarning bir qismini qoplash uchun subsidiyaga ariza berishi mumkin. Arizaga yer maydoni to'g'risidagi ma'lumot va ko'chat xarid qilinganini tasdiqlovchi hujjat ilova qilinadi.",
      "Ariza davlat xizmatlari portali orqali onlayn yuboriladi. Hujjatlar to'liq bo'lsa, ko'rib chiqish 10 ish kunidan oshmasligi belgilangan.",
      "Sohadagi me'yoriy hujjatlar bilan «Qonunchilik hujjatlari» bo'limida tanishishingiz mumkin. Hujjatlarning rasmiy matni Qonunchilik ma'lumotlari milliy bazasida (lex.uz) e'lon qilinadi.",
    ],
  },
  {
    daysAgo: 2.2, category: 'eksport-va-bozor', author: 'moderator', emblem: 'globe', caption: "Eksport · ko'rgazma",
    title: "O'zbek ipagi Yevropa ko'rgazmasida: 12 ta hamkorlik shartnomasi imzolandi",
    short: "Xalqaro to'qimachilik ko'rgazmasida O'zbekiston pavilonida atlas, adras va ipak gilamlar namoyish etildi. Shartnomalar asosan tayyor mahsulot yetkazib berishga oid.",
    body: [
      "Xalqaro to'qimachilik ko'rgazmasida hunarmandlar uyushmalarining qo'shma stendi tashkil etildi. Tashrif buyuruvchilarni ayniqsa qo'lda to'qilgan abr matolar va tabiiy bo'yoqlar qiziqtirdi.",
      "Ko'rgazma yakunida dizayn studiyalari va onlayn do'konlar bilan 12 ta shartnoma imzolandi. Ularning aksariyati kichik partiyalarda tayyor mahsulot — ro'mol, sharf va uy bezaklari yetkazib berishni nazarda tutadi.",
      "Mutaxassislar xorijiy xaridorlar uchun mahsulot sertifikati, aniq o'lcham va parvarish yo'riqnomasi muhimligini ta'kidlamoqda. Platformadagi mahsulot sahifalarida bu ma'lumotlar alohida ko'rsatib boriladi.",
    ],
  },
  {
    daysAgo: 2.8, category: 'hunarmandchilik', author: 'admin', emblem: 'carpet', caption: 'Xiva · gilam',
    title: "Xorazm gilamdo'zlari qadimiy naqshlarni ipak gilamlarda qayta jonlantirmoqda",
    short: "Xivalik ustalar muzey to'plamlaridagi eski naqshlarni o'rganib, ularni ipak gilamlarga ko'chirmoqda.",
    body: [
      "Xivalik gilamdo'zlar Ichan qal'a muzeylaridagi eski gilam va yog'och o'ymakorligi naqshlarini o'rganib, ularni ipak gilamlarga ko'chirmoqda.",
      "Bir kvadrat metr ipak gilam to'qish uchun ikki-uch usta bir necha oy mehnat qiladi. Shuning uchun har bir gilam o'ziga xos va takrorlanmas.",
      "Ustaxonada yoshlar uchun gilam to'qish bo'yicha bepul o'quv guruhi ham ochilgan. Mashg'ulotlar haftada uch kun o'tkaziladi.",
    ],
  },
  {
    daysAgo: 3, category: 'ipakchilik', author: 'moderator', emblem: 'leaf', caption: "Tut ko'chati · ariza",
    title: "Tut ko'chatlari bepul tarqatiladi: arizalar qabul qilinmoqda",
    short: "Kuzgi ekish mavsumi uchun yakka qator tut ko'chatlari fermer va tomorqa egalariga bepul beriladi.",
    body: [
      "Ipak qurti uchun ozuqa bazasini kengaytirish maqsadida tumanlarda tut ko'chatlarini tarqatish boshlandi. Ko'chat olish uchun mahalla yoki fermerlar kengashiga ariza berish kifoya.",
      "Agronomlar ko'chatlarni kuzda, barg to'kilgandan keyin ekishni tavsiya qiladi. Yakka qator ekilgan tut daraxtlari 3–4 yildan so'ng to'liq barg beradi.",
      "Tomorqasida 20 tup va undan ortiq tut o'stirayotgan oilalar keyingi bahorda ipak qurti urug'ini imtiyozli shartlarda olishi mumkin.",
    ],
  },
  {
    daysAgo: 3.8, category: 'qonunchilik', author: 'superadmin', emblem: 'coins', caption: 'Kredit · imtiyoz',
    title: 'Hunarmandlar uchun imtiyozli kreditlar: muddat va shartlar',
    short: "Hunarmandchilik bilan shug'ullanuvchilarga asbob-uskuna va xomashyo xaridi uchun imtiyozli kreditlar ajratilmoqda.",
    body: [
      "Tijorat banklari hunarmandlar uyushmasi a'zolariga ustaxona jihozlash, dastgoh va xomashyo sotib olish uchun imtiyozli kreditlar bermoqda. Kredit muddati 3 yilgacha, dastlabki 6 oy imtiyozli davr hisoblanadi.",
      "Kredit olish uchun biznes-reja, uyushma a'zoligini tasdiqlovchi hujjat va garov yoki kafillik talab etiladi. Kichik summalar uchun kafillik sug'urta polisi bilan almashtirilishi mumkin.",
      "«Kichik biznes loyihalar» bo'limida pilla quritish sexi, to'quv ustaxonasi va boshqa yo'nalishlar bo'yicha namunaviy biznes-rejalar joylangan.",
    ],
  },
  {
    daysAgo: 4.5, category: 'hunarmandchilik', author: 'admin', emblem: 'pot', caption: 'Rishton · maktab',
    title: "Rishtonda kulolchilik maktabi yangi o'quvchilarni qabul qilmoqda",
    short: "Usta-shogird maktabida loy tayyorlash, charxda ishlash va ishqor sir bilan bezash o'rgatiladi. Mashg'ulotlar bepul.",
    body: [
      "Rishton kulollari tashkil etgan maktabda 14 yoshdan katta barcha qiziquvchilar tahsil olishi mumkin. O'quv kursi 9 oy davom etadi va amaliy mashg'ulotlarga asoslangan.",
      "O'quvchilar loyni tayyorlashdan boshlab, charxda idish yasash, naqsh chizish va pishirishgacha bo'lgan barcha bosqichlarni o'rganadi. Eng yaxshi ishlar yil oxirida ko'rgazmada namoyish etiladi.",
      "Maktab bitiruvchilari o'z mahsulotlarini Ipak platformasining onlayn do'konida sotishi mumkin.",
    ],
  },
  {
    daysAgo: 5.2, category: 'eksport-va-bozor', author: 'superadmin', emblem: 'cocoon', caption: 'Xom ipak · eksport',
    title: "Ipak eksportida tayyor mahsulot ulushi oshmoqda",
    short: "Ishlab chiqaruvchilar xom ipak o'rniga yuqori qo'shilgan qiymatli tayyor mahsulot — mato, gilam va kiyim eksportiga e'tibor qaratmoqda.",
    body: [
      "Soha vakillari xom ipakni chuqur qayta ishlash daromadni bir necha barobar oshirishini ta'kidlamoqda. Shu bois so'nggi yillarda ip, mato va tayyor buyumlar ishlab chiqaruvchi korxonalar soni ko'paydi.",
      "Eng talab yuqori bo'lgan mahsulotlar qatorida qo'lda to'qilgan atlas, ipak gilamlar va ro'mollar bor. Xaridorlar mahsulot qayerda va kim tomonidan tayyorlanganini bilishni istaydi.",
      "Kichik ishlab chiqaruvchilarga eksport qilishda logistika va sertifikatlash bo'yicha maslahatlar hududiy eksportni rag'batlantirish markazlarida beriladi.",
    ],
  },
  {
    daysAgo: 6, category: 'hunarmandchilik', author: 'moderator', emblem: 'medal', caption: 'Buxoro · yarmarka',
    title: "Buxoroda hunarmandlar yarmarkasi: 300 dan ortiq usta ishtirok etmoqda",
    short: "Yarmarkada zargarlik, kashtachilik, kulolchilik va yog'och o'ymakorligi namunalari sotuvga qo'yildi.",
    body: [
      "Qadimiy savdo gumbazlari yonida o'tayotgan yarmarkada butun respublikadan kelgan hunarmandlar o'z mahsulotlarini namoyish etmoqda. Har kuni mahorat darslari va milliy musiqa kechalari o'tkaziladi.",
      "Mehmonlar zargarlar kumushga qanday naqsh o'yishini, kashtachilar so'zana tikishini kuzatishi va o'zlari ham sinab ko'rishi mumkin.",
      "Yarmarka yakunida eng yaxshi ustalar taqdirlanadi, g'oliblar xalqaro ko'rgazmalarda ishtirok etish imkoniyatiga ega bo'ladi.",
    ],
  },
  {
    daysAgo: 7.5, category: 'ipakchilik', author: 'admin', emblem: 'cocoon', caption: 'Maslahat · qurtxona',
    title: 'Ipak qurtini boqishda harorat va namlik: mutaxassis maslahatlari',
    short: "Qurtxonadagi harorat 24–26 daraja, namlik esa 65–75 foiz atrofida bo'lishi kerak. Agronom Abdulla Hamroyev asosiy xatolar haqida gapirib berdi.",
    body: [
      "Ipak qurti harorat o'zgarishiga juda sezgir. Kunduzi va kechasi orasidagi farq 3 darajadan oshmasligi, qurtxona muntazam shamollatilishi kerak.",
      "Eng ko'p uchraydigan xato — namlangan yoki so'ligan barg berish. Barg ertalab shudring ketgach terilishi va salqin joyda saqlanishi lozim.",
      "Qurtlar pilla o'ray boshlaganda ularga toza va quruq so'ri tayyorlab qo'yish hosil sifatini sezilarli oshiradi. Batafsil ma'lumotni «Kurslar» bo'limidagi bepul darslardan olishingiz mumkin.",
    ],
  },
  {
    daysAgo: 8.3, category: 'qonunchilik', author: 'superadmin', emblem: 'scroll', caption: "Onlayn · ro'yxat",
    title: "Hunarmandlar reyestriga endi onlayn qo'shilish mumkin",
    short: "Hunarmandlar uyushmasiga a'zo bo'lish uchun ariza berish va guvohnoma olish to'liq elektron shaklga o'tkazildi.",
    body: [
      "Yangi tizimda hunarmand shaxsiy kabinet orqali ariza to'ldiradi, ishlari namunalarining suratlarini yuklaydi va natijani SMS orqali oladi.",
      "A'zolik hunarmandlarga soliq imtiyozlari, ko'rgazmalarda bepul ishtirok etish va imtiyozli kreditlardan foydalanish imkonini beradi.",
      "Tizim bo'yicha savollarga uyushmaning hududiy bo'limlarida javob beriladi.",
    ],
  },
  {
    daysAgo: 9, category: 'eksport-va-bozor', author: 'moderator', emblem: 'laptop', caption: 'Onlayn savdo',
    title: "Onlayn savdo hunarmandlarga yangi xaridorlar olib kelmoqda",
    short: "Samarqandlik ro'mol va kashta ustalari mahsulotlarini internet orqali sotish tajribasi bilan o'rtoqlashdi.",
    body: [
      "Samarqandlik ipak ro'mol ustasi Nigora Ergasheva o'tgan yildan beri mahsulotlarini onlayn sotadi. Uning aytishicha, sifatli surat va aniq tavsif xaridorning ishonchini qozonishda eng muhim omil.",
      "Hunarmandlar har bir mahsulot uchun o'lcham, tarkib va parvarish qoidalarini yozishni, xaridorlar savollariga tez javob berishni maslahat beradi.",
      "Onlayn savdo bo'yicha bepul kurs «Kurslar» bo'limida mavjud.",
    ],
  },
  {
    daysAgo: 9.6, category: 'hunarmandchilik', author: 'admin', emblem: 'medal', caption: 'Tanlov · grant',
    title: "Yosh hunarmandlar tanlovi e'lon qilindi: g'oliblarga grantlar beriladi",
    short: "30 yoshgacha bo'lgan to'quvchi, kashtachi, kulol va zargarlar o'z ishlari bilan ishtirok etishi mumkin.",
    body: [
      "Tanlovga ishlar uchta yo'nalishda qabul qilinadi: an'anaviy hunarmandchilik, zamonaviy dizayn va hunarmandchilikda tadbirkorlik loyihasi.",
      "G'oliblar ustaxona jihozlash uchun grant, tajribali ustalar bilan bir oylik amaliyot va ko'rgazmalarda ishtirok etish imkoniga ega bo'ladi.",
      "Arizalar keyingi oyning oxirigacha qabul qilinadi. Ishlarning suratlari va qisqacha tavsifi talab etiladi.",
    ],
  },
];

const lexSearch = (query: string) => `https://lex.uz/search/nat?query=${encodeURIComponent(query)}`;

interface DocumentSeed {
  type: '@a' | '@b';
  title: string;
  subtitle: string;
  link?: string;
  paragraphs: string[];
  table?: [string, string][];
}

const DOCUMENTS: DocumentSeed[] = [
  {
    type: '@a',
    title: "Pilla yetishtirish va ipakchilik sohasida bozor mexanizmlarini joriy qilishni jadallashtirish bo'yicha qo'shimcha chora-tadbirlar to'g'risida",
    subtitle: "O'zbekiston Respublikasi Prezidentining Farmoni, PF-72-son, 03.05.2024",
    link: lexSearch('pilla yetishtirish va ipakchilik'),
    paragraphs: [
      "Farmon pilla yetishtirish va ipakchilik sohasida bozor mexanizmlarini kengaytirish, tutzorlar maydonini oshirish va ipak qurti urug'ini mahalliy ishlab chiqarishni rivojlantirishga qaratilgan.",
      "Hujjatda 2024–2027-yillarda tutzorlar maydonini 160 ming gektarga, dala chetlaridagi yakka qator tut daraxtlari sonini 500 millionga yetkazish, ipak qurti urug'iga bo'lgan ehtiyojni mahalliylashtirish darajasini 80 foizga, xom ipak sifatini 5A klassga va uni qayta ishlash darajasini 75 foizga yetkazish maqsad qilingan.",
      "Ushbu sahifa hujjatning qisqacha sharhi bo'lib, Ipak platformasi tahririyati tomonidan tayyorlangan. Hujjatning rasmiy matni va amaldagi tahriri bilan Qonunchilik ma'lumotlari milliy bazasida (lex.uz) tanishing.",
    ],
  },
  {
    type: '@a',
    title: "Ipakchilik tarmog'ini yanada rivojlantirish bo'yicha chora-tadbirlar to'g'risida",
    subtitle: "O'zbekiston Respublikasi Prezidentining Qarori, 2023-yil fevral",
    link: lexSearch("ipakchilik tarmog'ini yanada rivojlantirish"),
    paragraphs: [
      "Qaror ipakchilik tarmog'ida ilm-fan va ta'limni ishlab chiqarish bilan bog'lash, mutaxassislar tayyorlashni kengaytirishga qaratilgan. Jumladan, Andijon qishloq xo'jaligi va agrotexnologiyalar institutida Ipakchilik va tutchilik fakulteti ochilishi belgilangan.",
      "Hujjat pillakorlar, ip ishlab chiqaruvchilar va hunarmandlar uchun sohadagi davlat siyosatining asosiy yo'nalishlarini tushunishga yordam beradi.",
      "Ushbu sahifa qisqacha sharh. Rasmiy matn va kuchga kirish sanasini Qonunchilik ma'lumotlari milliy bazasida (lex.uz) tekshiring.",
    ],
  },
  {
    type: '@a',
    title: "Hunarmandchilik faoliyatini yanada rivojlantirish va hunarmandlarni har tomonlama qo'llab-quvvatlash chora-tadbirlari to'g'risida",
    subtitle: "O'zbekiston Respublikasi Prezidentining Farmoni (qisqacha sharh)",
    link: lexSearch('hunarmandchilik faoliyatini yanada rivojlantirish'),
    paragraphs: [
      "Hujjat hunarmandchilikni rivojlantirish, usta-shogird an'analarini saqlash va hunarmandlarni moliyaviy qo'llab-quvvatlash masalalarini tartibga soladi.",
      "Hunarmandlar uyushmasi a'zolari uchun imtiyozlar, ko'rgazma va yarmarkalarda ishtirok etish, shogird tayyorlash tartibi kabi masalalar hujjatning asosiy mavzularidir.",
      "Ushbu sahifa qisqacha sharh. Amaldagi tahririni Qonunchilik ma'lumotlari milliy bazasida (lex.uz) ko'ring.",
    ],
  },
  {
    type: '@a',
    title: "Oilaviy tadbirkorlik to'g'risida",
    subtitle: "O'zbekiston Respublikasining Qonuni (qisqacha sharh)",
    link: lexSearch("oilaviy tadbirkorlik to'g'risida"),
    paragraphs: [
      "Qonun oilaviy korxona tashkil etish, uning ishtirokchilari va faoliyat yuritish tartibini belgilaydi. Uyda ishlaydigan to'quvchi va kashtachilar uchun bu eng qulay tashkiliy shakllardan biri.",
      "Oilaviy korxona o'z uyida faoliyat yuritishi mumkin; bunda turar joyni noturar joyga o'tkazish talab etilmaydi.",
      "Ushbu sahifa qisqacha sharh. Rasmiy matnni Qonunchilik ma'lumotlari milliy bazasida (lex.uz) o'qing.",
    ],
  },
  {
    type: '@b',
    title: 'Pilla quritish va saralash sexi',
    subtitle: "Kichik biznes loyihasi · boshlang'ich investitsiya 180 mln so'm",
    paragraphs: [
      "Loyiha tuman markazida mavsumda 60–80 tonna ho'l pillani qabul qilib, quritish va navlarga ajratishni ko'zda tutadi. Quritilgan pilla ip yigiruvchi korxonalarga va hunarmandlarga sotiladi.",
      "Sex uchun 150–200 m² bino, quritish kamerasi, elektron tarozi va saralash stollari kerak bo'ladi. Mavsumda 8 nafar, yil davomida 3 nafar ishchi band bo'ladi.",
      "Quyidagi hisob-kitoblar taxminiy bo'lib, hududdagi narxlar va xomashyo hajmiga qarab aniqlashtiriladi.",
    ],
    table: [
      ["Boshlang'ich investitsiya", "180 000 000 so'm"],
      ['Yillik tushum (taxminan)', "420 000 000 so'm"],
      ['Yillik xarajatlar (taxminan)', "330 000 000 so'm"],
      ["Ish o'rinlari", '3 doimiy, 8 mavsumiy'],
      ['Qoplanish muddati', '2–2,5 yil'],
    ],
  },
  {
    type: '@b',
    title: "Oilaviy atlas to'quv ustaxonasi (4 ta qo'l dastgohi)",
    subtitle: "Kichik biznes loyihasi · boshlang'ich investitsiya 95 mln so'm",
    paragraphs: [
      "Loyiha uy sharoitida to'rtta qo'l dastgohida atlas va adras to'qishni, tayyor matoni onlayn do'kon va bozorlar orqali sotishni ko'zda tutadi.",
      "Bir dastgohda oyiga o'rtacha 25–30 metr atlas to'qiladi. Abr bog'lash va bo'yash ishlarini oila a'zolari bajaradi, bo'yoqlar tabiiy xomashyodan tayyorlanadi.",
      "Hisob-kitoblar taxminiy; xomashyo narxi va sotuv hajmiga qarab o'zgaradi.",
    ],
    table: [
      ["Boshlang'ich investitsiya", "95 000 000 so'm"],
      ['Oylik tushum (taxminan)', "18 000 000 so'm"],
      ['Oylik xarajatlar (taxminan)', "11 500 000 so'm"],
      ["Ish o'rinlari", '5'],
      ['Qoplanish muddati', '14–16 oy'],
    ],
  },
  {
    type: '@b',
    title: 'Tutzor va ipak qurti boqish fermasi, 2 gektar',
    subtitle: "Kichik biznes loyihasi · boshlang'ich investitsiya 140 mln so'm",
    paragraphs: [
      "Loyiha 2 gektar intensiv tutzor barpo etib, yiliga ikki mavsumda 10–12 quti ipak qurti boqishni ko'zda tutadi.",
      "Tutzor uchinchi yildan to'liq hosilga kiradi; shu davrgacha ozuqa yakka qator tut daraxtlaridan va ijaraga olingan bargdan ta'minlanadi. Qurtxona uchun 120 m² yopiq joy kerak.",
      "Tutzor barpo etish uchun subsidiya va imtiyozli kreditlardan foydalanish mumkin (qarang: «Qonunchilik hujjatlari»).",
    ],
    table: [
      ["Boshlang'ich investitsiya", "140 000 000 so'm"],
      ['Yillik tushum (3-yildan, taxminan)', "96 000 000 so'm"],
      ['Yillik xarajatlar (taxminan)', "41 000 000 so'm"],
      ["Ish o'rinlari", '2 doimiy, 6 mavsumiy'],
      ['Qoplanish muddati', '3–4 yil'],
    ],
  },
  {
    type: '@b',
    title: "Kulolchilik ustaxonasi va savdo do'koni",
    subtitle: "Kichik biznes loyihasi · boshlang'ich investitsiya 120 mln so'm",
    paragraphs: [
      "Loyiha turistik yo'nalishdagi shaharda kulolchilik ustaxonasi va uning yonida kichik savdo do'konini ochishni ko'zda tutadi. Mehmonlar uchun mahorat darslari qo'shimcha daromad manbai bo'ladi.",
      "Jihozlar: elektr xumdon, ikki charx, loy tayyorlash uskunasi va sir purkagich. Oyiga 400–500 dona buyum ishlab chiqarish rejalashtirilgan.",
      "Hisob-kitoblar taxminiy; turistik mavsumga qarab o'zgaradi.",
    ],
    table: [
      ["Boshlang'ich investitsiya", "120 000 000 so'm"],
      ['Oylik tushum (taxminan)', "22 000 000 so'm"],
      ['Oylik xarajatlar (taxminan)', "14 000 000 so'm"],
      ["Ish o'rinlari", '4'],
      ['Qoplanish muddati', '15–18 oy'],
    ],
  },
];

export interface NewsMedia {
  thumbnails: string[];
  pdfs: string[];
}

/** Draws one thumbnail per item and writes one PDF per document. */
export async function newsMedia(media: SeedMedia, rng: Rng): Promise<NewsMedia> {
  const titles = new Map(CATEGORIES.map((c) => [c.meta, c.title]));
  const [thumbnails, pdfs] = await Promise.all([
    Promise.all(
      NEWS.map((n, i) =>
        media.image(bannerArt(rng.fork(`news-${i}`), { width: 1200, height: 675, emblem: n.emblem, label: uz(titles.get(n.category)!), caption: uz(n.caption) }), 'news/demo'),
      ),
    ),
    Promise.all(
      DOCUMENTS.map(async (d) => {
        const pdf = await renderPdf({
          kicker: d.type === '@a' ? 'Qonunchilik hujjatlari' : 'Kichik biznes loyihalar',
          title: uz(d.title),
          subtitle: uz(d.subtitle),
          paragraphs: d.paragraphs.map(uz),
          table: d.table?.map(([a, b]) => [uz(a), uz(b)] as [string, string]),
          footer: uz(d.type === '@a' ? "Ipak platformasi · qisqacha sharh. Rasmiy matn: lex.uz" : "Ipak platformasi · namunaviy loyiha, hisob-kitoblar taxminiy"),
        });
        return media.file(pdf, 'documents/demo', 'pdf');
      }),
    ),
  ]);
  return { thumbnails, pdfs };
}

export async function seedNews(db: Db, people: People, media: NewsMedia, rng: Rng, now: Date) {
  const categoryRows = await db
    .insert(newsCategories)
    .values(categoryValues(CATEGORIES, daysBefore(now, 120)))
    .returning({ id: newsCategories.id, meta: newsCategories.meta });
  const categoryId = idsByMeta(categoryRows);

  const items = await db
    .insert(news)
    .values(
      NEWS.map((n, i) => {
        const text = pageText(n.title, n.short, n.body);
        const published = daysBefore(now, n.daysAgo);
        return {
          ...text,
          categoryId: categoryId.get(n.category)!,
          userId: people[n.author].id,
          searchText: newsSearchText(text),
          thumbnail: media.thumbnails[i],
          // Older items have had time to be read more; the banner most of all.
          views: Math.round((n.banner ? 900 : 60) + n.daysAgo * rng.int(60, 180)),
          isBanner: n.banner ?? false,
          publishedAt: published,
          ...madeAt(published),
        };
      }),
    )
    .returning({ id: news.id });

  const docs = await db
    .insert(documents)
    .values(
      DOCUMENTS.map((d, i) => {
        // Listed newest first: keep the order written above.
        return { type: d.type, title: uz(d.title), subtitle: uz(d.subtitle), link: d.link ?? null, file: media.pdfs[i], views: rng.int(30, 400), ...madeAt(daysBefore(now, 20 + i)) };
      }),
    )
    .returning({ id: documents.id });

  return { newsCategories: categoryRows.length, news: items.length, documents: docs.length };
}
