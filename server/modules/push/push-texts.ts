import type { LanguageCode, RejectReason } from '@shared/constants';
import { notificationKindOf, type NotificationKind } from '@shared/notification-kinds';
import { latinToCyrillic } from '@shared/text/uzbek';

/**
 * The words of a push message, written on the server in the subscription's language, as an SMS is
 * (users/sms-texts.ts): a push leaves the page. The browser shows it through our service worker while
 * no page of ours may be open, so the worker gets the words ready to show: it holds no dictionary
 * (nothing to fetch or go stale when a push arrives offline, and a worker of an older build shows a
 * newer server's words right). They say what the bell's notification says (web/locales/* /
 * notifications.json, codes.*), shorter where the notification area is small.
 *
 * A notification code (the bell's: notifications.code) names its words here (its kind: notificationKindOf);
 * a code without an entry here is not pushed. Uzbek Cyrillic words are the Uzbek ones through the
 * project's transliterator (as the web's Cyrillic dictionaries are), people's own words kept as written.
 */
type Params = Record<string, string | number>;
type Words = (p: Params) => { title: string; body: string };
/** The languages whose words are written here; Uzbek Cyrillic is made from the Uzbek (inCyrillic). */
type WrittenLanguage = Exclude<LanguageCode, 'uz-Cyrl'>;

const str = (value: string | number | undefined) => (value === undefined ? '' : String(value));

const REJECT_REASON_WORDS: Record<WrittenLanguage, Record<RejectReason, string>> = {
  uz: {
    prohibited: 'Sabab: taqiqlangan mahsulot yoki xizmat.',
    poor_quality: 'Sabab: sifatsiz rasm yoki tavsif.',
    wrong_category: "Sabab: noto'g'ri kategoriya.",
    misleading: "Sabab: chalg'ituvchi ma'lumot.",
    offensive: 'Sabab: haqoratli mazmun.',
    contacts_in_text: "Sabab: matnda aloqa ma'lumotlari.",
    duplicate: "Sabab: takroriy e'lon.",
    other: 'Tuzatib, qayta saqlang.',
  },
  ru: {
    prohibited: 'Причина: запрещённый товар или услуга.',
    poor_quality: 'Причина: некачественные фото или описание.',
    wrong_category: 'Причина: неверная категория.',
    misleading: 'Причина: вводящая в заблуждение информация.',
    offensive: 'Причина: оскорбительное содержание.',
    contacts_in_text: 'Причина: контакты в тексте.',
    duplicate: 'Причина: повторное объявление.',
    other: 'Исправьте и сохраните снова.',
  },
  en: {
    prohibited: 'Reason: prohibited item or service.',
    poor_quality: 'Reason: poor photos or description.',
    wrong_category: 'Reason: wrong category.',
    misleading: 'Reason: misleading information.',
    offensive: 'Reason: offensive content.',
    contacts_in_text: 'Reason: contact details in the text.',
    duplicate: 'Reason: duplicate listing.',
    other: 'Fix it and save it again.',
  },
};

const rejection = (language: WrittenLanguage, p: Params) => {
  const reason = REJECT_REASON_WORDS[language][str(p.reason) as RejectReason] ?? REJECT_REASON_WORDS[language].other;
  return `${reason} ${str(p.message)}`.trim();
};

