import { DAY_PLOT_ID, VISIT_PLOT_ID } from './frame-ids';
import { typedTheme } from './frame-entry';
import type { AgeGroup, Setting } from '@studio/contracts/stories';
import type { CatalogueTheme } from '../world/catalogue';
import { settingNamedIn } from '../world/settings';
import type { DayReading } from '../understand/read-day';
import { dayNamedBy } from '../understand/noun-as-day';
import { page } from '../story/story-context';
import type { AfterPage, PlotShape } from './plot-shape';
import { fill, themePlot, type ThemeMiddle } from './theme-story';
import { dayKit } from './day-kits';
import { rowOf } from './row-kit';
import { isJourney } from './day-thing';
import { withGrownUpStaying } from './occasion-kit';

/**
 * A theme the catalogue does not place but that names a day — something to do ("going fishing", "making a robot out
 * of boxes") or a place to go ("a trip to the post office", "the car wash") — told as that day: wanting it, getting
 * ready, the tries that go wrong a little worse each time (watching how the grown-up does it, rushing, waiting a
 * turn), a setback any day can have, the turn (slower, with a tip), the thing done, home and what the hero keeps.
 * The theme's words are said only in the forms `readDay` checked (the doing with -ing, "to" or in the past; the place
 * with its article), never as a thing to carry, and a grown-up goes along. The idea says the day is told in a general way.
 */

/** Places a child of today spends a day in (see `placesLeftToUs`): a day named by the theme is told in one of these. */
const DAY_PLACES: readonly Setting[] = ['home', 'city', 'farm', 'beach', 'forest', 'mountains', 'snow'];

/** Where the day is told: the place its words name, else the town for a place to go, else home, where a doing starts. */
function settingOf(theme: string, day: DayReading): Setting {
  // A place is where its head word says ("the lighthouse": the beach), not where a word before it does ("the ice rink" is in town).
  const named = settingNamedIn(day.at ?? (day.place ? day.place.split(/\s+/).at(-1) : theme));
  return named && DAY_PLACES.includes(named) ? named : day.place ? 'city' : 'home';
}


/** The day as a catalogue entry, in the theme's own words where they fit and generic ones where they are not known. */
function dayEntry(theme: string, day: DayReading, plain = false): CatalogueTheme {
  const { doing, todo, did, name } = day;
  const there = day.place?.replace(/^an? /, 'the ');
  const goes = there !== undefined;
  // "taking the bus into town" is a day out too, with no place to say: its lines are an outing's, without one.
  const out = goes || isJourney(day);
  // "at the car wash", but "in London"; nothing where no place is said.
  const atThere = there ? (/^the /.test(there) ? ` at ${there}` : ` in ${there}`) : '';
  const kit = dayKit(day, plain);
  const general = generalEntry(day, out, goes, there, atThere);
  return {
    id: plain ? VISIT_PLOT_ID : DAY_PLOT_ID,
    // An everyday day, not an event with a crowd: its lifts and an older reader's voice are an activity's ("the ordinary
    // days were the ones that turned into stories"), not a show's ("holding on to the bench with both hands").
    kind: 'activity',
    words: typedTheme(theme),
    // Said again and again by the shared lines ("took in every bit of the trip"): short, the full name being in the lines above.
    name: day.occasion ? name : goes ? name.split(' ').slice(0, 2).join(' ') : 'the day',
    setting: kit?.setting ?? settingOf(theme, day),
    // An occasion's middle is joining in, shy at first (`plots/occasion-kit.ts`): bravery, not waiting.
    lesson: day.worried || day.occasion ? 'bravery' : kit?.lesson ?? (out ? 'patience' : 'perseverance'),
    ...(goes ? { visitorHome: 'a house in town', petsStayHome: true as const } : {}),
    ...(day.occasion?.dropOff ? { dropOff: 'at home time' as const } : {}),
    // A brother or sister the hero teaches is the cast's own, named in the kit's lines (`plots/teaching-kit.ts`).
    ...(day.learner?.startsWith('{sibor:') ? { aboutSibling: true as const } : day.learner?.startsWith('{inrole:') ? { roleInLines: true as const } : {}),
    ...hostAway(day),
    // The doing with its thing, not what it is made of or whom for: "The Day Ivy Built a Robot".
    title: goes ? [`{hero} and ${name}`] : [`The Day {hero} ${day.made ?? did}`],
    opening: day.worried
      ? [`Today {hero} was ${doing}, and {he} {was} a little scared.`, `Today {hero} had to ${todo}, and {his} tummy felt fluttery.`]
      : kit?.opening?.(doing) ?? [`Today {hero} was ${doing}, and {he} could hardly wait.`, `{hero} had wanted to ${todo} for ages, and today was the day.`],
    // A worry about the day opens on the worry; wanting it, on the kit's own question.
    worry: day.worried ? ['"What if I don\'t like it?" said {hero} quietly.', '"Do we have to?" asked {hero}, in a very small voice.'] : kit?.worry ?? general.worry,
    tries: kit?.tries ?? general.tries,
    turn: kit?.turn ?? general.turn,
    details: kit?.details ?? general.details,
    ...(kit?.senses ? { senses: kit.senses } : {}),
    // Said inside other lines too ("thought back to the moment …"): a clause with the hero in it.
    win: day.worried ? `{hero} ${did}, and it was not so scary after all` : kit?.win ?? general.win,
    end: kit?.end ?? general.end,
  };
}

