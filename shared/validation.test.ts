import { describe, expect, it } from 'vitest';
import { passwordScore, strengthColor } from './password-strength';
import { completeSchema, completeStep2Schema, loginSchema, registerSchema } from './schemas/users';
import { cyrillicToLatin, slugify } from './text/uzbek';
import { MSG } from './validation/messages';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).reverse().map((i) => [i.path.join('.'), i.message]));

describe('password strength meter (spec §5)', () => {
  it('scores each rule', () => {
    expect(passwordScore('')).toBe(0);
    expect(passwordScore('abcdefgh')).toBe(25 + 15);
    expect(passwordScore('Abcdefg1')).toBe(25 + 15 + 15 + 20);
    expect(passwordScore('Abcdef1!')).toBe(100);
    expect(passwordScore('!')).toBe(25);
  });
  it('colours red at 40 or below, yellow up to 80, else green', () => {
    expect(strengthColor(40)).toBe('red');
    expect(strengthColor(41)).toBe('yellow');
    expect(strengthColor(80)).toBe('yellow');
    expect(strengthColor(81)).toBe('green');
  });
});

describe('sign-up validation (spec §5)', () => {
  it('gives the required message codes (their texts: web/locales/*/validation.json)', () => {
    expect(errorsOf(registerSchema.safeParse({ first_name: '', phone: '', password: '' }))).toEqual({
      first_name: MSG.firstNameRequired,
      phone: MSG.phoneRequired,
      password: MSG.passwordRequired,
    });
  });
  it("asks sign-in's empty password with sign-in's own words, not sign-up's (issue 40)", () => {
    expect(errorsOf(loginSchema.safeParse({ phone: '901234567', password: '' }))).toEqual({ password: MSG.passwordEmpty });
  });
  it('accepts letters only in names, Uzbek apostrophes included', () => {
    expect(registerSchema.safeParse({ first_name: "O'g'iloy", phone: '901234567', password: 'Atlas-2026' }).success).toBe(true);
    expect(errorsOf(registerSchema.safeParse({ first_name: 'Ali7', phone: '901234567', password: 'Atlas-2026' }))).toEqual({ first_name: MSG.firstNameLetters });
  });
  it('requires a phone of 9 digits after cleaning', () => {
    expect(errorsOf(registerSchema.safeParse({ first_name: 'Ali', phone: '+998 (90) 12', password: 'Atlas-2026' }))).toEqual({ phone: MSG.phoneInvalid });
  });
  it('validates step 2 of the profile completion', () => {
    expect(errorsOf(completeStep2Schema.safeParse({ first_name: 'Ali', last_name: '', birthday: '', email: '', gender: 0 }))).toEqual({
      last_name: MSG.lastNameRequired,
      birthday: MSG.birthdayRequired,
      email: MSG.emailRequired,
      region: MSG.regionRequired,
    });
    expect(errorsOf(completeStep2Schema.safeParse({ first_name: 'Ali', last_name: 'Valiyev1', birthday: '2999-01-01', email: 'a@b.uz', gender: 0, region: 2 }))).toEqual({
      last_name: MSG.lastNameLetters,
      birthday: MSG.birthdayInvalid,
    });
  });
  it('step 2 needs no gender: unchosen radios (null), an empty select (\'\') or none at all pass', () => {
    const base = { first_name: 'Ali', last_name: 'Valiyev', birthday: '1990-01-01', email: 'a@b.uz', region: '2' };
    for (const gender of [null, '', undefined]) expect(completeStep2Schema.safeParse({ ...base, gender }).data?.gender).toBeUndefined();
    expect(completeStep2Schema.safeParse({ ...base, gender: '1' }).data?.gender).toBe(1);
    expect(completeStep2Schema.safeParse({ ...base, gender: '7' }).success).toBe(false);
  });
  it('reads purposes joined by newlines and refuses unknown ones', () => {
    const base = { first_name: 'Ali', last_name: 'Valiyev', birthday: '1990-01-01', email: 'a@b.uz', gender: '0', region: '2', phone: '901234567', password: 'x' };
    expect(completeSchema.parse({ ...base, purposes: 'Boshqa maqsadda\nIsh topish maqsadida\n' }).purposes).toEqual(['Boshqa maqsadda', 'Ish topish maqsadida']);
    expect(completeSchema.safeParse({ ...base, purposes: 'Hack' }).success).toBe(false);
  });
});

describe('Uzbek text', () => {
  it('transliterates Cyrillic to Latin', () => {
    expect(cyrillicToLatin('Ўзбекистон')).toBe("o'zbekiston");
    expect(cyrillicToLatin('Ғалла')).toBe("g'alla");
    expect(cyrillicToLatin('шойи')).toBe('shoyi');
  });
  it('makes readable ASCII slugs', () => {
    expect(slugify("Marg'ilon atlasi — qo'lda to'qilgan")).toBe('margilon-atlasi-qolda-toqilgan');
    expect(slugify('Атлас кўйлак')).toBe('atlas-koylak');
    expect(slugify('!!!')).toBe('item');
  });
});
