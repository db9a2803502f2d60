import { readCostume } from '../understand/read-costume';

/**
 * A chosen variant's lines with the costume the parent named put in ({costume}: "the Gruffalo"); lines without the
 * slot are as they were. Only a variant's lines have the slot, and that variant is only chosen when a costume is named,
 * so the entry's own lines are never looked through.
 */
export function withCostume<Lines extends object>(lines: Lines, words: string): Lines {
  const costume = readCostume(words);
  if (!costume || !hasSlot(lines)) return lines;
  return putIn(lines, costume) as Lines;
}

/** Whether a string among the lines has the slot: looked for line by line, stopping at the first. */
function hasSlot(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('{costume}');
  if (Array.isArray(value)) return value.some(hasSlot);
  if (value && typeof value === 'object' && !(value instanceof RegExp)) return Object.values(value).some(hasSlot);
  return false;
}

function putIn(value: unknown, costume: string): unknown {
  if (typeof value === 'string') return value.replaceAll('{costume}\'s', `${costume}'s`).replaceAll('{costume}', costume);
  if (Array.isArray(value)) return value.map((item) => putIn(item, costume));
  if (value && typeof value === 'object' && !(value instanceof RegExp)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, putIn(item, costume)]));
  return value;
}