/**
 * The family grown-up whose occasion it is ("grandpa's retirement party") waits at its place, who opens the door: never the
 * one who goes along on the way there (`ownerAway`); Mum or Dad takes the hero, at any age (a family's day, not a friend's).
 */
function hostAway(day: DayReading): Pick<CatalogueTheme, 'owner' | 'ownerAway' | 'withFamily'> {
  const host = day.occasion?.host;
  return host && /^\p{Lu}/u.test(host) ? { owner: host.toLowerCase(), ownerAway: true, withFamily: true } : {};
}

/** The lines of a day of no kind the kits know ("going fishing", "the windmill"), in words true of any day. */
function generalEntry(day: DayReading, out: boolean, goes: boolean, there: string | undefined, atThere: string): Pick<CatalogueTheme, 'worry' | 'tries' | 'turn' | 'details' | 'win' | 'end'> {
  const { doing, did } = day;
  // The doing said short after the first page: its thing ("the shells", "{his} scooter"), or its own -ing ("the fishing").
  const short = doingShort(day);
  return {
    worry: out
      ? ['"Is it time to go yet?" asked {hero}, for the third time.', '"What will it be like?" asked {hero}.']
      : ['"Can I do it all by myself?" asked {hero}.', '"What if I can\'t do it?" said {hero} quietly.'],
    tries: out
      ? [
        [`{hero} wanted to see everything${atThere} at once, and did not know where to look first.`, '{hero} ran ahead to see, but {grownup} called {him} back to stay close.'],
        [`There was a queue${atThere}, and {hero} had to wait {his} turn, but the queue did not move.`, '{hero} had to wait {his} turn, and the waiting went on and on, but nothing happened.'],
        day.doneThere ? [`{hero} had a go at ${day.doneThere}, but went too fast, and had to start again.`] : ['{hero} leaned in too far to look, and {grownup} said, "Careful, please!"', '{hero} pushed to the front to see, but had to go to the back again.'],
      ]
      : [
        ['{hero} watched how {grownup} did it, very carefully.', short === 'it' ? `{hero} watched {grownup} first, to see how to ${day.todo}.` : '{hero} watched {grownup} first, to see how it was done.'],
        // With no thing read, the doing is said again in the worst try, whole.
        short === 'it' ? [`{hero} tried to ${day.todo} all at once, too fast, and it did not work.`] : ['{hero} tried to do it all at once, too fast, and it did not work.', '{hero} rushed, but it all went wrong, and {he} had to start again.'],
        // The thing named, and how it goes wrong in any doing: a muddle halfway, not an abstract "it would not go right".
        short === 'it' ? [`{hero} had another go, but got in a muddle halfway, and {his} cheeks went hot.`] : [`{hero} had another go at ${short}, but got in a muddle halfway, and {his} cheeks went hot.`, `{hero} tried to ${handsOn(day)} again, but lost track halfway, and wanted to stop.`],
      ],
    turn: out
      ? ['{hero} took a slow breath, stayed close to {grownup}, and waited {his} turn, calm and ready.', '{hero} stopped rushing, stayed by {grownup}, and took it all in, one thing at a time.']
      : ['{hero} took a slow breath, asked {grownup} for a tip, and tried once more, slowly this time.', "{hero} listened to {grownup}'s tip, went slowly, and tried once more."],
    details: goes
      ? [
        [`On the way to ${there}, {hero} stopped at every kerb with {grownup} and looked both ways.`, `Shoes on, coat on, and off {hero} went with {grownup}, all the way to ${there}.`],
        [`{hero} looked all around ${there}: so many people, so many things, so much to see.`, `Everyone at ${there} seemed to know just what to do, except {hero}.`],
        day.doneThere ? [`This time, {hero} went slowly, and ${day.doneThere} was easier than {he} had thought.`] : [`This time, {hero} stayed close and watched, and saw everything there was to see.`, `{hero} found the very best thing${atThere}, and showed it to {grownup}.`],
        [`{hero} waved goodbye to ${there} and smiled the whole way home.`, 'On the way home, {hero} told {grownup} the best bit, twice.'],
      ]
      : out ? [
        [`Shoes on, coat on, and off {hero} went with {grownup}, ${doing}.`, 'At every kerb, {hero} stopped with {grownup} and looked both ways.'],
        ['{hero} looked all around: so many people, so many things, so much to see.', 'Everyone seemed to know just what to do, except {hero}.'],
        ['This time, {hero} stayed close and watched, and saw everything there was to see.', '{hero} sat by the window with {grownup} and watched the world go by.'],
        ['On the way home, {hero} told {grownup} the best bit, twice.', '{hero} smiled the whole way home.'],
      ]
      : [
        [short === 'it' ? 'First, {hero} and {grownup} talked it through, and worked out where to start.' : `First, {hero} and {grownup} looked at ${short} together, and worked out where to start.`],
        short === 'it' ? [`{grownup} showed {hero} how to ${day.todo}, one step at a time.`] : [`{grownup} showed {hero} how to ${handsOn(day)}, one bit at a time.`],
        short === 'it' ? ['This time it went right, bit by bit, just the way {grownup} had shown.'] : [`This time, {hero} went slowly, and ${short} came right, bit by bit, just the way {grownup} had shown.`],
        ['{hero} looked at what {he} had done, and grinned from ear to ear.', '{grownup} said {hero} had done it well, and {hero} felt proud all over.'],
      ],
    // Said inside other lines too ("thought back to the moment …"): a clause with the hero in it.
    // The doing is said whole on the first page; after it, "it" and the place.
    // The doing done, in its own verb: "Ivy packed {his} suitcase at last".
    win: goes ? `{hero} ${did}, and it was everything {he} had hoped` : short === 'it' ? 'it worked at last, just as {hero} had hoped' : `{hero} ${handsOn(day, 'did')} at last, just as {he} had hoped`,
    end: goes
      ? [`That night, {hero} remembered ${there}, and kept the best bit for a dream.`, `At home, {hero} told the whole family about ${there}, and kept the best bit for bedtime.`]
      // With no thing read ("washing up after dinner"), the doing is said again at the end, whole.
      : short === 'it' ? [`That night, {hero} remembered the day {he} ${did}, and kept the best bit for a dream.`] : [`That night, {hero} remembered the day and ${short}, and kept the best bit for a dream.`, `At bedtime, {hero} told the whole family about ${short}, and kept the best bit for a dream.`],
  };
}


