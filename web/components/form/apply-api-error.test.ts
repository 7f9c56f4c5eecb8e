import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api-client';
import { applyApiError, errorMessage } from './apply-api-error';

const collect = () => {
  const set: Record<string, string> = {};
  return { set, setError: (name: string, e: { message: string }) => void (set[name] = e.message) };
};

describe('applyApiError', () => {
  it('attaches field codes to known inputs and returns no alert', () => {
    const { set, setError } = collect();
    const err = new ApiError(400, 'validation_failed', 'Xato', { phone: 'phone_invalid' });
    expect(applyApiError(err, setError, ['phone', 'password'])).toBeNull();
    expect(set).toEqual({ phone: 'phone_invalid' });
  });
  it('returns the error as a code (with params and the server text) when nothing can be attached', () => {
    const { set, setError } = collect();
    const err = new ApiError(429, 'rate_limited', "Juda ko'p urinish", {}, { minutes: 5 });
    expect(applyApiError(err, setError, ['phone', 'password'])).toEqual({ code: 'rate_limited', params: { minutes: 5 }, text: "Juda ko'p urinish" });
    expect(set).toEqual({});
  });
  it('maps a coded error to its field', () => {
    const { set, setError } = collect();
    const err = new ApiError(409, 'users.phone_taken', "Bu raqam ro'yxatdan o'tgan");
    expect(applyApiError(err, setError, ['phone'], { 'users.phone_taken': 'phone' })).toBeNull();
    expect(set.phone).toBe('users.phone_taken');
  });
  it('reports errors of fields the form has not got', () => {
    const { set, setError } = collect();
    const err = new ApiError(400, 'validation_failed', 'Xato', { phone: 'phone_invalid', region: 'region_invalid' });
    expect(applyApiError(err, setError, ['phone'])).toBe('region_invalid');
    expect(set).toEqual({ phone: 'phone_invalid' });
  });
  it('answers a generic code for non-API errors, or the form’s own fallback', () => {
    const { setError } = collect();
    expect(applyApiError(new Error('boom'), setError, [])).toBe('unknown_error');
    expect(applyApiError(new Error('offline'), setError, [], {}, { fallback: 'Yuborilmadi' })).toBe('Yuborilmadi');
    expect(applyApiError(new ApiError(0, 'network_error', 'x'), setError, [], {}, { fallback: 'Yuborilmadi' })).toBe('Yuborilmadi');
  });
  it("maps the API's field names onto the form's", () => {
    const { set, setError } = collect();
    const err = new ApiError(400, 'validation_failed', 'Xato', { title: 'product_name_required', price: 'product_price_required' });
    expect(applyApiError(err, setError, ['name', 'price'], {}, { rename: { title: 'name' } })).toBeNull();
    expect(set).toEqual({ name: 'product_name_required', price: 'product_price_required' });
  });
});

describe('errorMessage', () => {
  it('is the code of an API answer, the network code, or the fallback', () => {
    expect(errorMessage(new ApiError(404, 'shop.product_not_found', 'Product Not Found'))).toEqual({ code: 'shop.product_not_found', params: undefined, text: 'Product Not Found' });
    expect(errorMessage(new ApiError(0, 'network_error', 'x'))).toBe('network_error');
    expect(errorMessage(new Error('x'), 'Saqlanmadi')).toBe('Saqlanmadi');
  });
});
