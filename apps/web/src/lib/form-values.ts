/** Empty optional inputs are left out rather than sent as "". */
export const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** "brave, kind" → ["brave", "kind"]. */
export const listFromText = (value: unknown) =>
  typeof value === 'string' ? value.split(',').map((item) => item.trim()).filter(Boolean) : value;
