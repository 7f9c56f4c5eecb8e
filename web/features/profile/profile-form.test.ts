import { describe, expect, it } from 'vitest';
import type { Profile } from '@shared/schemas/users';
import { profileUpdateSchema } from '@shared/schemas/users';
import { personName } from '@web/components/ui/avatar';
import { checkPfp, initials, profileFormData, profileToForm } from './profile-form';

const profile: Profile = {
  guid: 'g',
  role: 'user',
  first_name: 'Dilnoza',
  last_name: "G'afurova",
  middle_name: '',
  phone: '901234567',
  email: null,
  username: null,
  gender: 1,
  birthday: '1990-05-17T00:00:00.000Z',
  region: 10,
  district: null,
  about: '',
  biography: '',
  pfp: null,
  purposes: ['Yangiliklarni kuzatish'],
  is_profile_completed: true,
  phone_confirmed: true,
  language: 'uz',
  created_at: '2025-01-01T00:00:00Z',
  show_phone: false,
  telegram: null,
};

describe('profile form', () => {
  it('maps the profile to input strings', () => {
    expect(profileToForm(profile)).toMatchObject({ email: '', birthday: '1990-05-17', gender: '1', region: '10', district: '', purposes: ['Yangiliklarni kuzatish'] });
  });

  it('round-trips through the shared schema into multipart', () => {
    const form = { ...profileToForm(profile), gender: '0', district: '', purposes: ['Ish topish maqsadida', 'Boshqa maqsadda'] };
    const parsed = profileUpdateSchema.parse(form);
    expect(parsed.gender).toBe(0);
    expect(parsed.region).toBe(10);
    expect(parsed.district).toBeNull();
    const fd = profileFormData(parsed);
    expect(fd.get('gender')).toBe('0');
    expect(fd.get('region')).toBe('10');
    expect(fd.get('district')).toBe('');
    expect(fd.get('purposes')).toBe('Ish topish maqsadida\nBoshqa maqsadda');
    expect(fd.get('first_name')).toBe('Dilnoza');
    expect(fd.has('pfp')).toBe(false);
  });

  it("sends 'show my phone' and the Telegram name, its @ dropped; refuses a name Telegram would not take", () => {
    const parsed = profileUpdateSchema.parse({ ...profileToForm(profile), show_phone: true, telegram: '@ipak_atlas' });
    expect(parsed.show_phone).toBe(true);
    expect(parsed.telegram).toBe('ipak_atlas');
    const fd = profileFormData(parsed);
    expect(fd.get('show_phone')).toBe('true');
    expect(fd.get('telegram')).toBe('ipak_atlas');
    expect(profileUpdateSchema.parse({ telegram: '' }).telegram).toBe('');
    for (const bad of ['ab', 'ipak atlas', 'ipak-atlas', 'a'.repeat(33), 'атлас_ипак']) expect(profileUpdateSchema.safeParse({ telegram: bad }).success).toBe(false);
  });

  it('adds the photo as pfp', () => {
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    expect(profileFormData({}, file).get('pfp')).toBeInstanceOf(File);
  });

  it('accepts png, jpg, jpeg up to the limit only', () => {
    expect(checkPfp({ name: 'a.png', type: 'image/png', size: 10 }, 100)).toBeNull();
    expect(checkPfp({ name: 'a.JPG', type: 'image/jpeg', size: 10 }, 100)).toBeNull();
    expect(checkPfp({ name: 'a.jpeg', type: '', size: 10 }, 100)).toBeNull();
    expect(checkPfp({ name: 'a.gif', type: 'image/gif', size: 10 }, 100)).toBe('type');
    expect(checkPfp({ name: 'a.webp', type: 'image/webp', size: 10 }, 100)).toBe('type');
    expect(checkPfp({ name: 'a.png', type: 'image/png', size: 101 }, 100)).toBe('size');
  });

  it('initials, and a name in one order everywhere: first, middle, last', () => {
    expect(initials(profile)).toBe('DG');
    expect(initials({ first_name: '', last_name: '' })).toBe('?');
    expect(personName({ first_name: 'Dilnoza', last_name: "G'afurova", middle_name: ' ' })).toBe("Dilnoza G'afurova");
    expect(personName({ first_name: 'Dilnoza', last_name: "G'afurova", middle_name: 'Akbarovna' })).toBe("Dilnoza Akbarovna G'afurova");
    expect(personName({ first_name: 'Sardor', last_name: '' })).toBe('Sardor');
  });
});
