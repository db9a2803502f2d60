/** An audit entry's `details` as lines people can read: "status: paid → in_production". */
export interface AuditChange {
  field: string;
  before?: string;
  after?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value in a line of text: strings bare, the rest as compact JSON, cut at `max` characters. */
export function showValue(value: unknown, max = 80): string {
  const text = typeof value === 'string' ? value : value === undefined ? '—' : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * `{ before: {...}, after: {...} }` becomes one change per field that either side names; any other
 * key (e.g. `subscriptions_ending`) is a change with only an "after".
 */
export function auditChanges(details: Record<string, unknown>): AuditChange[] {
  const before = isRecord(details.before) ? details.before : {};
  const after = isRecord(details.after) ? details.after : {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changes: AuditChange[] = fields.map((field) => ({
    field,
    ...(field in before && { before: showValue(before[field]) }),
    ...(field in after && { after: showValue(after[field]) }),
  }));
  for (const [field, value] of Object.entries(details)) {
    if (field === 'before' || field === 'after') continue;
    changes.push({ field, after: showValue(value) });
  }
  return changes;
}
