import { AppError } from '../errors/app-error';

/**
 * PostgreSQL refuses a NUL character in text (and in JSON it stores), and a UTF-16 surrogate without
 * its pair has no UTF-8 form at all (drivers would store U+FFFD instead). Neither belongs in anything
 * a person types, so such input is refused before it reaches a service.
 */
// eslint-disable-next-line no-control-regex -- the NUL character is exactly what is looked for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const isStorableText = (text: string) => !UNSTORABLE.test(text);

/** The path (`characters.0.name`) of the first string, or object key, in `value` that cannot be stored; null when all can. */
function findUnstorableText(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path.join('.');
  if (!isPlainData(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) return [...path, '(a key)'].join('.');
    const found = findUnstorableText(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/** Parsed JSON, forms and queries; not raw bodies (the Buffers of webhook routes). */
const isPlainData = (value: unknown): value is object => typeof value === 'object' && value !== null && !ArrayBuffer.isView(value);

const unstorableText = (field: string) => {
  const message = 'Contains a character that cannot be stored (a NUL byte or a broken Unicode character)';
  return new AppError('invalid_text', 400, field ? `${field}: ${message}` : message, { errors: [{ field, message }] });
};

/** Throws 400 naming the field when any string in `value` cannot be stored. */
export function assertStorableText(value: unknown, prefix?: string): void {
  const field = findUnstorableText(value, prefix ? [prefix] : []);
  if (field !== null) throw unstorableText(field);
}
