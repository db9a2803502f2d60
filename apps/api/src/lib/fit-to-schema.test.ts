import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fitToSchema } from './fit-to-schema';

const schema = z.object({ lesson: z.string().max(5), people: z.array(z.object({ name: z.string().max(3) })).max(2), age: z.number().max(9) });

describe('fitToSchema', () => {
  it('cuts strings and lists to their maxima, nested ones too', () => {
    const fitted = fitToSchema(schema, { lesson: 'share it all', people: [{ name: 'Alexandra' }, { name: 'Bo' }, { name: 'Cy' }], age: 3 });
    expect(fitted).toEqual({ lesson: 'share', people: [{ name: 'Ale' }, { name: 'Bo' }], age: 3 });
  });

  it('leaves the value it was given as it was', () => {
    const value = { lesson: 'share it all', people: [], age: 3 };
    fitToSchema(schema, value);
    expect(value.lesson).toBe('share it all');
  });

  it('still refuses what cutting cannot mend', () => {
    expect(() => fitToSchema(schema, { lesson: 'ok', people: [], age: 12 })).toThrow();
    expect(() => fitToSchema(schema, { lesson: 7, people: [], age: 1 })).toThrow();
  });
});
