import type { ResolverOptions } from 'react-hook-form';
import * as z from 'zod/mini';
import { lazySchemaResolver } from '@/lib/validation/resolver';

const schema = z.object({
  name: z.string().check(z.minLength(1, 'Name fehlt'), z.maxLength(3, 'Name zu lang')),
  age: z.number().check(z.minimum(6, 'zu jung')),
});
type Values = z.infer<typeof schema>;
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;

describe('lazySchemaResolver', () => {
  it('loads the schema once, on preload or first validation, and passes valid values through', async () => {
    const load = jest.fn(async () => schema);
    const { resolver, preload } = lazySchemaResolver<Values>(load);
    expect(load).not.toHaveBeenCalled();
    preload();
    await expect(resolver({ name: 'Ida', age: 7 }, undefined, options)).resolves.toEqual({
      values: { name: 'Ida', age: 7 },
      errors: {},
    });
    await resolver({ name: 'Ida', age: 7 }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports the first message of each invalid field', async () => {
    const { resolver } = lazySchemaResolver<Values>(async () => schema);
    const result = await resolver({ name: '', age: 3 }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors).toMatchObject({
      name: { type: 'too_small', message: 'Name fehlt' },
      age: { message: 'zu jung' },
    });
  });

  it('tries loading again after a failed chunk load', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(schema);
    const { resolver } = lazySchemaResolver<Values>(load);
    await expect(resolver({ name: 'Ida', age: 7 }, undefined, options)).rejects.toThrow('ChunkLoadError');
    await expect(resolver({ name: 'Ida', age: 7 }, undefined, options)).resolves.toMatchObject({ errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
