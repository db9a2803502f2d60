import { CONTEST_PLOT_ID, DAY_PLOT_ID, MAKING_PLOT_ID } from './frame-ids';
import { catalogueThemeIn } from '../world/catalogue';
import type { Setting } from '@studio/contracts/stories';
import { hashString } from '../core/random';
import { capitalize, possessive } from '../core/text';
import { page, type Occasion, type StoryContext } from '../story/story-context';
import { occasionTheme, type OccasionKind } from '../world/occasion-kind';
import { twistDeclined } from '../understand/point-kept';
import type { PlotShape } from './plot-shape';

/**
 * One of the wordings, chosen by the hero's name rather than the story's dice: an opening is read again to
 * find it on the page (see `composePage`), and reading it must not change what comes next.
 */
const byName = (ctx: StoryContext, ...options: string[]) => options[hashString(ctx.hero.name) % options.length]!;
/** The grown-up who leads a school trip, when the parent added one. */
const grownUpOf = (ctx: StoryContext) => ctx.cast.find((member) => member.kit.person === 'grown-up' && member !== ctx.hero);
/** "They" for the pair on the page, or the hero alone. */
const whoTogether = (ctx: StoryContext, palAround: boolean) => (palAround ? `${ctx.hero.name} and ${ctx.pal.name}` : ctx.hero.name);

const SCHOOL_TRIP: Occasion = {
  visitorHome: 'a house near the school',
  opening: (ctx) => {
    const leader = grownUpOf(ctx);
    const setOff = leader ? `${leader.name} counted everyone twice, and off they went.` : 'The whole class sang all the way there.';
    return [`Today was the school trip to ${ctx.set.place}!`, setOff];
  },
  mapLine: (ctx) => `On the way in, ${grownUpOf(ctx)?.name ?? 'the teacher'} gave ${ctx.hero.name} an old map.`,
  hiddenBy: (ctx) => {
    const leader = grownUpOf(ctx);
    // Named where no pronoun can take the grown-up's place (a "he" would be the boy who was just named).
    return `It was ${leader?.name ?? 'the teacher'} who had hidden it there that very morning!`;
  },
  moment: (ctx, palAround) => {
    const leader = grownUpOf(ctx);
    return page(
      `Lunch on the school trip.`,
      [
        leader ? `At lunch time, ${leader.name} clapped ${leader.his} hands.` : `At lunch time, the teacher rang a little bell.`,
        `Everyone sat down near ${ctx.spot()} and opened their lunch boxes.`,
        palAround ? `${capitalize(ctx.pal.name)} swapped a sandwich with ${ctx.hero.name}.` : `${ctx.hero.name} ate every last crumb.`,
      ],
      [`Lunch always tasted better ${ctx.set.inPlace}, ${ctx.hero.name} decided, even the squashed bits.`],
      'sitting', 'happy', palAround ? 'all' : 'all-but-pal',
    );
  },
  memory: (ctx) => `${ctx.hero.name} would never forget the school trip to ${ctx.set.place}.`,
};

/** Camping near home is camping too: the hero may live here. */
const CAMPING_TRIP: Occasion = {
  opening: (ctx) => [`Today was the camping trip ${ctx.set.inPlace}!`, `The tent, the torches and the sleeping bags were packed.`],
  moment: (ctx, palAround) => page(
    `${ctx.hero.name} puts up the tent.`,
    [`${whoTogether(ctx, palAround)} put up the tent near ${ctx.spot()}.`, `It fell down once. It fell down twice.`, `The third time, it stayed up!`],
    [`${ctx.hero.name} crawled inside and decided it was the best little house in the world.`],
    'standing', 'proud', palAround ? 'pair' : 'hero',
  ),
  memory: (ctx) => `${ctx.hero.name} would never forget that camping trip.`,
};

const TRIP: Occasion = {
  visitorHome: 'a house in town',
  mapLine: (ctx) => `On the way in, ${ctx.hero.name} found an old map.`,
  opening: (ctx) => [`Today was the big trip to ${ctx.set.place}!`, `${ctx.hero.name} could hardly sit still on the way.`],
  moment: (ctx, palAround) => page(
    `Everything is new to ${ctx.hero.name}.`,
    [`Everything ${ctx.set.inPlace} was new to ${ctx.hero.name}.`, `${capitalize(ctx.hero.he)} looked at ${ctx.spot()} for a long time.`, `"I want to see it all!" said ${ctx.hero.name}.`],
    [`Nobody at home would believe how ${ctx.sight()}.`],
    'looking', 'excited', palAround ? 'pair' : 'hero',
  ),
  memory: (ctx) => `${ctx.hero.name} would never forget the trip to ${ctx.set.place}.`,
};

