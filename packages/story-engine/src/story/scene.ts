import type { Scene, TimeOfDay } from '@studio/contracts/stories';
import type { PlotShape } from '../plots/plot-shape';
import type { PlannedPage } from './plan-pages';
import type { BeatKind, StoryContext } from './story-context';

/** The illustrator's brief for one page. Only named characters of the story are listed. */
export function sceneFor(ctx: StoryContext, plot: PlotShape, planned: PlannedPage): Scene {
  const { plan, beat } = planned;
  const present = {
    hero: [ctx.hero],
    pair: [ctx.hero, ctx.pal],
    all: [ctx.hero, ctx.pal, ...ctx.others],
    'all-but-pal': [ctx.hero, ...ctx.others],
  }[plan.cast];
  return {
    setting: ctx.set.id,
    time_of_day: timeOfDay(plot.timeline, beat, plan.action === 'sleeping'),
    characters: present.filter((member) => member.isNamed).map((member) => member.name),
    action: plan.action,
    mood: ctx.tone.avoidsFright && plan.mood === 'scared' ? 'worried' : plan.mood,
  };
}

function timeOfDay(timeline: PlotShape['timeline'], beat: BeatKind, isSleeping: boolean): TimeOfDay {
  if (isSleeping) return 'night';
  if (timeline === 'bedtime') return beat === 'beginning' ? 'evening' : 'night';
  if (beat === 'beginning') return 'morning';
  return beat === 'closing' ? 'evening' : 'day';
}
