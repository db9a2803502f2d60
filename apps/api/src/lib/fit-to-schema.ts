import type { z } from 'zod';

/** Enough passes for limits nested inside each other (a list of characters, then a name in one of them). */
const MAX_PASSES = 5;

/**
 * Parses `value` with `schema`, first cutting every string and list that is longer than the schema allows
 * down to its maximum. For records kept before a limit was enforced (an AI answer stored with a
 * 200-character lesson): they read as the schema says rather than failing every response. Anything else
 * that does not fit still throws the schema's error.
 */
export function fitToSchema<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  let current = value;
  for (let pass = 0; ; pass += 1) {
    const parsed = schema.safeParse(current);
    if (parsed.success) return parsed.data;
    const tooLong = parsed.error.issues.filter((issue) => issue.code === 'too_big' && (issue.origin === 'string' || issue.origin === 'array'));
    if (pass === MAX_PASSES || tooLong.length === 0) throw parsed.error;
    current = structuredClone(current);
    for (const issue of tooLong) current = cutAt(current, issue.path, Number((issue as { maximum: number | bigint }).maximum));
  }
}

function cutAt(root: unknown, path: readonly PropertyKey[], maximum: number): unknown {
  if (path.length === 0) return cut(root, maximum);
  const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown> | undefined)?.[key], root);
  const key = path.at(-1)!;
  if (parent && typeof parent === 'object') (parent as Record<PropertyKey, unknown>)[key] = cut((parent as Record<PropertyKey, unknown>)[key], maximum);
  return root;
}

const cut = (value: unknown, maximum: number): unknown =>
  typeof value === 'string' ? value.slice(0, maximum).trimEnd() : Array.isArray(value) ? value.slice(0, maximum) : value;
