import { LANGUAGE_CODES, type LanguageCode } from '@shared/constants';
import { latinToCyrillic } from '@shared/text/uzbek';

/**
 * What the bot says, in the reader's language (the linked account's, else their Telegram app's, else
 * Uzbek). Like the SMS texts (server/modules/users/sms-texts.ts) they live on the server, because
 * they leave it; Uzbek Cyrillic is made from the Latin with the project's transliterator. Plain text
 * (no parse mode), so a name or a message quoted in it needs no escaping.
 */
type Texts = Record<LanguageCode, (p: Record<string, string>) => string>;

const uzbek = (latin: (p: Record<string, string>) => string): Pick<Texts, 'uz' | 'uz-Cyrl'> => ({ uz: latin, 'uz-Cyrl': (p) => latinToCyrillic(latin(p)) });

const BOT_TEXTS = {
  /** /start without a code: what the bot is for. */
  welcome: {
    ...uzbek(() => "Assalomu alaykum! Bu Ipak platformasining boti. Hisobingizni ulash uchun saytda Profil sahifasidagi \"Telegram'ga ulash\" tugmasini bosing: shunda xabarlar va bildirishnomalar shu yerga keladi."),
    ru: () => 'Здравствуйте! Это бот платформы Ipak. Чтобы подключить аккаунт, нажмите «Подключить Telegram» в профиле на сайте: тогда сообщения и уведомления будут приходить сюда.',
    en: () => 'Hello! This is the Ipak platform’s bot. To link your account, press “Connect Telegram” on your profile on the site: your messages and notifications will then come here.',
  },
  /** /start <code>: the account is linked. */
  linked: {
    ...uzbek((p) => `Salom, ${p.name}! Telegram hisobingiz Ipak'ga ulandi. Endi yangi xabarlar va bildirishnomalar shu yerga keladi. Uzish uchun /stop yuboring.`),
    ru: (p) => `Здравствуйте, ${p.name}! Telegram подключён к Ipak. Теперь новые сообщения и уведомления будут приходить сюда. Чтобы отключить, отправьте /stop.`,
    en: (p) => `Hello, ${p.name}! Your Telegram is now linked to Ipak. New messages and notifications will come here. Send /stop to unlink.`,
  },
  /** /start with a code that is unknown, spent or expired. */
  code_invalid: {
    ...uzbek(() => "Bu havola eskirgan yoki allaqachon ishlatilgan. Saytdagi profilingizdan yangi havola oling."),
    ru: () => 'Эта ссылка устарела или уже использована. Получите новую в профиле на сайте.',
    en: () => 'This link has expired or was already used. Get a new one from your profile on the site.',
  },
  /** /stop: unlinked. */
  unlinked: {
    ...uzbek(() => "Telegram hisobingiz Ipak'dan uzildi: bildirishnomalar endi bu yerga kelmaydi. Qayta ulash uchun saytdagi profilingizga kiring."),
    ru: () => 'Telegram отключён от Ipak: уведомления больше не будут приходить сюда. Чтобы подключить снова, откройте профиль на сайте.',
    en: () => 'Your Telegram is unlinked from Ipak: notifications will no longer come here. To link again, open your profile on the site.',
  },
  /** /stop in a chat that is not linked. */
  not_linked: {
    ...uzbek(() => "Bu Telegram hisobi hech qaysi Ipak hisobiga ulanmagan."),
    ru: () => 'Этот Telegram не подключён ни к одному аккаунту Ipak.',
    en: () => 'This Telegram is not linked to any Ipak account.',
  },
  /** Anything the bot does not understand. */
  help: {
    ...uzbek(() => "Men Ipak'dagi yangi xabarlar va bildirishnomalarni yuboraman. Suhbatdagi xabarga javob berish uchun bildirishnomani belgilab, javob (Reply) yozing. /stop — hisobni uzish."),
    ru: () => 'Я присылаю новые сообщения и уведомления Ipak. Чтобы ответить в чате, ответьте (Reply) на уведомление о сообщении. /stop — отключить аккаунт.',
    en: () => 'I send your new Ipak messages and notifications. To answer in a chat, reply to the message’s notification. /stop unlinks your account.',
  },
  /** A reply to a chat notification was posted into the site chat. */
  reply_posted: {
    ...uzbek(() => 'Javobingiz suhbatga yuborildi.'),
    ru: () => 'Ваш ответ отправлен в чат.',
    en: () => 'Your reply was posted in the chat.',
  },
  /** The chat is not the linked account's (the chat was linked to another account since). */
  reply_forbidden: {
    ...uzbek(() => "Javob yuborilmadi: bu suhbat ulangan hisobingizga tegishli emas."),
    ru: () => 'Ответ не отправлен: этот чат не относится к подключённому аккаунту.',
    en: () => 'Your reply was not posted: this chat does not belong to the linked account.',
  },
  reply_phone_unconfirmed: {
    ...uzbek(() => 'Javob yuborilmadi: avval saytda telefon raqamingizni tasdiqlang.'),
    ru: () => 'Ответ не отправлен: сначала подтвердите номер телефона на сайте.',
    en: () => 'Your reply was not posted: confirm your phone number on the site first.',
  },
  reply_blocked: {
    ...uzbek(() => 'Javob yuborilmadi: hisobingiz bloklangan.'),
    ru: () => 'Ответ не отправлен: ваш аккаунт заблокирован.',
    en: () => 'Your reply was not posted: your account is blocked.',
  },
  reply_rate_limited: {
    ...uzbek(() => "Javob yuborilmadi: juda ko'p xabar. Birozdan so'ng qayta urinib ko'ring."),
    ru: () => 'Ответ не отправлен: слишком много сообщений. Попробуйте чуть позже.',
    en: () => 'Your reply was not posted: too many messages. Try again a little later.',
  },
  reply_too_long: {
    ...uzbek(() => 'Javob yuborilmadi: xabar juda uzun (4000 belgigacha).'),
    ru: () => 'Ответ не отправлен: сообщение слишком длинное (до 4000 символов).',
    en: () => 'Your reply was not posted: the message is too long (up to 4000 characters).',
  },
  reply_failed: {
    ...uzbek(() => "Javob yuborilmadi. Birozdan so'ng qayta urinib ko'ring yoki saytda yozing."),
    ru: () => 'Ответ не отправлен. Попробуйте позже или напишите на сайте.',
    en: () => 'Your reply was not posted. Try again later or write on the site.',
  },
  /** Under a chat notification: how to answer from here. */
  reply_hint: {
    ...uzbek(() => 'Javob berish uchun shu xabarga javob (Reply) yozing.'),
    ru: () => 'Чтобы ответить, ответьте (Reply) на это сообщение.',
    en: () => 'To answer, reply to this message.',
  },
  /** What a chat is about: a product (its title follows). */
  about_product: {
    ...uzbek(() => 'Mahsulot'),
    ru: () => 'Товар',
    en: () => 'Product',
  },
  /** What a chat is about: an announcement (its title follows). */
  about_announcement: {
    ...uzbek(() => "E'lon"),
    ru: () => 'Объявление',
    en: () => 'Announcement',
  },
  /** The button of a chat notification. */
  button_open_chat: {
    ...uzbek(() => 'Suhbatni ochish'),
    ru: () => 'Открыть чат',
    en: () => 'Open the chat',
  },
  /** The button of any other notification. */
  button_open: {
    ...uzbek(() => 'Ochish'),
    ru: () => 'Открыть',
    en: () => 'Open',
  },
  /** /start <confirm_phone code>: share your contact (the reply keyboard's button below). */
  confirm_phone_ask: {
    ...uzbek(() => "Telefon raqamingizni tasdiqlash uchun pastdagi \"Kontaktimni ulashish\" tugmasini bosing. Faqat o'zingizning kontaktingiz, Ipak hisobingizdagi raqam bilan, qabul qilinadi."),
    ru: () => 'Чтобы подтвердить номер телефона, нажмите кнопку «Поделиться контактом» ниже. Принимается только ваш собственный контакт с номером вашего аккаунта Ipak.',
    en: () => 'To confirm your phone number, press the “Share my contact” button below. Only your own contact, with the number of your Ipak account, is accepted.',
  },
  /** /start <sign_in code>: share your contact to sign in on the new device; not you? ignore it. */
  sign_in_ask: {
    ...uzbek(() => "Ipak'ga yangi qurilmadan kirish uchun pastdagi \"Kontaktimni ulashish\" tugmasini bosing. Agar kirishni siz so'ramagan bo'lsangiz, bu xabarga e'tibor bermang: havolaning o'zi kontaktingizsiz hech narsa qilmaydi."),
    ru: () => 'Чтобы войти в Ipak на новом устройстве, нажмите кнопку «Поделиться контактом» ниже. Если вход запрашивали не вы, не обращайте внимания на это сообщение: без вашего контакта ссылка ничего не делает.',
    en: () => 'To sign in to Ipak on a new device, press the “Share my contact” button below. If you did not ask to sign in, ignore this message: the link does nothing without your contact.',
  },
  /** The reply keyboard's button (request_contact). */
  share_contact_button: {
    ...uzbek(() => 'Kontaktimni ulashish'),
    ru: () => 'Поделиться контактом',
    en: () => 'Share my contact',
  },
  /** Own contact, the account's number: the phone is confirmed (and this Telegram linked). */
  phone_confirmed: {
    ...uzbek((p) => `Rahmat, ${p.name}! Telefon raqamingiz tasdiqlandi va Telegram hisobingiz Ipak'ga ulandi. Saytga qayting: sahifa o'zi davom etadi.`),
    ru: (p) => `Спасибо, ${p.name}! Номер телефона подтверждён, Telegram подключён к Ipak. Вернитесь на сайт: страница продолжит сама.`,
    en: (p) => `Thank you, ${p.name}! Your phone number is confirmed and your Telegram is linked to Ipak. Go back to the site: the page goes on by itself.`,
  },
  /** Own contact of a linked account: the new device is signed in. */
  sign_in_approved: {
    ...uzbek(() => "Ipak hisobingizga yangi qurilmadan kirildi. Agar bu siz bo'lmasangiz, saytda parolingizni o'zgartiring: barcha seanslar yopiladi."),
    ru: () => 'В ваш аккаунт Ipak выполнен вход с нового устройства. Если это были не вы, смените пароль на сайте: все сеансы будут закрыты.',
    en: () => 'A new device has signed in to your Ipak account. If it was not you, change your password on the site: every session will end.',
  },
  /** A contact that is not the sender's own (someone else's, or one without a Telegram user). */
  contact_not_own: {
    ...uzbek(() => "Bu sizning kontaktingiz emas: hech narsa tasdiqlanmadi. Pastdagi \"Kontaktimni ulashish\" tugmasi bilan o'zingizning kontaktingizni yuboring."),
    ru: () => 'Это не ваш контакт: ничего не подтверждено. Отправьте свой контакт кнопкой «Поделиться контактом» ниже.',
    en: () => 'This is not your own contact: nothing was confirmed. Send your own contact with the “Share my contact” button below.',
  },
  /** Own contact, but not the account's number. */
  contact_wrong_number: {
    ...uzbek(() => "Bu raqam Ipak hisobingizdagi raqam emas: hech narsa tasdiqlanmadi. Hisobingizdagi raqam ochilgan Telegram'dan urinib ko'ring yoki SMS kod bilan tasdiqlang."),
    ru: () => 'Этот номер не совпадает с номером вашего аккаунта Ipak: ничего не подтверждено. Попробуйте из Telegram с номером вашего аккаунта или подтвердите кодом из SMS.',
    en: () => 'This number is not your Ipak account’s: nothing was confirmed. Try from the Telegram registered with your account’s number, or confirm with the SMS code.',
  },
  /** A contact with no code waiting for it (none asked, expired, or answered already). */
  contact_no_code: {
    ...uzbek(() => "Hozir kontakt kutilmayotgan edi: hech narsa tasdiqlanmadi. Saytda \"Telegram orqali tasdiqlash\" yoki \"Telegram orqali kirish\" tugmasini qaytadan bosing."),
    ru: () => 'Контакт сейчас не ожидался: ничего не подтверждено. Нажмите на сайте «Подтвердить через Telegram» или «Войти через Telegram» ещё раз.',
    en: () => 'No contact was expected now: nothing was confirmed. Press “Confirm with Telegram” or “Sign in with Telegram” on the site again.',
  },
  /** Sign-in: the number's account is not linked to this Telegram. */
  sign_in_not_linked: {
    ...uzbek(() => "Bu raqamdagi Ipak hisobi bu Telegram'ga ulanmagan: kirish tasdiqlanmadi. Avval saytga parol bilan kiring va profilda Telegram'ni ulang."),
    ru: () => 'Аккаунт Ipak с этим номером не подключён к этому Telegram: вход не подтверждён. Сначала войдите на сайт с паролем и подключите Telegram в профиле.',
    en: () => 'The Ipak account with this number is not linked to this Telegram: the sign-in was not approved. Sign in on the site with your password first and link Telegram on your profile.',
  },
  /** A blocked account: nothing confirmed, nobody signed in. */
  account_blocked: {
    ...uzbek(() => 'Hisobingiz bloklangan: hech narsa tasdiqlanmadi.'),
    ru: () => 'Ваш аккаунт заблокирован: ничего не подтверждено.',
    en: () => 'Your account is blocked: nothing was confirmed.',
  },
} satisfies Record<string, Texts>;

export type BotTextCode = keyof typeof BOT_TEXTS;

/** A text of the bot in a language (Uzbek for one it does not speak). */
export function botText(code: BotTextCode, language: string | undefined, params: Record<string, string> = {}): string {
  const texts: Texts = BOT_TEXTS[code];
  return (texts[language as LanguageCode] ?? texts.uz)(params);
}

/** The language of someone the bot does not know yet: their Telegram app's (ru, en, uz), else Uzbek. */
export function languageOfTelegramUser(languageCode: string | undefined): LanguageCode {
  const base = languageCode?.toLowerCase().split('-')[0];
  return (LANGUAGE_CODES as readonly string[]).includes(base ?? '') ? (base as LanguageCode) : 'uz';
}
