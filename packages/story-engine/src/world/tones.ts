import type { Mood, Tone } from '@studio/contracts/stories';
import { capitalize, possessive, withArticle } from '../core/text';
import type { StoryContext } from '../story/story-context';

/** How a tone changes wording: extra lines it sprinkles in, and words for titles and summaries. */
export interface ToneKit {
  id: Tone;
  /** Sentences in the tone's voice; each names a character so two stories never share them. */
  flourishes: readonly Flourish[];
  /**
   * Lines only for one end of the age range: toddler gags ("Boing, boing!") for readers up to five,
   * drier wit for six and up, so "funnier" is funny at the reader's age.
   */
  youngest?: readonly Flourish[];
  older?: readonly Flourish[];
  /** "a giggly story" */
  adjective: string;
  titleWords: readonly string[];
  /** Gentle tones never show a scared face; worry is as far as they go. */
  avoidsFright: boolean;
  closingMood: Mood;
}

type Flourish = (ctx: StoryContext) => string;

const CHILDISH = new Set<Flourish>();
/**
 * Marks a tone line that nine-to-twelve-year-olds would find babyish ("Onward!", "Oops!" giggled Mia):
 * younger readers keep it, older ones do not get it (see `forOlderReaders`).
 */
const babyish = (line: Flourish): Flourish => {
  CHILDISH.add(line);
  return line;
};

/** The tone lines fit for readers of nine to twelve. */
export const forOlderReaders = (lines: readonly Flourish[]): Flourish[] => lines.filter((line) => !CHILDISH.has(line));

const MOVING = new Set<Flourish>();
/** Marks a tone line about setting off or pressing on ("Onward!"): it fits only a page where someone is on the move. */
const onTheMove = (line: Flourish): Flourish => {
  MOVING.add(line);
  return line;
};

/** Whether a tone line needs a page where someone is on the move. */
export const needsMovement = (line: Flourish): boolean => MOVING.has(line);

const QUIET = new Set<Flourish>();
/** A line of stillness ("A soft hush settled around Grace."): only on a calm or sleepy page, never after a race. */
const whenQuiet = (line: Flourish): Flourish => {
  QUIET.add(line);
  return line;
};

/** Whether a tone line needs a page whose mood is calm. */
export const needsQuiet = (line: Flourish): boolean => QUIET.has(line);

const OFF_SCENE = new Set<Flourish>();
/**
 * Marks a gag that brings in something nobody saw there (a creature that somersaults, a leaf on a head): a story at one
 * event (the dentist's, a kite on the hill) keeps to gags about who is there (see `offScene`).
 */
const broughtIn = (line: Flourish): Flourish => {
  OFF_SCENE.add(line);
  return line;
};

/** Whether a tone line brings in something from outside the page's scene. */
export const offScene = (line: Flourish): boolean => OFF_SCENE.has(line);

const someCreature = (ctx: StoryContext) => withArticle(ctx.rng.pick(ctx.set.creatures));

const FUNNY: ToneKit = {
  id: 'funny', adjective: 'giggly', titleWords: ['Giggly', 'Wobbly', 'Topsy-Turvy'], avoidsFright: false, closingMood: 'happy',
  flourishes: [
    broughtIn(babyish((ctx) => `${ctx.pal.name} sneezed so loudly that ${someCreature(ctx)} did a somersault in surprise.`)),
    ({ hero, pal }) => `${pal.name} pulled a very silly face, and ${hero.name} snorted with laughter.`,
    ({ hero, pal }) => `${pal.name} tried to look serious, but ${pal.his} nose began to twitch, and ${hero.name} burst out laughing.`,
    broughtIn(babyish((ctx) => `${someCreature(ctx)} blew a loud raspberry at ${ctx.hero.name}, and ${ctx.hero.name} blew one right back.`)),
    // Short enough for the plainest styles, which a long name can bring even to older readers.
    babyish(({ hero }) => `"Oops!" giggled ${hero.name}.`),
    ({ pal }) => `${pal.name} snorted with laughter.`,
  ],
  youngest: [
    onTheMove(({ hero }) => `"Boing, boing!" went ${hero.name}, bouncing like a rubber ball.`),
    ({ hero }) => `${possessive(hero.name)} tummy went "grumble, rumble," and everyone giggled.`,
    ({ hero }) => `"Oops-a-daisy!" said ${hero.name}, wobbling on one foot.`,
    onTheMove(({ hero }) => `"Splish, splosh, squelch!" went ${possessive(hero.name)} feet.`),
  ],
  older: [
    ({ hero, pal }) => `"That went well," said ${pal.name}, which was not true at all, and ${hero.name} burst out laughing.`,
    broughtIn(({ hero, pal }) => `${hero.name} tried to look calm, which is hard with a leaf stuck to your head, and ${pal.name} giggled.`),
    ({ pal }) => `${pal.name} announced a brilliant plan, then admitted ${pal.he} had forgotten the middle part, and everyone giggled.`,
    (ctx) => `${ctx.hero.name} tried to whistle a tune, but only a squeak came out, and ${ctx.pal.name} snorted.`,
  ],
};