/** Words a verb takes after it, kept with it: "pick up the litter". */
const PARTICLES = /^(?:up|out|in|away|off|down|on|over|back)$/;

/** The doing's verb with its thing said short: "pack {his} suitcase", "picked up the litter". */
function handsOn(day: DayReading, form: 'todo' | 'did' = 'todo'): string {
  // "going fishing" has no thing: the doing whole ("go fishing").
  if (!day.thing) return day[form];
  const [verb = '', next = ''] = day[form].split(' ');
  return `${verb}${PARTICLES.test(next) ? ` ${next}` : ''} ${doingShort(day)}`;
}

/** A doing said short: its thing, or its own -ing ("the fishing"), or "it". */
const doingShort = (day: DayReading) => day.thing?.the ?? (/^\p{L}+ing \p{L}+ing$/u.test(day.doing) ? `the ${day.doing.split(' ')[1]}` : 'it');

/** The day's own middle: a setback any day can have, a small choice, and a friend's small problem for a roomy book. */
function dayMiddle(day: DayReading, plain = false): ThemeMiddle {
  const kit = dayKit(day, plain);
  if (kit) return { setback: kit.setback, choice: kit.choice, subplot: kit.subplot, hope: kit.hope };
  const there = day.place?.replace(/^an? /, 'the ');
  const out = there !== undefined || isJourney(day);
  const atThere = there ? (/^the /.test(there) ? ` at ${there}` : ` in ${there}`) : '';
  const setbacks: [string, ...string[]] = [
    // With no thing read to name it short, the doing is said whole, as it was typed.
    out || doingShort(day) !== 'it' ? 'It was much harder than it looked, and {hero} wanted to give up.' : `It was much harder to ${day.todo} than it looked, and {hero} wanted to give up.`,
    // Rain and a bottle left behind spoil a day out; a doing may be at home and indoors.
    // A doing at home has no list of things to lose ("could not find one of the things she needed" fit nothing): a wait.
    ...(out ? ['{hero} had left {his} water bottle at home, and {his} mouth felt dry and cross.', 'Then it began to rain, big cold drops, and everyone hurried under cover.'] : ['Then {grownup} had to stop and answer the phone, and {hero} had to wait.']),
  ];
  return {
    setback: setbacks,
    choice: out
      ? ['{hero} could stop for a rest or keep going, and {he} chose to keep going, slowly.', '{hero} could go home early or stay to the end, and {he} chose to stay.']
      : [`{hero} could stop for a rest or keep on with ${doingShort(day)}, and {he} chose to keep going, slowly.`],
    subplot: {
      taught: ['{hero} noticed that going slowly worked better than going fast.', '{hero} saw that watching first made the doing easier.'],
      trouble: out ? [`{pal} felt shy${atThere}, and hung back${there ? ' by the door' : ''}.`, '{pal} wanted a turn too, but did not like to ask.'] : ['{pal} wanted a turn too, but did not like to ask.', '{pal} wanted to help, but did not know how, and stood back, watching.'],
      // A place with no turns to take ("the windmill") has a best spot to see from.
      gives: there && !day.doneThere ? 'the best spot' : 'the first turn',
      solved: there && !day.doneThere
        ? ['From the best spot, {pal} could see everything, and {pal} grinned.', 'From the best spot, {pal} stopped hanging back, and joined right in.']
        : ['{pal} had the first turn, and it went well, and {pal} grinned.', 'With the first turn, {pal} stopped hanging back, and joined right in.'],
    },
    hope: there ? `make the most of ${there}` : doingShort(day) === 'it' ? day.todo : `get ${doingShort(day)} right`,
  };
}

