/**
 * The sound a page's own line makes (issue 28, round 20): "A big bucket of water tipped the wrong way. Splash!" carries
 * the story where "Whee!" after it was filler. Only a deed that makes that very sound, said in the line; never inside a
 * quotation, where someone else is talking.
 */
const SCENE_SOUNDS: ReadonlyArray<[string, RegExp]> = [
  ['Splash!', /\b(?:splash\w*|(?:jumped|fell|dived|tipped|poured) (?:\w+ )?into the (?:water|pool|puddle|sea|bath|pond)|water tipped|spilled|poured|(?:cup|glass|jug|bucket) of water)\b/],
  ['Crash!', /\b(?:crash\w*|toppled|tumbled down|fell down|knocked (?:it |them )?over|tipped over|tipped onto|slumped into a heap)\b/],
  ['Bang!', /\b(?:bang\w*|slammed|hit the wall)\b/],
  ['Pop!', /\b(?:popped|burst open)\b/],
  ['Beep!', /\bbeep(?:ed|s)?\b/],
  ['Knock, knock.', /\bknocked (?:on|at) the door\b/],
  ['Ding-dong!', /\b(?:doorbell|bell rang)\b/],
  ['Woof!', /\bbark(?:ed|s)?\b/],
  ['Fizz!', /\bfizz(?:ed|es)?\b/],
  ['Peep!', /\bwhistle (?:went|blew)\b/],
  ['Crunch!', /\b(?:crunch\w*|bit into)\b/],
  ['Achoo!', /\bsneez\w*\b/],
  ['Creak!', /\bcreak\w*\b/],
  ['Whoosh!', /\b(?:whoosh\w*|rushed past|zoomed|slid down|swooshed)\b/],
  ['Clap, clap!', /\bclapped\b/],
  ['Thud!', /\b(?:thud\w*|dropped (?:it|them|the \w+))\b/],
  ['Snap!', /\b(?:snapped|broke in two)\b/],
  ['Rip!', /\b(?:ripped|tore)\b/],
  ['Zip!', /\bzipped\b/],
  ['Click!', /\b(?:clicked|switched (?:it |the \w+ )?(?:on|off))\b/],
  ['Tap, tap.', /\btapped\b/],
  ['Squeak!', /\bsqueak\w*\b/],
  ['Plop!', /\bplopped\b/],
];

/** Outside quotation marks: what the narrator says happened. */
const narrated = (sentence: string): string => sentence.replace(/["“][^"”]*["”]/g, ' ').toLowerCase();

/** The first sound (not said in the book yet) a line of the page makes, and that line; undefined where no line makes one. */
export function sceneSoundFor(sentences: readonly string[], from: number, unsaid: (word: string) => boolean): { word: string; after: number } | undefined {
  for (const [index, sentence] of sentences.entries()) {
    if (index < from) continue;
    const line = narrated(sentence);
    const sound = SCENE_SOUNDS.find(([word, cue]) => unsaid(word) && cue.test(line) && !line.includes(word.toLowerCase().replace(/[^a-z].*$/, '')));
    if (sound) return { word: sound[0], after: index };
  }
  return undefined;
}
