import type { DayReading } from '../understand/read-day';
import { ownDayWords, type DoingFamily, type OwnDayWords } from '../understand/own-day-words';
import { nlp } from '../understand/kin-tagged';
import type { DayKit } from './day-kits';

/**
 * A doing no kit knows ("pegging out the sheets with granny", "hiding under the duvet with a torch", "going on a bear
 * hunt in the woods"), told as its own day from its own words rather than the general skill steps ("looked at the duvet
 * together … the duvet came right, bit by bit"): getting ready with what the words say is needed (the thing, the torch,
 * the spot), a small true trouble that follows from the doing itself by its verb's family (a hider's giggles, a hunt's
 * rustle that is only a bird, a walk's tired legs, a spot that will not come off, one of many things gone missing and
 * found, the wind out of doors), the turn where the child does the thing, and an end that remembers it. Each word is
 * said only in a slot it fits: the thing with its own article, the spot with its preposition, the doing in its forms.
 */

/** Things said as a heap, not one by one, and the piece of them that goes missing: the washing's sock. */
const PIECES: Readonly<Record<string, string>> = { washing: 'sock', laundry: 'sock', shopping: 'tin', recycling: 'bottle', litter: 'wrapper', silver: 'spoon', cutlery: 'spoon', post: 'letter', firewood: 'log', kindling: 'stick' };

interface Thing {
  the: string;
  It: string;
  it: string;
  was: string;
  /** One of them, to go missing: "sock" of "the socks" or of "the washing"; none for one thing alone. */
  piece?: string;
  /** Said as a heap ("the washing"), its piece named apart. */
  heap?: true;
}

function thingOf(day: DayReading): Thing | undefined {
  if (!day.thing) return undefined;
  const head = day.thing.the.split(' ').at(-1)!.toLowerCase();
  const heap = PIECES[head];
  const plural = day.thing.plural && !heap;
  // Read after an article, as a thing ("logs" alone is a verb).
  const one = plural ? ((nlp(`the ${head}`).nouns().toSingular().text() as string).replace(/^the\s+/i, '') || undefined) : heap;
  return { the: day.thing.the, It: plural ? 'They' : 'It', it: plural ? 'they' : 'it', was: plural ? 'were' : 'was', ...(one && one !== head ? { piece: one } : {}), ...(heap ? { heap: true as const } : {}) };
}

/** The doing's verb with its particle and thing, short: "peg out the sheets", "pegged out the sheets". */
function short(day: DayReading, form: 'todo' | 'did'): string {
  const [verb = '', next = ''] = day[form].split(' ');
  if (!day.thing) return day[form];
  // "put the toys back": a particle after the thing stays with it.
  const [, after = ''] = new RegExp(`\\b${day.thing.the.split(' ').at(-1)!}\\s+(back|away|out|up|down|off)\\b`, 'i').exec(day[form]) ?? [];
  return `${verb}${/^(?:up|out|in|away|off|down|on|over|back)$/.test(next) ? ` ${next}` : ''} ${day.thing.the}${after ? ` ${after}` : ''}`;
}

/** What a cleaning leaves: polished things shine; swept, raked or mucked-out ones are clean. */
const shineOf = (day: DayReading): string => (/^(?:polish|shine|buff|wipe|wash|scrub)\b/.test(day.todo) ? 'shining' : 'clean');

/** What a hunt is for: "a bear hunt" → "a bear"; nothing when the words say no creature. */
const hunted = (day: DayReading): string | undefined => /\b(?:an?|the)\s+(\p{L}+)\s+hunt\b/iu.exec(day.doing)?.[1]?.toLowerCase();

/** The hunt, the walk or the day, said again at the end: "the bear hunt", "the night walk". */
function outingName(day: DayReading): string | undefined {
  const [, name] = /^going on (?:an?|the)\s+(.+?)(?:\s+(?:in|on|at|round|around|through|along|across|with|up|down)\s.*)?$/i.exec(day.doing) ?? [];
  return name ? `the ${name}` : undefined;
}

