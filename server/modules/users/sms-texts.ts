import type { LanguageCode } from '@shared/constants';
import { latinToCyrillic } from '@shared/text/uzbek';

/** Uzbek Latin → Uzbek Cyrillic with the project's transliterator (as the web's Cyrillic dictionaries are made). */
const inCyrillic =
  <P>(latin: (p: P) => string) =>
  (p: P) =>
    latinToCyrillic(latin(p));
const resetCodeUz = (p: { code: string }) => `Ipak: parolni tiklash kodi ${p.code}. Kod 5 daqiqa amal qiladi. Uni hech kimga bermang.`;
const phoneCodeUz = (p: { code: string }) => `Ipak: telefon raqamingizni tasdiqlash kodi ${p.code}. Kod 5 daqiqa amal qiladi. Uni hech kimga bermang.`;

/**
 * Texts the server sends outside the page (SMS), made from a code and its parameters in the
 * recipient's language (users.language). They live here, not in the web dictionaries, because they
 * leave the server; they are short (one SMS part) and never carry a link.
 */
const SMS_TEXTS = {
  reset_code: {
    uz: resetCodeUz,
    'uz-Cyrl': inCyrillic(resetCodeUz),
    ru: (p: { code: string }) => `Ipak: код для восстановления пароля ${p.code}. Код действует 5 минут. Никому его не сообщайте.`,
    en: (p: { code: string }) => `Ipak: your password reset code is ${p.code}. It is valid for 5 minutes. Do not share it with anyone.`,
  },
  /** Sign-up's code (issue 40): it confirms the phone. */
  phone_code: {
    uz: phoneCodeUz,
    'uz-Cyrl': inCyrillic(phoneCodeUz),
    ru: (p: { code: string }) => `Ipak: код подтверждения номера ${p.code}. Код действует 5 минут. Никому его не сообщайте.`,
    en: (p: { code: string }) => `Ipak: your phone confirmation code is ${p.code}. It is valid for 5 minutes. Do not share it with anyone.`,
  },
} satisfies Record<string, Record<LanguageCode, (params: never) => string>>;

export type SmsCode = keyof typeof SMS_TEXTS;

/** The text of an SMS in the recipient's language (Uzbek for an unknown one). */
export function smsText<C extends SmsCode>(code: C, params: Parameters<(typeof SMS_TEXTS)[C]['uz']>[0], language: string): string {
  const texts = SMS_TEXTS[code] as Record<string, (p: typeof params) => string>;
  return (texts[language] ?? texts.uz)(params);
}
