/**
 * Uzbek place names as Russian writes them (in Cyrillic, and in the Latin of Russian-made maps and
 * shops) → their Uzbek Latin name. Russian spells many of them with other vowels and consonants
 * (Маргилан for Marg'ilon, Бухара for Buxoro, Коканд for Qo'qon), which the letter folding of
 * searchKey cannot bring together: searchKey folds these words whole (and their inflected forms:
 * маргиланский begins with маргилан). Names Russian writes as Uzbek does (Наманган, Самарканд once q
 * and k are one letter) need no line. Reviewed against the regions and districts of shared data.
 */
export const RUSSIAN_PLACE_NAMES: Record<string, string[]> = {
  "Marg'ilon": ['Маргилан', 'Маргелан', 'Margilan', 'Margelan'],
  Buxoro: ['Бухара', 'Bukhara', 'Buhara'],
  "Qo'qon": ['Коканд', 'Kokand', 'Qoqand'],
  "Farg'ona": ['Фергана', 'Fergana', 'Ferghana'],
  Andijon: ['Андижан', 'Andijan', 'Andizhan'],
  Xiva: ['Khiva'],
  Toshkent: ['Ташкент', 'Tashkent'],
  Xorazm: ['Хорезм', 'Khorezm', 'Xorezm', 'Horezm'],
  Termiz: ['Термез', 'Termez'],
  Urganch: ['Ургенч', 'Urgench'],
  Jizzax: ['Джизак', 'Джизах', 'Jizzakh', 'Jizak', 'Djizak', 'Dzhizak'],
  Guliston: ['Гулистан', 'Gulistan'],
  Navoiy: ['Навои', 'Navoi'],
  Rishton: ['Риштан', 'Rishtan'],
  Shahrixon: ['Шахрихан', 'Shakhrikhan', 'Shahrikhan'],
  Surxondaryo: ['Сурхандарья', 'Surkhandarya', 'Surxandarya'],
  Qashqadaryo: ['Кашкадарья', 'Kashkadarya', 'Qashqadarya'],
  Sirdaryo: ['Сырдарья', 'Syrdarya', 'Sirdarya'],
  "Qoraqalpog'iston": ['Каракалпакстан', 'Karakalpakstan'],
  Shahrisabz: ['Шахрисабз', 'Shakhrisabz'],
  Xonqa: ['Ханка', 'Khanka'],
  "Bog'dod": ['Багдад', 'Bagdad'],
  // Craft towns and districts (G'ijduvon ceramics, Nurota and Boysun embroidery) and other towns whose
  // Russian names readers type (issue 27).
  "G'ijduvon": ['Гиждуван', 'Gijduvan', 'Gizhduvan', 'Ghijduvan'],
  Nurota: ['Нурата', 'Nurata'],
  Boysun: ['Байсун', 'Baysun', 'Baisun'],
  "Kattaqo'rg'on": ['Каттакурган', 'Kattakurgan'],
  Denov: ['Денау', 'Denau'],
  Bekobod: ['Бекабад', 'Bekabad'],
  Olmaliq: ['Алмалык', 'Almalyk', 'Almalik'],
  Zarafshon: ['Зарафшан', 'Zarafshan'],
};
