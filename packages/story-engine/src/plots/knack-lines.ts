import type { KnackKit } from '../world/knacks/knack-kits';
import type { HabitLines } from './habit-lines';

/**
 * A skill told with its knack's kit (`world/knacks/knack-kits.ts`): the worry, the three tries and the setback are the
 * knack's own honest mistakes, the grown-up's part and safety come before the first try, the turn is the true steps
 * shown, the practice goes through them in order, and it works in those steps; the rest is the habit frame's.
 */
export function withKnack(lines: HabitLines, told: KnackKit, thing?: string): HabitLines {
  const kit = inTheirWord(told, thing);
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

/** The kit in the parent's word for its thing: a horse ridden is "the horse" on every page, never "the pony". */
function inTheirWord(kit: KnackKit, thing: string | undefined): KnackKit {
  const word = thing?.split(' ').at(-1)?.toLowerCase();
  if (!kit.called || !word || !kit.called.others.includes(word)) return kit;
  const called = new RegExp(`\\b${kit.called.word}\\b`, 'g');
  const say = (line: string) => line.replace(called, word);
  return { ...kit, worry: say(kit.worry), tries: [say(kit.tries[0]), say(kit.tries[1]), say(kit.tries[2])], guard: say(kit.guard), turn: say(kit.turn), practice: say(kit.practice), done: say(kit.done), win: say(kit.win), end: say(kit.end), setback: say(kit.setback) };
}
