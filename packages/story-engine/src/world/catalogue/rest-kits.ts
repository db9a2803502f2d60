import type { Wording } from './theme-entry';

/**
 * The true lines a theme's second half brings to any moment it is told in (`plots/rest-kept.ts`): the weather a day is
 * had in changes what is seen on it and brings its own trouble; a pet's habit is the day's own problem, and its fix.
 * Each line has two wordings; a board book's listener hears the plainer one.
 */
export interface RestKit {
  /** The parent's words for it, read anywhere in the theme. */
  said: RegExp;
  /** Words an entry's own lines already tell it with: then the entry needs none of this. */
  told: RegExp;
  /** A thing seen or felt on a middle page, in place of one of the entry's own. */
  detail: Wording;
  /** What goes wrong because of it, as the day's setback. */
  trouble: Wording;
  /** The hero's doubt right after it, in place of the entry's own (which is of the entry's own setback). */
  doubt: Wording;
  /** A pet habit's usual thing ({object}), where the parent names none: what a puppy chews, what a kitten climbs. */
  object?: string;
}

/** The weather a day is had in ("camping in the rain", "a picnic on a windy day"). */
export const WEATHER_KITS: readonly RestKit[] = [
  {
    said: /\b(?:thunder ?storms?|storm(?:y|s)?|thunder(?:ing)?|lightning)\b/i, told: /\bthunder|\bstorm/i,
    detail: ['Far away, thunder rumbled, and the rain came down so hard that it bounced.', 'Rumble went the thunder, far away.'],
    trouble: ['Then came a crash of thunder so loud that {hero} jumped, and everyone hurried in out of the storm, dripping.', 'Crash went the thunder, and everyone ran inside.'],
    doubt: '{hero} pressed {his} nose to the window. "The storm has spoiled everything," {he} said.',
  },
  {
    said: /\bin the (?:pouring |heavy |pelting )?rain\b|\brain(?:y|ed|ing|s)\b|\bwhen it (?:was )?rain(?:s|ed|ing)\b|\bdrizzl(?:e|y|ing)\b|\bwet (?:day|weather)\b|\bpouring (?:down|rain)\b/i, told: /\brain(?!bow)|\bdrizzl|\bpuddles?\b/i,
    detail: ['The rain pattered on {hero}\'s hood, and every puddle on the way was a chance to splash.', 'Pitter-patter went the rain on {hero}\'s hood.'],
    trouble: ['Then the rain came down harder than ever, and everyone had to run for shelter, dripping and laughing.', 'Then the rain came pouring down, and everyone ran for shelter.'],
    doubt: '{hero} wiped the rain off {his} nose. "The rain has spoiled everything," {he} said.',
  },
  {
    said: /\bin the snow\b|\bsnow(?:y|ing|ed|s)\b|\bwhen it snow(?:s|ed)\b|\bsnow ?storm\b|\bblizzard\b/i, told: /\bsnow/i,
    detail: ['Snowflakes landed on {hero}\'s sleeves, and every footstep went crunch.', 'Crunch, crunch went the snow under {hero}\'s boots.'],
    trouble: ['Then the snow came down so thick that {hero} could hardly see, and {his} fingers tingled with the cold.', 'Then the snow came down thick, and {hero}\'s fingers got cold.'],
    doubt: '{hero} tucked {his} cold hands under {his} arms. "It\'s too snowy," {he} said.',
  },
  {
    said: /\b(?:windy|blustery|in the wind|gale|gales)\b/i, told: /\bwind(?!ow)|\bgust|\bblew\b|\bbreeze/i,
    detail: ['The wind tugged at {hero}\'s coat and blew {his} hair all over {his} face.', 'Whoosh went the wind, all round {hero}.'],
    trouble: ['Then a big gust of wind snatched {hero}\'s hat right off {his} head and sent it tumbling away, and everyone chased it.', 'Then the wind blew {hero}\'s hat away, and everyone chased it.'],
    doubt: '{hero} pushed {his} hair out of {his} eyes. "This wind spoils everything," {he} said.',
  },
  {
    said: /\b(?:on a |in the |on the )?(?:hot|boiling|scorching|sweltering) (?:day|weather|sun)\b|\bheat ?wave\b|\bin the heat\b/i, told: /\bhot\b|\bsun hat|\bsun ?cream/i,
    detail: ['The sun was hot, so everyone wore sun hats, and {hero} had sun cream on {his} nose.', 'The sun was hot, so {hero} wore a sun hat.'],
    trouble: ['Then it got so hot that {hero}\'s ice lolly melted all down {his} arm, and everyone went looking for shade.', 'Then it got so hot that {hero}\'s ice lolly melted. Drip, drip!'],
    doubt: '{hero} flopped down in the shade. "It\'s too hot for anything," {he} said.',
  },
  {
    said: /\bfog(?:gy)?\b|\bmisty (?:day|morning|evening|night|weather)\b|\bin the mist\b/i, told: /\bfog|\bmist/i,
    detail: ['The fog was so thick that the trees were grey shapes, and voices sounded far away.', 'The fog made everything grey and quiet.'],
    trouble: ['Then the fog came down so thick that {hero} could not see {grownup} at all, and had to call out, and hold on tight.', 'Then the fog came down, and {hero} held on tight to {grownup}.'],
    doubt: '{hero} peered into the grey. "I can\'t see anything," {he} said.',
  },
];

