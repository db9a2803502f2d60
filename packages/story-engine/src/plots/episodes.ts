import { capitalize, possessive, withArticle } from '../core/text';
import { page } from '../story/story-context';
import type { BeatKind, PageWriter, StoryContext } from '../story/story-context';
import { callName, fondName } from './cast-lines';
import type { PlotShape } from './plot-shape';

/**
 * Extra pages that fit any plot, used when a medium or long story needs more pages in a beat than the
 * plot writes itself. They lean on the plot's hope and win so they stay on the story's thread.
 */
type Episode = (ctx: StoryContext, plot: PlotShape) => ReturnType<PageWriter>;

/** A creature of the setting that is neither the story's critter nor an unnamed pal. */
const someCreature = (ctx: StoryContext) => ctx.rng.pick(ctx.set.creatures.filter((noun) => noun !== ctx.critter && noun !== ctx.pal.kit.noun));

const BEGINNING: readonly Episode[] = [
  (ctx) => {
    const first = ctx.spot();
    const second = ctx.set.landmarks.find((landmark) => landmark !== first && landmark !== ctx.goalPlace) as string;
    return page(
      `${ctx.hero.name} shows us around ${ctx.set.place}.`,
      [`${ctx.hero.name} loved ${ctx.set.place} best of all.`, `${ctx.hero.name} knew the way to ${first}.`, `${ctx.hero.name} knew the way to ${second}, too.`],
      [`Near ${first}, ${ctx.sight()}, and ${ctx.hero.name} could hear ${ctx.sound()} all day long.`],
      ctx.set.travelAction, 'happy', 'hero',
    );
  },
  (ctx) => page(
    `${ctx.hero.name} and ${ctx.pal.name} play their favourite game.`,
    [`${ctx.hero.name} and ${ctx.pal.name} played at ${ctx.spot()}.`, `${capitalize(ctx.pal.name)} ${ctx.pal.kit.moved} this way.`, `${ctx.hero.name} ${ctx.hero.kit.moved} that way.`],
    [`Their favourite game was pretending to be explorers, and ${ctx.pal.name} always wanted to be the leader.`],
    'running', 'happy',
  ),
  (ctx) => page(
    ctx.theme ? `${ctx.hero.name} has been thinking about ${ctx.theme}.` : `${ctx.hero.name} listens to the sounds ${ctx.set.inPlace}.`,
    ctx.theme
      ? [`${ctx.hero.name} had been thinking about ${ctx.theme} all week.`, `${ctx.hero.name} even dreamed about ${ctx.theme}.`]
      : [`${ctx.hero.name} sat very still near ${ctx.spot()}.`, `${ctx.hero.name} could hear ${ctx.sound()}.`],
    [`${capitalize(ctx.feeling())}, and ${ctx.hero.name} felt that something exciting was about to happen.`],
    'sitting', 'curious', 'hero',
  ),
];

const RISING: readonly Episode[] = [
  (ctx) => {
    const block = ctx.rng.pick(ctx.set.obstacles);
    return page(
      `${capitalize(block)} slows them down.`,
      [`Next, they came to ${ctx.spot()}.`, `${ctx.hero.name} saw ${block} in the way!`, `${ctx.hero.name} and ${ctx.pal.name} found a way round it.`],
      [`It took a long time, and ${ctx.hero.name} had to be careful, but little by little they got past ${block}.`],
      ctx.set.travelAction, 'worried', 'all',
    );
  },
  (ctx, plot) => {
    const creature = someCreature(ctx);
    return page(
      `${ctx.hero.name} meets ${withArticle(creature)} who gives a tip.`,
      [`${ctx.hero.name} met ${withArticle(creature)} at ${ctx.spot()}.`, `"Good luck!" said the ${creature}.`],
      [`The ${creature} said that anyone who wanted to ${plot.hope(ctx)} should keep going and never lose heart, and ${ctx.hero.name} thanked it.`],
      'waving', 'curious',
    );
  },
  (ctx) => page(
    `${ctx.hero.name} is tired, and they stop to rest.`,
    [`${possessive(ctx.hero.name)} legs felt tired.`, `${ctx.hero.name} sat down near ${ctx.spot()}.`, `${capitalize(ctx.pal.name)} shared ${ctx.set.treat}.`],
    [`They rested until ${ctx.hero.name} felt strong again, watching how ${ctx.sight()}.`],
    'sitting', 'calm',
  ),
  (ctx) => {
    const wrong = ctx.spot();
    return page(
      `${ctx.hero.name} takes a wrong turn at ${wrong}.`,
      [`${ctx.hero.name} took a wrong turn at ${wrong}.`, `"Oops, wrong way, ${fondName(ctx.pal)}!" said ${ctx.hero.name}.`, `Back they went, past ${wrong}.`],
      [`Getting lost for a little while was a bit scary for ${ctx.hero.name}, but it also showed ${ctx.hero.him} a part of ${ctx.set.place} ${ctx.hero.he} had never seen.`],
      'walking', 'worried',
    );
  },
  (ctx, plot) => page(
    `${ctx.hero.name} worries they cannot ${plot.hope(ctx)}.`,
    [`"Maybe we can't do it," sighed ${ctx.hero.name}.`, `"Yes, we can," said ${ctx.pal.name}.`, `${ctx.hero.name} nodded at ${ctx.pal.name} and stood up tall.`],
    [`${ctx.hero.name} still wanted to ${plot.hope(ctx)}, more than anything, and giving up now would mean never finding out how the story ended.`],
    'standing', 'sad',
  ),
  (ctx) => page(
    `${ctx.hero.name} stops and listens to ${ctx.set.place}.`,
    [`${ctx.hero.name} and ${ctx.pal.name} stopped near ${ctx.spot()}.`, `${ctx.hero.name} could hear ${ctx.sound()}.`, `${capitalize(ctx.pal.name)} listened too.`],
    [`${capitalize(ctx.feeling())}, and for a moment ${ctx.hero.name} forgot to worry at all.`],
    'looking', 'curious',
  ),
];

