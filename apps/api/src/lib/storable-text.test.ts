import { describe, expect, it } from 'vitest';
import { assertStorableText } from './storable-text';

const refusal = (value: unknown, prefix?: string) => {
  try {
    assertStorableText(value, prefix);
    return null;
  } catch (error) {
    return (error as { extra: { errors: Array<{ field: string }> } }).extra.errors[0]!.field;
  }
};

describe('assertStorableText', () => {
  it('takes ordinary text, accents, emoji (surrogate pairs) and numbers', () => {
    expect(refusal({ title: 'Élodie and the 🐉 dragon', pages: [1, 2], nested: { ok: 'ñ' } })).toBeNull();
  });

  it('names the field holding a NUL, a lone high or a lone low surrogate', () => {
    expect(refusal({ title: 'a\u0000b' })).toBe('title');
    expect(refusal({ characters: [{ name: 'Mia' }, { name: 'Pip\ud83d' }] })).toBe('characters.1.name');
    expect(refusal({ note: '\ude00 starts wrong' }, 'query')).toBe('query.note');
    expect(refusal({ ['key\u0000']: 'value' })).toBe('(a key)');
  });

  it('leaves raw bodies (Buffers) alone', () => {
    expect(refusal(Buffer.from([0, 0xd8, 0]))).toBeNull();
  });
});
