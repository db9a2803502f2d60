/**
 * A contest of something built there and then, against the clock (a sandcastle competition on the beach, a snowman
 * contest in the park): no entries laid out on tables beforehand, but a patch marked out with a flag, a whistle to
 * start and to stop, the thing built where it stands (the sea, the sun, a dog) and the judges walking along the row.
 * In the shape of the contest frame's lines (`the-contest.ts`).
 */
export const BUILT_THERE = /\b(?:sand ?castles?|sand sculptures?|snow ?m[ae]n|snow sculptures?|snow forts?|dens?|rafts?)\b/i;

const BUILT_THERE_LINES = {
  worry: ['"What if it falls down before the judges come?" said {hero}.', '"What if {threat} gets it?" said {hero}.'],
  arrive: ['At {contest}, every team got a patch marked out with string and a little flag with a number, and {hero}\'s flag said nine.', 'At {contest}, a man with a whistle walked along the row of patches, and {hero} knelt down on number nine.'],
  tries: [
    ['{rush}', 'When the whistle went, {hero} piled it up so high so fast that the top slid off.'],
    ['{hero} looked along the row at everybody else\'s, which were all taller, and that did not help at all.', 'Halfway through, {hero} looked at the patch next door, which had a {grand}, and stopped {working}.'],
    ['A dog ran straight through the middle of {hero}\'s patch, and {hit}.', '{soft}'],
  ],
  setback: ['{crack}', 'Then somebody shouted, "Ten minutes left!" and the best bit crumbled.'],
  choice: ['{hero} could start again with something small, or mend the one that had cracked, and {he} chose to mend it.', '{hero} could make it bigger or make it better, and {he} chose better.'],
  turn: ['{grownup} showed the trick: {packed}, packed hard with flat hands, one small layer at a time.', '{hero} stopped rushing, and packed each layer down with flat hands before the next one, the way {grownup} showed {him}.'],
  going: ['The whistle blew for the end, and everybody stood back from their patches with sandy knees.', 'The last whistle went, and all along the row people stopped and stood up.'],
  detail: ['{first}', '{last}'],
  results: {
    won: { win: 'the judges put a red rosette on {hero}\'s flag', detail: 'One judge crouched down to look at {hero}\'s {built} and said, "Now that has a face."', end: 'At home, {hero} put the rosette by the bed, still a bit {wet}.' },
    placed: { win: '{hero}\'s patch got a "highly commended" card on its flag', detail: 'It was not first. {hero} minded for about a minute, and then went to look at the winner\'s {grand}, which was very good.', end: 'At home, {hero} drew next year\'s {built}, with a {grand}.' },
    out: { win: 'the judges walked past {hero}\'s patch, smiled, and gave the rosette to the {grand}', detail: '{gone}', end: 'At home, {hero} said that next year there would be a {grand}, and {more}.' },
  },
} as const;

/** What each thing built there is made of, its grand touch, and what happens to it: sand and the tide, snow and the sun. */
const BUILT_THINGS: readonly { of: RegExp; words: Readonly<Record<string, string>> }[] = [
  { of: /\bsnow/i, words: { built: 'snowman', grand: 'top hat', threat: 'the sun', rush: 'The whistle went, and {hero} rolled so fast that the first snowball fell apart.', hit: 'the snowman\'s middle was flat', working: 'rolling', crack: 'Then, with ten minutes to go, the snowman\'s head cracked and rolled off.', more: 'a carrot nose from home', packed: 'sticky snow', wet: 'damp', soft: 'The sun came out, and one side went soft and slid.', first: '{hero} pressed in stones for eyes and a row of buttons down the front.', last: '{hero} wound {his} own scarf round its neck, and stood back to look.', gone: 'By the afternoon, every snowman along the row was melting, the winner\'s too, and {hero} laughed.' } },
  { of: /./, words: { built: 'castle', grand: 'drawbridge', threat: 'the sea', rush: 'The whistle went, and {hero} dug so fast that the first tower slumped into a heap.', hit: 'one wall was gone', working: 'digging', crack: 'Then, with ten minutes to go, the biggest tower cracked down the middle.', more: 'a bigger moat', packed: 'wet sand', wet: 'sandy', soft: 'A big bucket of water tipped the wrong way, and one side went soft and slid.', first: '{hero} pressed shells in for windows and a feather on top for a flag.', last: 'There was a moat all the way round, and {hero} poured the water in, one bucket at a time.', gone: 'Then the tide came in and took every castle along the row, the winner\'s too, and {hero} laughed.' } },
];

type Lines = typeof BUILT_THERE_LINES;

/** The lines of a contest of a thing built there, with that thing's own words put in. */
export function builtThereLines(of: string): Lines {
  const { words } = BUILT_THINGS.find((thing) => thing.of.test(of))!;
  const put = (line: string) => line.replace(/\{(built|grand|more|packed|wet|soft|first|last|gone|threat|rush|hit|working|crack)\}/g, (_all, key: string) => words[key]!);
  return JSON.parse(JSON.stringify(BUILT_THERE_LINES), (_key, value: unknown) => (typeof value === 'string' ? put(value) : value)) as Lines;
}
