import type { KnackKit } from '../world/knacks/knack-kits';
import type { HabitLines } from './habit-lines';

/**
 * A skill told with its knack's kit (`world/knacks/knack-kits.ts`): the worry, the three tries and the setback are the
 * knack's own honest mistakes, the grown-up's part and safety come before the first try, the turn is the true steps
 * shown, the practice goes through them in order, and it works in those steps; the rest is the habit frame's.
 */
export function withKnack(lines: HabitLines, kit: KnackKit): HabitLines {
  return {
    ...lines,
    worry: kit.worry,
    tries: [kit.tries[0], kit.tries[1], kit.tries[2]],
    turn: kit.turn,
    details: [kit.guard, kit.practice, kit.done, lines.details[3]!],
    win: kit.win,
    end: kit.end,
    setback: kit.setback,
  };
}
