import { capitalize, possessive } from '../core/text';
import { Deck } from '../core/deck';
import type { PlotShape } from '../plots/plot-shape';
import type { AgeStyle } from './age-style';
import type { BeatKind, StoryContext } from './story-context';

/** Lines the age style adds around a page's own sentences: setting detail, thoughts, tone, refrain. */
export interface PageExtras {
  detail(): string;
  thought(): string;
  /** A tone line, or nothing when the one dealt is longer than the style allows. */
  flourish(): string | undefined;
  refrain: string;
  echo(beat: BeatKind): string;
}

type Line = (ctx: StoryContext, plot: PlotShape) => string;

const DETAILS: readonly Line[] = [
  (ctx) => `${ctx.hero.name} noticed that ${ctx.sight()}.`,
  (ctx) => `Near ${ctx.spot()}, ${ctx.sight()}, and ${ctx.hero.name} stopped to look.`,
  (ctx) => `${ctx.hero.name} could hear ${ctx.sound()} somewhere nearby.`,
  (ctx) => `${capitalize(ctx.feeling())}, and ${ctx.hero.name} ${ctx.hero.kit.sound} happily.`,
  (ctx) => `${capitalize(ctx.pal.name)} showed ${ctx.hero.name} how ${ctx.sight()}.`,
  (ctx) => `All around ${ctx.hero.name}, ${ctx.sight()}.`,
  (ctx) => `Somewhere close to ${ctx.hero.name}, you could hear ${ctx.sound()}.`,
];

const THOUGHTS: readonly Line[] = [
  (ctx, plot) => `${ctx.hero.name} wondered what it would really take to ${plot.hope(ctx)}.`,
  (ctx, plot) => `Deep down, ${ctx.hero.name} believed ${ctx.hero.he} could ${plot.hope(ctx)}, even if it took all day.`,
  (ctx, plot) => `${ctx.hero.name} tried to imagine the moment when ${plot.win(ctx)}.`,
  (ctx) => `${capitalize(ctx.pal.name)} glanced at ${ctx.hero.name}, and without a word they both knew what to do next.`,
  (ctx) => `${ctx.hero.name} whispered a plan to ${ctx.pal.name}, who nodded seriously.`,
  (ctx) => `For a moment ${ctx.hero.name} felt unsure, but then ${ctx.hero.he} remembered how far ${ctx.hero.he} had already come.`,
  (ctx) => `${possessive(ctx.hero.name)} mind buzzed with ideas, one after another, like bees around a flower.`,
];

/** A friend's short cheer or sigh; the youngest love hearing it come round again. */
const ECHOES: Record<BeatKind, readonly ((friend: string) => string)[]> = {
  beginning: [(friend) => `"Hello!" said ${friend}.`, (friend) => `"Hi, hi!" called ${friend}.`],
  'rising problem': [(friend) => `"Oh no!" said ${friend}.`, (friend) => `"Uh-oh!" said ${friend}.`],
  'turning point': [(friend) => `"Look, look!" said ${friend}.`, (friend) => `"Go, go, go!" cheered ${friend}.`],
  resolution: [(friend) => `"Hooray!" cheered ${friend}.`, (friend) => `"Yay!" said ${friend}.`],
  closing: [(friend) => `"Well done!" said ${friend}.`],
};

export function pageExtras(ctx: StoryContext, plot: PlotShape, style: AgeStyle): PageExtras {
  const rng = ctx.rng.fork('extras');
  const details = new Deck(DETAILS, rng.fork('details'));
  const thoughts = new Deck(THOUGHTS, rng.fork('thoughts'));
  const flourishes = new Deck(ctx.tone.flourishes, rng.fork('flourishes'));
  return {
    detail: () => details.draw()(ctx, plot),
    thought: () => thoughts.draw()(ctx, plot),
    flourish: () => {
      const line = flourishes.draw()(ctx);
      return line.split(' ').length <= style.maxFlourishWords ? line : undefined;
    },
    refrain: rng.pick(plot.refrains(ctx)),
    echo: (beat) => rng.pick(ECHOES[beat])(ctx.pal.name),
  };
}
