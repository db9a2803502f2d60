import { formatDateTime, humanize } from './format';

/** One line of an audit entry people can read: "Brand › Support email: old@… → new@…". */
export interface AuditChange {
  /** The field's path in the details (`brand.support_email`), unique in the entry. */
  field: string;
  /** The path in words: "Brand › Support email". */
  label: string;
  before?: string;
  after?: string;
}

type Leaves = Map<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/**
 * A value as a person reads it: yes/no, "none", amounts in minor units (`*_cents`) as 12.34, times in
 * the administrator's time zone, a list of words joined; long text cut at `max` characters.
 */
export function showValue(value: unknown, max = 120, field = ''): string {
  const text = (() => {
    if (value === undefined || value === null || value === '') return 'none';
    if (typeof value === 'boolean') return value ? 'yes' : 'no';
    if (typeof value === 'number') return /_cents$/.test(field) ? (value / 100).toFixed(2) : String(value);
    if (typeof value === 'string') return ISO_TIME.test(value) && !Number.isNaN(Date.parse(value)) ? formatDateTime(value) : value;
    if (Array.isArray(value)) return value.length === 0 ? 'none' : value.every(isScalar) ? value.map((item) => showValue(item, Infinity, field)).join(', ') : `${value.length} items`;
    return JSON.stringify(value);
  })();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Nested objects (and lists of objects) flattened to one value per path: `{ brand: { name } }` → `brand.name`. */
function leaves(value: unknown, path = '', into: Leaves = new Map()): Leaves {
  if (isRecord(value) && Object.keys(value).length > 0) {
    for (const [key, item] of Object.entries(value)) leaves(item, path ? `${path}.${key}` : key, into);
  } else if (Array.isArray(value) && value.some((item) => !isScalar(item))) {
    value.forEach((item, index) => leaves(item, `${path}.${index + 1}`, into));
  } else if (path) {
    into.set(path, value);
  }
  return into;
}

const labelOf = (path: string) => path.split('.').map((part) => (/^\d+$/.test(part) ? `#${part}` : humanize(part))).join(' › ');
const lastName = (path: string) => path.split('.').at(-1) ?? path;

/**
 * `{ before: {...}, after: {...} }` becomes one line per field that changed, nested settings included
 * (a whole settings group saved for one changed address shows only that address); a field only after
 * (a record made) shows its value; any other key (`subscriptions_ending`, `tracking`) is a fact with
 * only an "after".
 */
export function auditChanges(details: Record<string, unknown>): AuditChange[] {
  const before = leaves(isRecord(details.before) ? details.before : {});
  const after = leaves(isRecord(details.after) ? details.after : {});
  const changes: AuditChange[] = [];
  for (const field of new Set([...before.keys(), ...after.keys()])) {
    const [had, has] = [before.has(field), after.has(field)];
    if (had && has && JSON.stringify(before.get(field)) === JSON.stringify(after.get(field))) continue;
    changes.push({
      field,
      label: labelOf(field),
      ...(had && { before: showValue(before.get(field), 120, lastName(field)) }),
      ...(has ? { after: showValue(after.get(field), 120, lastName(field)) } : { after: 'none' }),
    });
  }
  for (const [key, value] of Object.entries(details)) {
    if (key === 'before' || key === 'after') continue;
    for (const [field, leaf] of leaves({ [key]: value })) changes.push({ field, label: labelOf(field), after: showValue(leaf, 120, lastName(field)) });
  }
  return changes;
}
