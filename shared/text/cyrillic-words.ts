/**
 * Words the letter rules of latinToCyrillic would spell wrong, written down and reviewed: Uzbek
 * Cyrillic keeps the Russian spelling of words it took from Russian (ц, ь, ъ and я that Latin does
 * not write), and a few names and file types stay in Latin letters.
 *
 * A key is a word's beginning in lower-case Latin (plain apostrophe), so its endings follow it
 * (moderatsiyadan → модерациядан); the value is what those letters become. latinToCyrillic takes the
 * longest key a word starts with, keeps the word's case (Sentabr → Сентябрь, PDF stays PDF) and goes
 * on with the rest of the word by the letter rules.
 */
export const CYRILLIC_WORDS: Readonly<Record<string, string>> = {
  // Months: the soft sign and я of the Russian names (Latin: yanvar, sentabr, oktabr).
  yanvar: 'январь',
  fevral: 'февраль',
  aprel: 'апрель',
  iyun: 'июнь',
  iyul: 'июль',
  sentabr: 'сентябрь',
  oktabr: 'октябрь',
  noyabr: 'ноябрь',
  dekabr: 'декабрь',
  // ts is ц in words from Russian (-tsiya is -ция).
  moderatsiya: 'модерация',
  sivilizatsiya: 'цивилизация',
  litsenziya: 'лицензия',
  tsentr: 'центр',
  stansiya: 'станция',
  // ъ and ь of Russian words.
  obyekt: 'объект',
  subyekt: 'субъект',
  kompyuter: 'компьютер',
  // Names and formats that stay in Latin letters in Cyrillic text.
  jpg: 'JPG',
  jpeg: 'JPEG',
  png: 'PNG',
  pdf: 'PDF',
  json: 'JSON',
  webp: 'WebP',
  webm: 'WebM',
  mp4: 'MP4',
  websocket: 'WebSocket',
  youtube: 'YouTube',
  telegram: 'Telegram',
  iphone: 'iPhone',
  ipad: 'iPad',
  cookie: 'cookie',
  // Keyboard keys, named as their caps print them (issue 40: not 'Энтер').
  enter: 'Enter',
  shift: 'Shift',
};

/** The longest word there is among the keys, to bound the lookup. */
export const LONGEST_CYRILLIC_WORD = Math.max(...Object.keys(CYRILLIC_WORDS).map((k) => k.length));
