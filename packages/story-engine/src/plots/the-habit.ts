import { HABIT_PLOT_ID } from './frame-ids';
import { middleOf, storyOf, typedTheme } from './frame-entry';
import type { CatalogueTheme } from '../world/catalogue';
import { readHabit, type HabitReading } from '../understand/read-habit';
import type { PlotShape } from './plot-shape';
import { themePlot, type ThemeMiddle } from './theme-story';
import { habitLines } from './habit-lines';

/**
 * A habit, a skill or a dislike the catalogue does not name ("learning to whistle", "trying to stop biting his nails",
 * "won't wear his coat") told as the story, at home, in lines built from its parsed words (`plots/habit-lines.ts`),
 * not a stock plot with the theme declined.
 */


/** The lesson each kind acts out: a skill learnt or a habit stopped is kept at, a dislike faced is brave. */
const LESSONS: Readonly<Record<HabitReading['kind'], string>> = { skill: 'perseverance', stop: 'perseverance', dislike: 'bravery' };

function habitEntry(theme: string, habit: HabitReading): CatalogueTheme {
  const lines = habitLines(habit);
  return {
    id: HABIT_PLOT_ID,
    // A skill or a habit is the hero's own doing, told to an older reader as one ("to do it {him}self, without anyone taking
    // over"); a refusal is a moment dreaded, as a trip to the dentist is.
    kind: habit.kind === 'dislike' ? 'moment' : 'activity',
    words: typedTheme(theme),
    // Said again by the shared lines ("thought about it one more time"): short, the doing being said whole in the lines.
    // A thing worn is named ("the helmet"); a part of the hero ("{his} face") is no thing to be calm about: "it".
    name: habit.family === 'wearing' && habit.thing ? habit.thing.replace('{his}', 'the') : 'it',
    setting: 'home',
    lesson: LESSONS[habit.kind],
    ...storyOf(lines),
  };
}

function habitMiddle(habit: HabitReading): ThemeMiddle {
  return middleOf(habitLines(habit));
}

/** The plot that tells the habit, skill or dislike a theme names, or nothing when it names none (`readHabit`). */
export function habitPlot(theme: string | undefined): PlotShape | undefined {
  const habit = theme ? readHabit(theme) : undefined;
  if (!habit || !theme) return undefined;
  const told = themePlot(habitEntry(theme, habit), habitMiddle(habit));
  if (habit.kind === 'dislike') return { ...told, id: HABIT_PLOT_ID };
  return {
    ...told,
    id: HABIT_PLOT_ID,
    // A skill or a habit is no day looked forward to (the activity's "ordinary days" voice): what is at stake is being seen to learn it.
    voice: (ctx) => ({ ...told.voice!(ctx), stakes: ctx.one(`Everybody had had to learn it once, ${ctx.hero.name} knew; it was just that everybody else seemed to have done it already.`, `Nobody could learn it for ${ctx.hero.name}; it would only come from practice, and practice meant getting it wrong first.`) }),
  };
}

/** The habit's entry, for what the story's context takes from a theme told as its own day. */
export function habitOuting(theme: string | undefined): CatalogueTheme | undefined {
  const habit = theme ? readHabit(theme) : undefined;
  return habit && theme ? habitEntry(theme, habit) : undefined;
}