function tries(family: DoingFamily, day: DayReading, thing: Thing | undefined, words: OwnDayWords): DayKit['tries'] {
  const at = words.spot ? ` ${words.spot}` : '';
  const wind = thing ? `Then the wind blew, and ${thing.the} flapped and tugged, and nearly flew away.` : 'Then the wind blew, and {hero} had to hold on tight.';
  const tired = '{hero}\'s arms got tired, and there was still so much to do.';
  switch (family) {
    case 'hide':
      return [
        [`{hero} hid${at}, but {his} feet were sticking out.`],
        ['Then {hero} got the giggles, and the giggles gave {him} away.'],
        [words.tool ? `Then the torch went flicker, flicker, and {hero} had to give it a shake.`.replace('the torch', /torch/.test(words.tool) ? 'the torch' : words.tool.replace(/^(?:an?|some|two)\s+/, 'the ')) : `It was hot and dark${at}, and {hero} wanted to come out.`],
      ];
    case 'hunt':
      return [
        ['{hero} looked and looked, but there was nothing there at all.'],
        [words.outdoors ? `Something rustled${at}. {hero} held on to {grownup}'s hand, very tight. It was only a bird.` : `Something moved behind the door. {hero} held on to {grownup}'s hand, very tight. It was only {grownup}'s coat on its hook.`],
        [words.outdoors ? '{hero} went too fast, and stepped on a stick with a loud CRACK.' : '{hero} went too fast, and bumped right into a chair.'],
      ];
    case 'walk':
      return [
        ['{hero} ran on ahead, and had to stop and wait for {grownup} to catch up.'],
        ['Halfway, {hero}\'s legs got tired, and {he} wanted to be carried.'],
        [words.outdoors ? 'Then there was a big muddy puddle, right across the way.' : 'Then {hero} forgot which way they had come.'],
      ];
    case 'animal':
      return [
        [`${thing?.It ?? 'It'} wriggled and wriggled, and would not keep still.`],
        [`Then ${thing?.the ?? 'it'} gave a big shake, all over {hero}.`],
        [`${thing?.It ?? 'It'} ran off, right round the ${words.outdoors ? 'garden' : 'room'}, and {hero} had to go after ${thing?.it === 'they' ? 'them' : 'it'}.`],
      ];
    case 'clean':
      return [
        ['{hero} went much too fast, and made more mess than before.'],
        [`One spot would not come clean, however hard {hero} ${day.did.split(' ')[0]}.`],
        [words.outdoors ? 'Then the wind blew, and undid a bit of the work.' : `{hero}'s arm got tired, and ${thing ? `${thing.the} still ${thing.was} not ${shineOf(day)}` : `it still was not ${shineOf(day)}`}.`],
      ];
    default:
      return [
        ['{hero} grabbed too many at once, and they tumbled everywhere.'],
        [`Then one ${thing?.piece ?? 'of them'} went missing. {hero} looked high and low, but it was nowhere.`],
        [words.outdoors ? wind : tired],
      ];
  }
}

/** The turn: the child does the thing, the trouble put right in the doing's own way. */
function turn(family: DoingFamily, thing: Thing | undefined): DayKit['turn'] {
  switch (family) {
    case 'hide': return ['{hero} tucked in {his} feet, held in the giggles, and kept very, very still.'];
    case 'hunt': return ['{hero} stopped, stood still, and listened. Then {he} went on, slowly and quietly, one step at a time.'];
    case 'walk': return ['{hero} held {grownup}\'s hand, and they went on together, one step at a time.'];
    case 'clean': return ['{hero} went slowly, round and round, one little bit at a time.'];
    case 'animal': return [`{hero} talked to ${thing?.the ?? 'it'} softly, in {his} calmest voice, and ${thing?.it ?? 'it'} kept still at last.`];
    default: return [`One ${thing?.piece ?? 'of them'} had gone missing, but {hero} found it, hiding where nobody had thought to look, and started again, one at a time.`];
  }
}

/** The first page after the opening: what the words say is needed, got ready. */
function ready(family: DoingFamily, thing: Thing | undefined, words: OwnDayWords): string {
  if (words.tool) return `First, {hero} found ${words.tool.replace(/^\{his\}/, '{his}')}, and held on tight.`;
  if (family === 'hide') return words.spot ? `First, {hero} looked for the very best spot: ${words.spot}.` : 'First, {hero} looked for the very best spot.';
  if ((family === 'hunt' || family === 'walk') && !words.outdoors) return 'First, {hero} and {grownup} made a plan: every corner, one room at a time.';
  if (family === 'hunt' || family === 'walk') return `First, boots on, coat on, and off {hero} went with {grownup}${words.spot ? `, ${words.spot}` : ''}.`;
  if (family === 'clean') return `First, {hero} rolled up {his} sleeves, and {grownup} did too.`;
  if (thing?.piece && family === 'handle') return `First, {hero} and {grownup} tipped out ${thing.the} in a big heap.`;
  return thing ? `First, {hero} and {grownup} got ${thing.the} ready${words.spot ? `, ${words.spot}` : ''}.` : 'First, {hero} and {grownup} found just the right spot.';
}