const SILLY: ToneKit = {
  id: 'silly', adjective: 'silly', titleWords: ['Silly', 'Wiggly', 'Upside-Down'], avoidsFright: false, closingMood: 'happy',
  flourishes: [
    ({ hero, treasure }) => `${hero.name} balanced ${withArticle(treasure)} on ${hero.his} nose, just to see if ${hero.he} could.`,
    broughtIn(babyish((ctx) => `${ctx.pal.name} did a wiggly, jiggly dance, and ${someCreature(ctx)} joined in.`)),
    babyish(({ hero }) => `${hero.name} tried to whistle, but only a long, loud raspberry came out.`),
    babyish(({ pal, set }) => `${pal.name} hopped on one leg and sang a song about ${set.treat}.`),
    ({ hero }) => `${hero.name} counted to ten backwards, got muddled at seven and giggled all the way to one.`,
    onTheMove(({ hero, pal }) => `${hero.name} and ${pal.name} walked backwards for a while, just because it felt funny.`),
    babyish(({ hero }) => `${hero.name} did a silly wiggle.`),
    babyish(({ pal }) => `"Wiggle, waggle!" giggled ${pal.name}.`),
  ],
  youngest: [
    ({ hero }) => `"Wibble, wobble, wubble!" sang ${hero.name}, for no reason at all.`,
    ({ hero, pal }) => `"Bananas in pyjamas!" shouted ${pal.name}, which made no sense at all, so ${hero.name} shouted it too.`,
  ],
  older: [
    ({ hero }) => `${hero.name} tripped over nothing at all, stood up very straight and said, "For the record, that was on purpose."`,
    ({ pal }) => `${pal.name} suggested a sensible plan, then did the whole thing backwards.`,
  ],
};

const COZY: ToneKit = {
  id: 'cozy', adjective: 'cozy', titleWords: ['Snug', 'Cozy', 'Quiet'], avoidsFright: true, closingMood: 'calm',
  flourishes: [
    // A feeling shown in the body, never named (round 20): "felt warm all the way through" closed a page in one told book in three.
    ({ hero }) => `${hero.name} pulled ${hero.his} sleeves down over ${hero.his} hands, snug as a cat.`,
    ({ hero, pal }) => `${hero.name} hummed a quiet little tune, and ${pal.name} hummed along.`,
    ({ hero, set }) => `A gentle calm settled over ${set.place}, and ${hero.name} breathed slowly in and out.`,
    babyish(({ hero, pal }) => `${pal.name} snuggled close to ${hero.name}, warm and cozy.`),
    ({ hero }) => `${possessive(hero.name)} cheeks went pink and warm, and ${hero.he} smiled without meaning to.`,
    babyish(({ hero }) => `${hero.name} took a slow, happy breath and smiled a sleepy smile.`),
    ({ hero }) => `It was the kind of moment ${hero.name} wanted to keep forever, quiet and warm.`,
    ({ hero, pal }) => `Everything felt soft and slow, and ${pal.name} rested for a moment beside ${hero.name}.`,
  ],
};