/** A pet's habit the theme names ("a new puppy that chews everything"): the day's problem and how it is helped. */
export const PET_HABIT_KITS: readonly RestKit[] = [
  {
    said: /\b(?:chew|chews|chewing|chewed|nibbl\w*|gnaw\w*|eat(?:s|ing)? (?:everything|shoes|socks|slippers))\b/i, told: /\bchew|\bnibbl|\bgnaw/i,
    detail: ['{grownup} found a rubber bone, and {hero} swapped it for {object}, and {thepet} chewed the bone instead.', '{hero} gave {thepet} a rubber bone to chew instead.'],
    trouble: ['Then {thepet} chewed {object}, and then a chair leg, and then the corner of the rug.', 'Then {thepet} chewed {object}. Chomp, chomp!'],
    object: "{hero}'s slipper",
    doubt: '{hero} sighed. "Will {thepet} ever learn?" {he} said, and {his} lip wobbled.',
  },
  {
    said: /\b(?:bark|barks|barking|barked|yap\w*|howl\w*|woofs?)\b/i, told: /\bbark|\byap|\bhowl/i,
    detail: ['{hero} sat by {thepet} and talked softly, and each bark came out a little smaller.', '{hero} talked softly to {thepet}, and the barks got smaller.'],
    trouble: ['Then {thepet} barked at everything: the doorbell, the post, the hoover, even the cat next door.', 'Then {thepet} barked and barked at everything. Woof, woof!'],
    doubt: '{hero} sighed. "Will {thepet} ever learn?" {he} said, and {his} lip wobbled.',
  },
  {
    said: /\b(?:escap\w*|runs? off|running off|ran off|runs? away|running away|gets? out|getting out|got out|climbs? out)\b/i, told: /\bescap|\bgot out|\bran off|\bsqueezed out/i,
    detail: ['{grownup} and {hero} found the gap and blocked it, so {thepet} was safe inside.', '{hero} and {grownup} blocked the gap, so {thepet} was safe.'],
    trouble: ['Then {thepet} squeezed out through a gap and was off, and everyone had to run to catch up.', 'Then {thepet} squeezed out through a gap and was off!'],
    doubt: '{hero} sighed. "Will {thepet} ever learn?" {he} said, and {his} lip wobbled.',
  },
  {
    said: /\b(?:jump\w* up|jumps on|jumping on|jumps at)\b/i, told: /\bjump\w* up\b/i,
    detail: ['{hero} waited until all four paws were on the floor, and only then gave {thepet} a treat.', 'When all four paws were down, {thepet} got a treat.'],
    trouble: ['Then {thepet} jumped up at everyone who came in, with muddy paws.', 'Then {thepet} jumped up at everyone, with muddy paws.'],
    doubt: '{hero} sighed. "Will {thepet} ever learn?" {he} said, and {his} lip wobbled.',
  },
  {
    said: /\b(?:climb\w*|scratch\w*)\b/i, told: /\bclimb|\bscratch/i,
    detail: ['{hero} found {thepet} a scratching post to climb instead, and {thepet} loved it.', '{hero} gave {thepet} a scratching post to climb instead.'],
    trouble: ['Then {thepet} climbed right up {object} and would not come down.', 'Then {thepet} climbed up {object} and would not come down.'],
    object: 'the curtains',
    doubt: '{hero} sighed. "Will {thepet} ever learn?" {he} said, and {his} lip wobbled.',
  },
  {
    said: /\b(?:dig|digs|digging|dug)\b/i, told: /\bdig|\bdug\b/i,
    detail: ['{hero} gave {thepet} a corner of the garden just for digging.', '{hero} gave {thepet} a corner of the garden just for digging.'],
    trouble: ['Then {thepet} dug a hole in the middle of the lawn, and soil flew everywhere.', 'Then {thepet} dug a big hole in the lawn. Dig, dig!'],
    doubt: '{hero} sighed. "Will {thepet} ever learn?" {he} said, and {his} lip wobbled.',
  },
  {
    said: /\b(?:steal\w*|stole|pinch\w*|runs? off with|takes?) (?:my |our |his |her |the |all the )?(?:socks?|shoes?|slippers?|food|toys?|sandwich\w*|things)\b/i, told: /\bran off with|\bstole\b/i,
    detail: ['{hero} swapped {thepet} a toy for the sock, and got the sock back.', '{hero} swapped {thepet} a toy for it, and got it back.'],
    trouble: ['Then {thepet} ran off with {hero}\'s sock, and would not give it back.', 'Then {thepet} ran off with {hero}\'s sock!'],
    doubt: '{hero} sighed. "Will {thepet} ever learn?" {he} said, and {his} lip wobbled.',
  },
  {
    said: /\b(?:bites|biting|nips|nipping|nipped|bit (?:me|my|him|her|us|them|everyone))\b/i, told: /\bnip|\bbit(?:e|ing)?\b/i,
    detail: ['{hero} played with a rope toy instead of fingers, and {thepet} tugged the rope, not {him}.', '{hero} gave {thepet} a rope toy to tug instead of fingers.'],
    trouble: ['Then {thepet} nipped {hero}\'s fingers with sharp little teeth.', 'Then {thepet} nipped {hero}\'s fingers. Ouch!'],
    doubt: '{hero} sighed. "Will {thepet} ever learn?" {he} said, and {his} lip wobbled.',
  },
  {
    said: /\b(?:wees?|weeing|weed|poos?|pooing|accidents?|not house ?trained|toilet training)\b/i, told: /\bwee\b|\baccident/i,
    detail: ['{hero} took {thepet} out to the garden after every meal, and said "Good!" every time.', '{hero} took {thepet} out to the garden, and said "Good!"'],
    trouble: ['Then {thepet} did a wee right in the middle of the kitchen floor.', 'Then {thepet} did a wee on the kitchen floor. Oops!'],
    doubt: '{hero} sighed. "Will {thepet} ever learn?" {he} said, and {his} lip wobbled.',
  },
];