function firstSnow(bedtime: boolean): Occasion {
  return {
    opening: (ctx) => (bedtime ? [`Outside, the first snow was falling.`, `Winter had come at last.`] : [byName(ctx, `The first snow had come!`, `The first snow of winter was here!`, `It had snowed for the first time that winter!`), byName(ctx, `It had fallen in the night, and everything was white and new.`, `Overnight, everything had turned white and new.`)]),
    moment: (ctx, palAround) => bedtime
      ? page(
        `${ctx.hero.name} watches the first snow fall.`,
        // Out in the night already: the plot's first pages set off before any page of the beginning's extras.
        [`Snowflakes danced past in the dark.`, `${ctx.hero.name} caught one on ${ctx.hero.his} tongue.`, `Tomorrow there would be snow to play in!`],
        [`${ctx.hero.name} counted them as they fell, and lost count at twenty-three.`],
        'looking', 'excited', 'hero',
      )
      : page(
        `${ctx.hero.name} plays in the first snow.`,
        [
          `${ctx.hero.name} stuck out ${ctx.hero.his} tongue to catch a snowflake.`,
          `It was cold and tickly!`,
          palAround ? `${capitalize(ctx.pal.name)} made a snow angel right beside ${ctx.hero.him}.` : `Then ${ctx.hero.he} made a snow angel, arms and legs swishing.`,
        ],
        [`The snow squeaked under ${possessive(ctx.hero.name)} boots, a sound ${ctx.hero.he} had almost forgotten since last winter.`],
        'jumping', 'excited', palAround ? 'pair' : 'hero',
      ),
    memory: (ctx) => `${ctx.hero.name} would never forget the ${bedtime ? 'night' : 'day'} of the first snow.`,
  };
}

/** The day before: the plot happens, and the first day comes on the last page. */
function firstDay(place: string): Occasion {
  return {
    openingIsTheEve: true,
    opening: (ctx) => [`Tomorrow would be ${possessive(ctx.hero.name)} first day at ${place}.`, `${capitalize(ctx.hero.he)} felt excited and a tiny bit wobbly inside.`],
    moment: (ctx) => page(
      `${ctx.hero.name} tries on a new backpack.`,
      [`${ctx.hero.name} tried on ${ctx.hero.his} new backpack.`, `It was nearly as big as ${ctx.hero.him}!`, `"Will they like me?" ${ctx.hero.name} wondered.`],
      [`${ctx.hero.name} packed it, unpacked it, and packed it again, just to be sure.`],
      'standing', 'worried', 'hero',
    ),
    memory: (ctx) => `The next morning, ${ctx.hero.name} set off for ${ctx.hero.his} first day at ${place}, ready for anything.`,
  };
}

function rainyDay(bedtime: boolean, weather: string): Occasion {
  return {
    sunless: true,
    opening: () => (bedtime ? [`Outside, the rain pattered on the roof.`, `It had rained all day long.`] : [`It was a ${weather} day!`, `Rain pattered down, and the puddles grew bigger and bigger.`]),
    moment: (ctx, palAround) => bedtime
      ? page(
        `${ctx.hero.name} listens to the rain.`,
        [`${ctx.hero.name} listened to the rain on the roof.`, `Pitter, patter, pitter, patter.`, `It sounded like tiny feet dancing.`],
        [`Somewhere out in the dark, a drainpipe gurgled as if it were laughing at a joke.`],
        'sitting', 'calm', 'hero',
      )
      : page(
        `${ctx.hero.name} jumps in the biggest puddle.`,
        [`${ctx.hero.name} jumped in the biggest puddle.`, `SPLASH!`, palAround ? `${capitalize(ctx.pal.name)} got splashed from head to toe.` : `${ctx.hero.name} got splashed from head to toe.`],
        [`Rain was not so bad, ${ctx.hero.name} decided, if you were not afraid of getting wet.`],
        'jumping', 'excited', palAround ? 'pair' : 'hero',
      ),
    memory: (ctx) => `${ctx.hero.name} would never forget that ${weather} ${bedtime ? 'night' : 'day'}.`,
  };
}