const ADVENTUROUS: ToneKit = {
  id: 'adventurous', adjective: 'daring', titleWords: ['Daring', 'Great', 'Amazing'], avoidsFright: false, closingMood: 'proud',
  flourishes: [
    onTheMove(babyish(({ hero }) => `"Onward!" cried ${hero.name}, and ${hero.his} heart beat fast with excitement.`)),
    onTheMove(({ hero }) => `With a big whoosh, the wind rushed past ${hero.name} like a racing train.`),
    onTheMove(({ hero, pal }) => `"Adventure is this way, ${hero.name}!" called ${pal.name}, pointing ahead.`),
    onTheMove(({ hero }) => `${hero.name} stood tall like a real explorer and looked far into the distance.`),
    onTheMove(({ hero }) => `Every step felt like the start of something big, and ${hero.name} could hardly wait.`),
    // A grandparent comes along at their own pace: the hero races ahead alone.
    onTheMove(babyish(({ hero, pal }) => (pal.elder ? `${hero.name} raced ahead, bold and bright as a rocket, and ${pal.name} followed at ${pal.his} own steady pace.` : `${hero.name} and ${pal.name} raced ahead, bold and bright as rockets.`))),
    onTheMove(babyish(({ hero }) => `"We are explorers," whispered ${hero.name}, "and explorers keep going!"`)),
    ({ hero }) => `${possessive(hero.name)} eyes sparkled as ${hero.he} wondered what was coming next.`,
    // Short enough for the youngest readers' styles, so a daring story stays daring for them too.
    onTheMove(babyish(({ hero }) => `"Onward!" cried ${hero.name}.`)),
    babyish(({ hero }) => `${hero.name} stuck ${hero.his} chin out, bold as anything.`),
    babyish(() => `What an adventure!`),
  ],
};

const HEARTWARMING: ToneKit = {
  id: 'heartwarming', adjective: 'heartwarming', titleWords: ['Wonderful', 'Warm-Hearted', 'Big-Hearted'], avoidsFright: false, closingMood: 'happy',
  flourishes: [
    babyish(({ hero, pal }) => `${pal.name} gave ${hero.name} a big, warm hug.`),
    babyish(({ hero }) => `${hero.name} felt a glow in ${hero.his} heart, bright as a lantern.`),
    ({ hero, pal }) => `"I'm so glad you're here," ${hero.name} told ${pal.name}.`,
    (ctx) => `${ctx.pal.name} stayed by ${possessive(ctx.hero.name)} side, and together they listened to ${ctx.sound()}.`,
    ({ hero, pal }) => `${hero.name} smiled at ${pal.name}, and ${pal.name} smiled right back.`,
    ({ hero }) => `${hero.name} smiled so wide that ${hero.his} cheeks ached.`,
    // The one beside the hero, whoever they are: "such good friends" was said of a sister and of Mum (held-out reads 47, 48).
    ({ hero, pal }) => `${hero.name} thought about how lucky ${hero.he} ${hero.was} to have ${pal.name} there.`,
    babyish((ctx) => `There was so much love around ${ctx.hero.name} that even ${someCreature(ctx)} seemed to smile.`),
  ],
};

const GENTLE: ToneKit = {
  id: 'gentle', adjective: 'gentle', titleWords: ['Gentle', 'Little', 'Kind'], avoidsFright: true, closingMood: 'calm',
  flourishes: [
    whenQuiet(({ hero }) => `A soft hush settled around ${hero.name}.`),
    onTheMove(({ hero }) => `${hero.name} went slowly, noticing every little thing.`),
    // A robin does not smile: an animal friend comes a little closer instead.
    // What the friend shows is the place's own ("smiled a small, kind smile" was every gentle book's).
    (ctx) => (ctx.pal.kit.person ? `${ctx.pal.name} showed ${ctx.hero.name} how ${ctx.sight()}.` : `${capitalize(ctx.pal.name)} ${ctx.pal.kit.moved} a little closer to ${ctx.hero.name}.`),
    (ctx) => `${ctx.hero.name} listened carefully to ${ctx.sound()}.`,
    whenQuiet(({ hero }) => `Everything around ${hero.name} felt quiet and kind.`),
    whenQuiet(({ hero }) => `${hero.name} took a slow breath and felt calm inside.`),
    // Humming is for an easy moment, never right after a stamp of the feet or a telling-off.
    whenQuiet(({ hero }) => `${hero.name} hummed softly to ${hero.self}.`),
    onTheMove((ctx) => `${ctx.pal.name} and ${ctx.hero.name} stopped to watch how ${ctx.sight()}.`),
  ],
};

export const TONE_KITS: Record<Tone, ToneKit> = {
  funny: FUNNY,
  silly: SILLY,
  cozy: COZY,
  adventurous: ADVENTUROUS,
  heartwarming: HEARTWARMING,
  gentle: GENTLE,
};