/**
 * A thing of the day that goes wrong (`understand/read-mishap.ts`): its setback, the doubt, and how it is put right or
 * done without, with {thing} the parent's own word for it ("the bouncy castle") and {happened} what happened ("went flat").
 */
export const MISHAP_LINES: { trouble: Wording; doubt: Wording; mended: Readonly<Record<string, string>> } = {
  trouble: ['Then, just when everything was going well, {thing} {happened}, and everyone stopped and stared.', 'Then, oh no! {thing} {happened}.'],
  doubt: ['{hero} looked at {thing}. "It\'s all spoiled now," {he} said, and {his} lip wobbled.', '"It\'s all spoiled," said {hero}.'],
  mended: {
    'went flat': '{grownup} found where the plug had come out and pushed it back in, and slowly, slowly, {thing} puffed up again.',
    popped: '{grownup} said {thing} could not be mended, and then found something else just as good, and {hero} laughed again.',
    broke: '{grownup} said {thing} would be mended another day, and found something else just as good for today.',
    'went wrong': '{hero} and {grownup} had another go, slowly this time, and it came out better than before.',
    'fell down': 'Together, {hero} and {grownup} put {thing} back up, stronger than before.',
    'got burnt': 'They scraped off the burnt bits and had another go, and this time {hero} kept a close eye on it.',
    sank: 'They fished {thing} out, dripping, and had another go.',
  },
};

/** Words an entry's own lines tell a mishap with, so that it needs none of these. */
export const MISHAP_TOLD: Readonly<Record<string, RegExp>> = {
  'went flat': /\bflat\b|\bdeflat/i, popped: /\bpop(?:ped)?\b|\bburst\b/i, broke: /\bbr(?:oke|oken)\b/i, 'went wrong': /\b(?:went|goes|going|gone|go) wrong\b/i,
  'fell down': /\bfell down\b|\bflopped\b|\bcollaps/i, 'got burnt': /\bburnt\b/i, sank: /\bsank\b/i,
};
