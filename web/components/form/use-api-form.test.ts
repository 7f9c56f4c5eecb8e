import { describe, expect, it, vi } from 'vitest';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@shared/schemas/users';
import { lazySchemaResolver } from './use-api-form';

/**
 * A form's schema imported on demand (issue 42: zod out of the sign-in page's first load): the same
 * checks as the schema given at once, the code asked for once, and a schema that could not be fetched
 * leaves the values to the API and is asked for again next time.
 */

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazySchemaResolver', () => {
  it('checks as the zod resolver of the same schema does', async () => {
    const { resolver } = lazySchemaResolver(() => Promise.resolve(loginSchema));
    for (const values of [{ phone: '', password: '' }, { phone: '90 123 45 67', password: 'x' }, { phone: '12', password: '' }]) {
      const lazy = await resolver(values, undefined, options);
      const direct = await zodResolver(loginSchema)(values, undefined, options);
      expect(lazy).toEqual(direct);
    }
  });

  it('asks for the schema once, however many checks come', async () => {
    const load = vi.fn(() => Promise.resolve(loginSchema));
    const { preload, resolver } = lazySchemaResolver(load);
    void preload();
    await Promise.all([resolver({ phone: '', password: '' }, undefined, options), resolver({ phone: '901234567', password: 'p' }, undefined, options)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when the schema cannot be fetched, refuses nothing itself, and asks again at the next check', async () => {
    const load = vi.fn<() => Promise<typeof loginSchema>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(loginSchema);
    const { resolver } = lazySchemaResolver(load);
    const values = { phone: '', password: '' };
    expect(await resolver(values, undefined, options)).toEqual({ values, errors: {} });
    const second = await resolver(values, undefined, options);
    expect(Object.keys(second.errors).sort()).toEqual(['password', 'phone']);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
