/**
 * The spec's Uzbek validation messages (§5), word for word, in one place.
 * Server and web both read them from here, so a message can never drift between the two.
 */
export const MSG = {
  firstNameRequired: 'Ushbu maydonga ismingizni kiriting',
  firstNameLetters: 'Ismingizni faqat harflar qatnashgan holda yozing',
  lastNameRequired: 'Ushbu maydonga familiyangizni kiriting',
  lastNameLetters: 'Familiyangizda faqat harflar qatnashgan holda yozing',
  phoneRequired: 'Ushbu maydonga telefon raqamingizni kiriting',
  phoneInvalid: "Telefon raqamni to'liq va to'g'ri formatda yozing",
  passwordRequired: "Ishonchli parol (kalit so'z) tanlang",
  birthdayRequired: "Ushbu maydonga tug'ilgan sanangizni kiriting",
  emailRequired: "Ushbu maydonga elektron po'chtangizni kiriting",
  regionRequired: 'Istiqomat qilyotgan viloyatingizni tanlang',

  productNameRequired: 'Maxsulot nomini kiritishingiz kerak',
  productPriceRequired: 'Maxsulot narxini belgilashingiz kerak',
  numberOnly: 'Faqatgina son qiymat kiriting',
  priceTooLarge: "Narxi juda katta son bo'la olmaydi",
  productDescriptionRequired: 'Maxsulot haqida malumot qoldirishingiz kerak',
  imagesMin: 'Eng kami 1 dona rasm yuklashingiz kerak',
  imagesMax: "Rasmlar soni 4 ta bo'lishi lozim",
  categoryRequired: 'Maxsulot kategoriyasini tanglang',
  discountRange: "Chegirma 0 dan 100gacha bo'lishi kerak",

  // Messages the spec does not name; written in the same voice.
  passwordTooShort: "Parol kamida 8 ta belgidan iborat bo'lishi kerak",
  emailInvalid: "Elektron po'chta manzilini to'g'ri kiriting",
  birthdayInvalid: "Tug'ilgan sanani to'g'ri kiriting",
  districtInvalid: 'Tanlangan tuman viloyatga mos emas',
  regionInvalid: 'Bunday viloyat topilmadi',
  genderInvalid: 'Jinsni tanlang',
  purposesInvalid: "Maqsadlar ro'yxatidan tanlang",
  tooLong: 'Matn juda uzun',
  required: "Ushbu maydonni to'ldiring",
  nameRequired: 'Ismingizni kiriting',
  messageRequired: 'Xabar matnini kiriting',
  codeInvalid: "Tasdiqlash kodi 6 ta raqamdan iborat bo'lishi kerak",
  imageOnly: 'Faqat PNG yoki JPG rasm yuklang',
  imageTooLarge: "Rasm hajmi 5MB dan oshmasligi kerak",
} as const;