/** The grown-up's part: how their hands, feet or voice show the child the doing. */
function shown(family: DoingFamily): string {
  switch (family) {
    case 'hide': return '{grownup} counted, slowly, and {hero} curled up small.';
    case 'hunt': return '{grownup} walked on tiptoe, and {hero} did too: tiptoe, tiptoe.';
    case 'walk': return '{grownup} pointed out every little thing along the way.';
    default: return '{grownup}\'s hands showed {hero} how, slow and sure, and {hero}\'s hands copied.';
  }
}

/** The grown-up's word after it: brave on a hunt or walk, the best hider, the best helper at a job. */
function pride(family: DoingFamily): string {
  if (family === 'hunt' || family === 'walk') return '{grownup} said {hero} had been brave the whole way, and {hero} stood up very tall.';
  if (family === 'hide') return '{grownup} said it was the best hiding spot in the whole world, and {hero} glowed.';
  return '{grownup} said it was a job well done, and {hero} stood up very tall.';
}

/**
 * Small true things of the doing to see, hear or feel, said once a book on a thin page (`CatalogueTheme.senses`): what
 * any hider, hunter, walker, cleaner or handler of a heap meets, with the spot and the tool the words name.
 */
function senses(family: DoingFamily, day: DayReading, thing: Thing | undefined, words: OwnDayWords): string[] {
  const at = words.spot ? ` ${words.spot}` : '';
  const torch = words.tool && /torch/.test(words.tool);
  switch (family) {
    case 'hide': return [`It was dark and warm${at}, and {hero} could hear {his} own breathing.`, '{hero} peeped out through a tiny gap.', ...(torch ? [`The torch made a little round moon${at}.`] : [])];
    case 'hunt': return words.outdoors
      ? ['Twigs snapped, and leaves crunched underfoot.', 'A bird called, high up, and then everything was quiet.']
      : ['The stairs creaked: one, two, three.', '{hero} looked under the table, and behind the door.'];
    case 'walk': return [...(torch ? ['The torches made wobbly circles on the path.'] : []), ...(words.outdoors ? ['The air smelled of wet grass and mud.', 'Somewhere, an owl went hoo.'] : [])];
    case 'clean': return /^(?:sweep|rake|brush)\b/.test(day.todo) ? ['The brush went swish, swish, swish.'] : ['The cloth went squeak, squeak, squeak.', 'Little bubbles popped on {hero}\'s fingers.'];
    case 'animal': return thing ? [`{hero} could feel ${thing.the} breathing, quick and warm.`, `${thing.It} sniffed {hero}'s fingers, and {hero} giggled.`] : [];
    default: return [
      ...(/^(?:hang|peg)\b/.test(day.todo) && thing ? [`${thing.It === 'They' ? 'They' : thing.the.replace(/^the/, 'The')} ${thing.was} wet and cold and heavy in {hero}'s hands.`] : []),
      'There were big ones and little ones, and {hero} did the little ones.',
      ...(words.outdoors ? ['The wind tugged at {hero}\'s hair.'] : []),
    ];
  }
}

/** What the end remembers: the piece found, the spot hidden in, the hunt, the thing shining, the doing. */
function remembered(family: DoingFamily, day: DayReading, thing: Thing | undefined, words: OwnDayWords): string {
  if (family === 'animal' && thing) return `${thing.the}, and the big shake`;
  // A heap's piece is named with the heap ("the sock that went missing from the washing"); one of many, alone.
  if (thing?.piece && family !== 'clean') return `the ${thing.piece} that went missing${thing.heap ? ` from ${thing.the}` : ''}, and where it had been hiding`;
  if (family === 'hide') return `being hidden${words.spot ? ` ${words.spot}` : ''}, as still as a mouse`;
  if (family === 'hunt' || family === 'walk') return outingName(day) ?? `the day {he} ${day.did}`;
  if (family === 'clean' && thing) return `${thing.the}, ${shineOf(day) === 'shining' ? 'shining' : 'clean at last'}`;
  return `the day {he} ${short(day, 'did')}`;
}

/** The trouble said short, for the parent (`DayKit.steps`). */
function troubleSaid(family: DoingFamily, thing: Thing | undefined): string {
  switch (family) {
    case 'hide': return 'giggles that give a hider away';
    case 'hunt': return 'a rustle that is only a bird';
    case 'walk': return 'tired legs and a puddle';
    case 'clean': return 'one spot that will not come off';
    case 'animal': return 'an animal that will not keep still';
    default: return `one ${thing?.piece ?? 'of them'} gone missing and found`;
  }
}