const PUSH_TEXTS: Record<string, { words: Record<WrittenLanguage, Words> }> = {
  'chat.message': {
    words: {
      uz: (p) => ({ title: `Yangi xabar: ${str(p.sender)}`, body: str(p.preview) }),
      ru: (p) => ({ title: `Новое сообщение: ${str(p.sender)}`, body: str(p.preview) }),
      en: (p) => ({ title: `New message: ${str(p.sender)}`, body: str(p.preview) }),
    },
  },
  'chat.product': {
    words: {
      uz: (p) => ({ title: `Yangi xabar: ${str(p.sender)}`, body: 'Mahsulot haqida xabar' }),
      ru: (p) => ({ title: `Новое сообщение: ${str(p.sender)}`, body: 'Сообщение о товаре' }),
      en: (p) => ({ title: `New message: ${str(p.sender)}`, body: 'A message about a product' }),
    },
  },
  'chat.announcement': {
    words: {
      uz: (p) => ({ title: `Yangi xabar: ${str(p.sender)}`, body: "E'lon haqida xabar" }),
      ru: (p) => ({ title: `Новое сообщение: ${str(p.sender)}`, body: 'Сообщение об объявлении' }),
      en: (p) => ({ title: `New message: ${str(p.sender)}`, body: 'A message about an announcement' }),
    },
  },
  'announcements.search_match': {
    words: {
      uz: (p) => ({ title: `Yangi e'lon: ${str(p.title)}`, body: "Saqlangan qidiruvingizga mos e'lon chiqdi" }),
      ru: (p) => ({ title: `Новое объявление: ${str(p.title)}`, body: 'Появилось объявление по вашему сохранённому поиску' }),
      en: (p) => ({ title: `New announcement: ${str(p.title)}`, body: 'A new announcement matches your saved search' }),
    },
  },
  'moderation.rejected': {
    words: {
      uz: (p) => ({ title: `Moderator rad etdi: ${str(p.title)}`, body: rejection('uz', p) }),
      ru: (p) => ({ title: `Модератор отклонил: ${str(p.title)}`, body: rejection('ru', p) }),
      en: (p) => ({ title: `Rejected by a moderator: ${str(p.title)}`, body: rejection('en', p) }),
    },
  },
  'moderation.approved': {
    words: {
      uz: (p) => ({ title: `Tasdiqlandi: ${str(p.title)}`, body: "Endi uni hamma ko'radi." }),
      ru: (p) => ({ title: `Одобрено: ${str(p.title)}`, body: 'Теперь это видят все.' }),
      en: (p) => ({ title: `Approved: ${str(p.title)}`, body: 'Everyone can see it now.' }),
    },
  },
  'courses.certificate': {
    words: {
      uz: (p) => ({ title: `Sertifikat tayyor: ${str(p.title)}`, body: 'Tabriklaymiz! Kursni tugatdingiz.' }),
      ru: (p) => ({ title: `Сертификат готов: ${str(p.title)}`, body: 'Поздравляем! Вы прошли курс.' }),
      en: (p) => ({ title: `Certificate ready: ${str(p.title)}`, body: 'Congratulations! You have completed the course.' }),
    },
  },
};

/** The kind of push a notification code is, or null when it is not pushed. */
export const pushKindOf = (code: string): NotificationKind | null => (PUSH_TEXTS[code] ? notificationKindOf(code) : null);

/** Params that are codes the words choose by (a rejection's reason), not people's words. */
const CODE_PARAMS = new Set(['reason']);

/**
 * Uzbek words in Cyrillic letters: each param that is people's own words (a sender's name, a title, a
 * message) stands as a mark while the words are transliterated, then goes in as written.
 */
function inCyrillic(uz: Words, params: Params): { title: string; body: string } {
  const own = Object.keys(params).filter((key) => !CODE_PARAMS.has(key));
  const marked = { ...params, ...Object.fromEntries(own.map((key, i) => [key, `\uE000${i}\uE001`])) };
  const fill = (text: string) => latinToCyrillic(text).replace(/\uE000(\d+)\uE001/g, (_, i: string) => str(params[own[Number(i)]!])).trim();
  const words = uz(marked);
  return { title: fill(words.title), body: fill(words.body) };
}

/** A notification's push words in a language (Uzbek for an unknown one); null for a code that is not pushed. */
export function pushWords(code: string, params: Params, language: string): { title: string; body: string } | null {
  const entry = PUSH_TEXTS[code];
  if (!entry) return null;
  if (language === 'uz-Cyrl') return inCyrillic(entry.words.uz, params);
  return (entry.words[language as WrittenLanguage] ?? entry.words.uz)(params);
}