/** The day before a show: the plot happens, and the show comes on the last page. */
function show(name: string): Occasion {
  return {
    opening: (ctx) => [`Tomorrow was the ${name}.`, `${ctx.hero.name} had been getting ready for it all week.`],
    moment: (ctx, palAround) => page(
      `${ctx.hero.name} gets ready for the ${name}.`,
      [`${ctx.hero.name} practised for the ${name} one more time.`, palAround ? `${capitalize(ctx.pal.name)} watched and clapped very loudly.` : `Then ${ctx.hero.he} took a bow, just to see how it felt.`],
      [`Getting ready was the easy part, ${ctx.hero.name} thought; doing it in front of everyone would be harder.`],
      'standing', 'excited', palAround ? 'pair' : 'hero',
    ),
    memory: (ctx) => `The next day, at the ${name}, ${ctx.hero.name} was ready, and everyone clapped.`,
  };
}

/** Where each event can be told: nobody goes on a trip to their own house, and snow does not fall under the sea. */
const FITS_PLACE: Record<OccasionKind, (setting: Setting) => boolean> = {
  'first-day': () => true,
  'school-trip': (setting) => setting !== 'home',
  'camping-trip': (setting) => ['forest', 'mountains', 'beach', 'snow', 'farm', 'space'].includes(setting),
  trip: (setting) => setting !== 'home',
  'first-snow': (setting) => ['snow', 'mountains', 'home'].includes(setting),
  'rainy-day': (setting) => setting !== 'under the sea' && setting !== 'space',
  show: () => true,
};
/** Events that happen in the daytime only: a bedtime story is no school trip. */
const DAY_ONLY: ReadonlySet<OccasionKind> = new Set(['school-trip', 'trip']);

/** Whether a plot can be told on the day a theme names. */
export function plotFitsTheme(plot: PlotShape, theme: string | undefined): boolean {
  const kind = occasionTheme(theme)?.kind;
  return plot.timeline === 'day' || kind === undefined || !DAY_ONLY.has(kind);
}

/** The event the theme names, told as the story's frame, when it can happen in this place and plot. */
export function occasionFor(theme: string | undefined, setting: Setting, plot: PlotShape): Occasion | undefined {
  // An event or an everyday activity of the catalogue is its own story's day from the first page to the last: no
  // frame around it ("a trip to the supermarket" is not a trip framed around the shopping, nor "a rainy day" a rainy frame);
  // nor is any catalogue theme a parent calls a trip or a visit ("a visit to the vet", "a visit to the doctor"), nor the
  // day a theme names that the catalogue does not (`plots/the-day.ts`).
  // Nor the show a family puts on as a thing made together (`plots/the-making.ts`): its premiere is in its own lines.
  if (plot.atItsEvent && (plot.id === DAY_PLOT_ID || plot.id === CONTEST_PLOT_ID || plot.id === MAKING_PLOT_ID)) return undefined;
  // A day the theme says did not happen ("the school trip was cancelled") frames no book.
  if (twistDeclined(theme)) return undefined;
  const kind = plot.atItsEvent ? catalogueThemeIn(theme)?.kind : undefined;
  if (kind === 'event' || kind === 'activity') return undefined;
  const occasion = occasionNamed(theme, setting, plot);
  if (kind !== undefined && occasion === TRIP) return undefined;
  // A story of the day itself (a catalogue first day) is not the eve of it: neither "Tomorrow would be her first
  // day" before "Today she was starting somewhere new", nor "The next morning, she set off for her first day" after it.
  return occasion?.openingIsTheEve && plot.atItsEvent ? undefined : occasion;
}

function occasionNamed(theme: string | undefined, setting: Setting, plot: PlotShape): Occasion | undefined {
  const named = occasionTheme(theme);
  if (!named || !FITS_PLACE[named.kind](setting) || !plotFitsTheme(plot, theme)) return undefined;
  switch (named.kind) {
    case 'first-day': return firstDay(named.name ?? 'school');
    case 'school-trip': return SCHOOL_TRIP;
    case 'camping-trip': return CAMPING_TRIP;
    case 'trip': return TRIP;
    case 'first-snow': return firstSnow(plot.timeline === 'bedtime');
    case 'rainy-day': return rainyDay(plot.timeline === 'bedtime' || plot.timeline === 'evening', named.name ?? 'rainy');
    case 'show': return show(named.name ?? 'show');
  }
}