/**
 * The kit of a doing no kit knows, when its words give enough to tell it: a thing done to, a spot it is done in, or a
 * hunt or walk gone on. A doing of none of these ("waving bye bye") is a moment (`plots/day-moment.ts`).
 */
export function ownDayKit(day: DayReading): DayKit | undefined {
  if (day.place) return undefined;
  const words = ownDayWords(day);
  const thing = thingOf(day);
  const family = words.family;
  // A verb of no family has no trouble true of it ("winding up the grandfather clock" never "slipped, and nearly fell"):
  // it keeps the general steps.
  if (family === 'other' || (!thing && !words.spot && family !== 'hunt' && family !== 'walk')) return undefined;
  // "riding my scooter": a ride on a thing of one's own is play, in the general steps, not a walk's tired legs; a hill is the way.
  // Handling one thing ("emptying the dishwasher") loses none of it: a job's own steps tell it.
  if (family === 'handle' && !thing?.piece) return undefined;
  if (family === 'walk' && thing && !/\b(?:hills?|mountains?|fells?|peaks?|stairs|steps)$/.test(thing.the)) return undefined;
  // "hiding the duvet": a spot's noun is never the thing done to.
  const doneTo = family === 'hide' ? undefined : thing;
  const what = doneTo ? doneTo.the : 'it';
  const prey = hunted(day);
  const worry: DayKit['worry'] = family === 'animal' ? [`"Will ${what} keep still?" asked {hero}.`]
    : family === 'hide' ? [`"Will anyone find me?" whispered {hero}.`]
    : family === 'hunt' ? [prey ? `"What if we really find ${/^[aeiou]/.test(prey) ? 'an' : 'a'} ${prey}?" whispered {hero}.` : '"What if we find something?" whispered {hero}.']
      : family === 'walk' ? ['"How far is it?" asked {hero}.']
        : family === 'clean' ? [`"Will ${what} really be ${shineOf(day) === 'shining' ? 'shiny' : 'clean'}?" asked {hero}.`]
          : [`"Can I do ${what === 'it' ? 'it' : what} all by myself?" asked {hero}.`];
  const memory = remembered(family, day, doneTo, words);
  const won = short(day, 'did');
  return {
    opening: (doing) => family === 'clean' || family === 'handle'
      ? [`{hero} had a job to do today: {he} was ${doing}.`, `Today {hero} was ${doing}, a real job, all of {his} own.`]
      : [`Today {hero} was ${doing}, and {his} heart went thump.`, `Today {hero} was ${doing}, and {he} had been looking forward to it all week.`],
    worry,
    tries: tries(family, day, doneTo, words),
    turn: turn(family, doneTo),
    details: [
      [ready(family, doneTo, words)],
      [shown(family)],
      [family === 'hunt' || family === 'walk' ? `This time, {hero} ${won}, and {grownup} was right beside {him}.` : `This time, {hero} ${won}, all by {him}self, and {grownup} saw every bit.`],
      [pride(family)],
    ],
    senses: senses(family, day, doneTo, words),
    win: family === 'hunt' || family === 'walk' ? `{hero} ${won}, brave the whole way` : `{hero} ${won}, all by {him}self`,
    end: [`That night, {hero} thought about ${memory}, and smiled in the dark.`, `At bedtime, {hero} told the whole family about ${memory}.`],
    setback: family === 'hide' ? ['Then {grownup} walked right past, and did not see {him} at all.']
      : words.outdoors ? ['Then a few drops of rain fell, and {hero} and {grownup} looked up at the sky.'] : ['Then {grownup} had to stop for a minute, and {hero} kept going alone.'],
    choice: [`{hero} could stop and play, or keep going, and {he} chose to keep going.`],
    subplot: {
      taught: [family === 'hide' || family === 'hunt' ? '{hero} noticed that being quiet worked best.' : '{hero} noticed that one at a time was faster than all at once.'],
      trouble: ['{pal} wanted to join in, but did not know how.', '{pal} watched from the side, and wished for a go.'],
      gives: 'the first go',
      solved: ['{pal} had the first go, and joined right in, grinning.'],
    },
    hope: short(day, 'todo'),
    lesson: family === 'hide' || family === 'hunt' ? 'patience' : 'perseverance',
    steps: `its own steps, read from its words (getting ready, ${troubleSaid(family, doneTo)}, doing it alone, remembering it)`,
  };
}
