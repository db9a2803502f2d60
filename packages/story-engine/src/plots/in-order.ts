import { MIDDLE_SLOTS, rankOf, type MiddleSlot, type Phase } from '../world/catalogue/line-phases';

/**
 * The middle's lines in the order they happen (round 16): a stable sort of the slots by their lines' phases, so a
 * practice at home comes before the hall, the seat is chosen before the safety talk, and lines of one moment keep the
 * slots' own order. The last try stays last: it is the go the turn answers.
 */
export function lifeOrder(phases: Record<MiddleSlot, Phase>): MiddleSlot[] {
  const movable = MIDDLE_SLOTS.filter((slot) => slot !== 'try2');
  return [...movable].sort((a, b) => rankOf(phases[a]) - rankOf(phases[b]) || movable.indexOf(a) - movable.indexOf(b));
}

/**
 * Where a middle told in this order goes backwards in time or tells the big moment early: each line later than the one after
 * it, later than the last try, or of the big moment or after it, before the turn. None, for an entry whose lines fit.
 */
export function outOfOrder(order: readonly MiddleSlot[], phases: Record<MiddleSlot, Phase>): string[] {
  const told = [...order.filter((slot) => slot !== 'try2'), 'try2' as const];
  const faults: string[] = [];
  told.forEach((slot, at) => {
    const next = told[at + 1];
    if (next && rankOf(phases[slot]) > rankOf(phases[next])) faults.push(`${slot} (${phases[slot]}) before ${next} (${phases[next]})`);
    if (rankOf(phases[slot]) >= rankOf('big')) faults.push(`${slot} (${phases[slot]}) is told before the turn`);
  });
  return faults;
}