/** A page of the after-part a day out has: the photo taken of it, which goes on the fridge. */
function photoPage(day: DayReading): AfterPage {
  const there = day.place?.replace(/^an? /, 'the ');
  const of = there ? `{hero} at ${there}` : day.thing ? `{hero} with ${day.thing.the}` : '{hero}, grinning';
  return {
    write: (ctx) => page('A photo to keep.', [fill(ctx, [`{grownup} had taken a photo of ${of}, and it went on the fridge.`, `There was a photo of ${of}, and it went on the fridge, right in the middle.`]), fill(ctx, ['{hero} looked at it every time {he} went past.', 'Nobody was allowed to move it.'])], [], 'pointing', 'proud', 'hero'),
    stock: 'a photo',
  };
}

/** The day as the listener's band hears it (play on the floor at 0-5, with rules at 6-12). */
const heardAt = (day: DayReading | undefined, age: AgeGroup | undefined): DayReading | undefined => (day && age ? { ...day, age } : day);

/** The plot that tells the day a theme names, or nothing when the theme names none (`readDay`). */
export function dayPlot(theme: string | undefined, age?: AgeGroup): PlotShape | undefined {
  const day = theme ? heardAt(withGrownUpStaying(dayNamedBy(theme), age), age) : undefined;
  if (!day || !theme) return undefined;
  const told = themePlot(dayEntry(theme, day), dayMiddle(day));
  return { ...told, id: DAY_PLOT_ID, afterwards: [...(told.afterwards ?? []), photoPage(day)] };
}

/** The day's entry, for what the story's context takes from an outing (where the hero lives, pets left at home). */
export function dayOuting(theme: string | undefined, age?: AgeGroup): CatalogueTheme | undefined {
  const day = theme ? heardAt(withGrownUpStaying(dayNamedBy(theme), age), age) : undefined;
  return day && theme ? dayEntry(theme, day) : undefined;
}

/**
 * A day out at a place the table knows (the lighthouse, the windmill) told in the steps any visit has, with only the
 * row's sights and best moment (`plots/visit-kit.ts`): the telling for a listener whose band the row's whole story is
 * over (a long book at three to five), before any stock plot. Nothing for a day that is not such a day out.
 */
export function visitPlot(theme: string | undefined, age?: AgeGroup): PlotShape | undefined {
  const day = visitDay(theme, age);
  if (!day || !theme) return undefined;
  const told = themePlot(dayEntry(theme, day, true), dayMiddle(day, true));
  return { ...told, id: VISIT_PLOT_ID, afterwards: [...(told.afterwards ?? []), photoPage(day)] };
}

export function visitOuting(theme: string | undefined, age?: AgeGroup): CatalogueTheme | undefined {
  const day = visitDay(theme, age);
  return day && theme ? dayEntry(theme, day, true) : undefined;
}

/** The day a theme names when it is a day out at a place a row knows, told plainly (`visitPlot`). */
function visitDay(theme: string | undefined, age: AgeGroup | undefined): DayReading | undefined {
  const day = theme ? heardAt(withGrownUpStaying(dayNamedBy(theme), age), age) : undefined;
  return day?.place && day.kind === 'outing' && !day.doneThere && rowOf(day) ? day : undefined;
}