const TURNING: readonly Episode[] = [
  (ctx) => page(
    `${ctx.hero.name} takes a deep breath and keeps going.`,
    [`${ctx.hero.name} looked at ${ctx.pal.name}.`, `${ctx.hero.name} took a deep breath.`, `"We can do it, ${callName(ctx.pal)}!"`],
    [`It was a small thing to say, but it made ${ctx.hero.name} feel taller, braver and ready for anything.`],
    'standing', 'proud',
  ),
  (ctx) => page(
    `Everyone works together.`,
    [`${ctx.group} worked as a team.`, `${capitalize(ctx.pal.name)} helped ${ctx.hero.name}.`, `${ctx.hero.name} helped ${ctx.pal.name}.`],
    [`When one of them got stuck, another one had an idea, and ${ctx.hero.name} saw how much easier everything was as a team.`],
    'carrying', 'excited', 'all',
  ),
  (ctx) => page(
    `${ctx.hero.name} remembers some good advice.`,
    [`${ctx.hero.name} thought of Grandma, back in ${ctx.set.home}.`, `"Little steps make a long way, ${fondName(ctx.hero)}," Grandma said.`],
    [`So ${ctx.hero.name} stopped looking at how far there was to go and looked only at the very next step.`],
    'walking', 'calm', 'hero',
  ),
];

const RESOLUTION: readonly Episode[] = [
  (ctx) => page(
    `They head back, feeling happy.`,
    [`${ctx.group} ${ctx.set.went} back past ${ctx.spot()}.`, `Now ${ctx.spot()} looked bright and new.`],
    [`Even ${ctx.spot()} looked different on the way back, because ${ctx.hero.name} saw it with happy eyes.`],
    ctx.set.travelAction, 'happy', 'all',
  ),
  (ctx, plot) => page(
    `${ctx.hero.name} tells everyone the good news.`,
    [`"Guess what?" said ${ctx.hero.name} at ${ctx.spot()}.`, `${ctx.hero.name} told them how ${plot.win(ctx)}.`],
    [`${ctx.hero.name} told the whole story from the very beginning, and ${ctx.pal.name} added all the funny parts.`],
    'waving', 'excited', 'all',
  ),
  (ctx) => {
    const creature = someCreature(ctx);
    return page(
      `${ctx.hero.name} thanks ${withArticle(creature)} for its help.`,
      [`${ctx.hero.name} saw ${withArticle(creature)} at ${ctx.spot()}.`, `"Thank you, ${creature}!" said ${ctx.hero.name}.`, `The ${creature} did a happy dance.`],
      [`${ctx.hero.name} had learned that even a tiny helper can make a big difference.`],
      'waving', 'happy',
    );
  },
  (ctx) => page(
    `Everyone shares ${ctx.set.treat}.`,
    [`${ctx.group} shared ${ctx.set.treat} at ${ctx.spot()}.`, `${capitalize(ctx.pal.name)} had crumbs on ${ctx.pal.his} nose!`, `${ctx.hero.name} laughed and laughed.`],
    [`Nothing had ever tasted as good to ${ctx.hero.name} as the ${ctx.set.treat}, eaten together after such a big day.`],
    'sitting', 'happy', 'all',
  ),
  (ctx) => page(
    `${ctx.hero.name} and ${ctx.pal.name} play hide-and-seek.`,
    [`${ctx.hero.name} and ${ctx.pal.name} played hide-and-seek.`, `${ctx.hero.name} hid near ${ctx.spot()}.`, `${capitalize(ctx.pal.name)} found ${ctx.hero.name} in no time!`],
    [`They played until ${ctx.hero.name} was out of breath from laughing.`],
    'running', 'happy',
  ),
];

const CLOSING: readonly Episode[] = [
  (ctx) => page(
    `The day ends ${ctx.set.inPlace}.`,
    [`The sun went down over ${ctx.spot()}.`, `${capitalize(ctx.rng.pick(ctx.set.nightSights))}.`, `${ctx.hero.name} smiled a sleepy smile.`],
    [`${ctx.hero.name} watched the sky for a long time, feeling that it had been one of the best days ever.`],
    'looking', 'calm', 'all',
  ),
  (ctx) => page(
    `${ctx.hero.name} remembers the big day.`,
    [`${ctx.hero.name} thought about the big day.`, `${ctx.hero.name} thought of ${ctx.spot()}.`, `And ${ctx.hero.name} thought of ${ctx.pal.name}.`],
    [`Every part of the adventure felt like a treasure to keep, even the hard parts, and ${ctx.hero.name} knew ${ctx.hero.he} would remember them.`],
    'sitting', 'calm', 'hero',
  ),
  (ctx) => page(
    `${ctx.hero.name} says goodnight to ${ctx.pal.name}.`,
    [`"Goodnight, ${callName(ctx.pal)}," said ${ctx.hero.name}.`, `"Goodnight, ${ctx.hero.name}," said ${ctx.pal.name}.`],
    [`${ctx.hero.name} waved until ${ctx.pal.name} was just a little shape in the distance.`],
    'waving', 'sleepy',
  ),
];

export const EPISODES: Record<BeatKind, readonly Episode[]> = {
  beginning: BEGINNING,
  'rising problem': RISING,
  'turning point': TURNING,
  resolution: RESOLUTION,
  closing: CLOSING,
};
