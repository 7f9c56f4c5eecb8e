import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api-client';
import { applyApiError } from './apply-api-error';

const collect = () => {
  const set: Record<string, string> = {};
  return { set, setError: (name: string, e: { message: string }) => void (set[name] = e.message) };
};

describe('applyApiError', () => {
  it('attaches field errors to known inputs and returns no alert', () => {
    const { set, setError } = collect();
    const err = new ApiError(400, 'validation', 'Xato', { phone: "Telefon raqamni to'liq va to'g'ri formatda yozing" });
    expect(applyApiError(err, setError, ['phone', 'password'])).toBeNull();
    expect(set).toEqual({ phone: "Telefon raqamni to'liq va to'g'ri formatda yozing" });
  });
  it('returns the message when nothing can be attached', () => {
    const { set, setError } = collect();
    const err = new ApiError(401, 'auth.invalid_credentials', "Telefon raqam yoki parol noto'g'ri");
    expect(applyApiError(err, setError, ['phone', 'password'])).toBe("Telefon raqam yoki parol noto'g'ri");
    expect(set).toEqual({});
  });
  it('maps a coded error to its field', () => {
    const { set, setError } = collect();
    const err = new ApiError(409, 'users.phone_taken', "Bu raqam ro'yxatdan o'tgan");
    expect(applyApiError(err, setError, ['phone'], { 'users.phone_taken': 'phone' })).toBeNull();
    expect(set.phone).toBe("Bu raqam ro'yxatdan o'tgan");
  });
  it('reports errors of fields the form has not got', () => {
    const { set, setError } = collect();
    const err = new ApiError(400, 'validation', 'Xato', { phone: 'p', region: 'r' });
    expect(applyApiError(err, setError, ['phone'])).toBe('r');
    expect(set).toEqual({ phone: 'p' });
  });
  it('gives a generic Uzbek text for non-API errors', () => {
    const { setError } = collect();
    expect(applyApiError(new Error('boom'), setError, [])).toMatch(/Xatolik/);
  });
  it("maps the API's field names onto the form's, and uses the form's own fallback text", () => {
    const { set, setError } = collect();
    const err = new ApiError(400, 'validation', 'Xato', { title: 'Mahsulot nomini kiriting', price: 'Narxni kiriting' });
    expect(applyApiError(err, setError, ['name', 'price'], {}, { rename: { title: 'name' } })).toBeNull();
    expect(set).toEqual({ name: 'Mahsulot nomini kiriting', price: 'Narxni kiriting' });
    expect(applyApiError(new Error('offline'), setError, [], {}, { fallback: 'Yuborilmadi' })).toBe('Yuborilmadi');
  });
});
