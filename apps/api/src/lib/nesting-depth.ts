import { badRequest } from '../errors/app-error';

/**
 * How deep a JSON body may nest (an object or array inside another counts one level): the API's own
 * bodies nest a few levels; far below it, checks that walk a body recursively never near the stack's limit.
 */
export const MAX_NESTING_DEPTH = 32;

/** Whether `value` nests deeper than `limit`, found without recursion (a body 10,000 deep overflows a recursive walk). */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value !== 'object' || next.value === null || ArrayBuffer.isView(next.value)) continue;
    const depth = next.depth + 1;
    if (depth > limit) return true;
    for (const item of Object.values(next.value)) if (typeof item === 'object' && item !== null) pending.push({ value: item, depth });
  }
  return false;
}

/** Throws 400 with a detail when a parsed body nests deeper than MAX_NESTING_DEPTH. */
export function assertNestingDepth(body: unknown): void {
  if (nestsDeeperThan(body, MAX_NESTING_DEPTH)) throw badRequest(`The request body is nested too deeply: at most ${MAX_NESTING_DEPTH} levels of objects and arrays`, 'too_deep');
}
