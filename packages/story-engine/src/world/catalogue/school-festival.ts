import type { Variant } from './theme-entry';

/**
 * A festival crossed with a school event ("the Diwali assembly", "an Eid party at school", "the school nativity play"): the
 * event is told at school, with the festival's true details, never the festival at home nor a school event without it.
 */
interface SchoolFestival {
  /** "the Diwali assembly", "Lunar New Year at {place}", as a line names it (the place is school or nursery, as said). */
  event: string;
  /** The child's worry, where it is not saying or doing something in front of everyone. */
  worry?: string;
  /** The third try, where it is not practising at home (a class party is not rehearsed). */
  practice?: string;
  /** Where the grown-up is in the day, where it is not watching from the back of the hall (a class party has no audience). */
  grownUp?: string;
  /** What the class makes for it, then what goes wrong with it. */
  making: string;
  mishap: string;
  turn: string;
  /** Three true details of the festival as a school keeps it. */
  details: readonly [string, string, string];
  win: string;
  end: string;
}

/** Words that put a festival at nursery, told there. */
const AT_NURSERY = String.raw`\b(?:at|in) (?:the )?(?:nursery|preschool|pre-school|playgroup)\b|\b(?:nursery|preschool) (?:party|show|concert|celebration)\b`;
/** Words that put a festival at school: an assembly, a party or show at school, with the class. */
const AT_SCHOOL = String.raw`\bassembl(?:y|ies)\b|\b(?:at|in) (?:school|class)\b|\bwith (?:my|his|her|their|the) class\b|\b(?:school|class) (?:party|assembly|show|concert|celebration)\b`;

const FESTIVALS: Readonly<Record<string, SchoolFestival>> = {
  diwali: {
    event: 'the Diwali assembly',
    making: 'In class, {hero} made a little clay diya, a lamp shaped like a leaf, and painted it orange.',
    mishap: 'At the practice, {hero} held the paper lamp upside down, and everyone giggled.',
    turn: '{hero} stood at the front and told everyone how Rama and Sita came home, and how people lit lamps to show them the way.',
    details: ['On the hall floor there was a rangoli pattern of coloured rice, with a flower in the middle.', 'Every child had a paper diya with a paper flame, and the hall glowed orange and gold.', 'At the end, everyone said "Happy Diwali!", and there were sweet ladoos to share.'],
    win: 'the Diwali assembly was done, and {hero} had told the story of the lamps',
    end: 'At home that night, {hero} put the clay diya on the window sill, next to the real ones.',
  },
  eid: {
    event: 'the Eid party at {place}',
    making: 'In class, {hero} made an Eid card with a gold moon and a star on the front.',
    mishap: '{hero} got glue on the moon, and the glitter went everywhere.',
    turn: '{hero} told the class how the family said "Eid Mubarak" and shared food with the neighbours, and showed them the words on the card.',
    details: ['{hero} wore new clothes to school, and everyone said how smart {he} looked.', 'There were dates and sweet biscuits on a plate, to share with the whole class.', 'The teacher learned to say "Eid Mubarak", and the class said it back, all together.'],
    win: 'the whole class had said "Eid Mubarak"',
    end: 'At home, {hero} gave the Eid card to {grownup}, glitter and all.',
  },
  hanukkah: {
    event: 'the Hanukkah show at {place}',
    making: 'In class, {hero} made a paper menorah with nine candles, and the middle one was the tallest.',
    mishap: 'At the practice, {hero}\'s dreidel spun off the table and rolled under the piano.',
    turn: '{hero} showed the class how to spin the dreidel, and what the letters on its sides meant.',
    details: ['The teacher told the story of the little jar of oil that lasted eight whole nights.', 'There were doughnuts with jam inside, and sugar on everyone\'s nose.', 'At the end, the class sang a Hanukkah song, and {hero} knew all the words.'],
    win: 'the Hanukkah show was done, and the dreidel had spun and spun',
    end: 'That night at home, {hero} lit a real candle on the menorah with {grownup}, one more than the night before.',
  },
  'lunar-new-year': {
    event: 'Lunar New Year at {place}',
    making: 'In class, {hero} made a red paper lantern with a gold tassel at the bottom.',
    mishap: 'The lantern came unstuck, and {hero} had to start all over again.',
    turn: '{hero} showed the class how to hold chopsticks, and how to say "Happy New Year" the way {his} family did.',
    details: ['The classroom was hung with red lanterns, because red is the colour of good luck.', 'The class made a long paper dragon, and everyone held a piece of it and danced round the hall.', 'The teacher told the story of the animals who raced across the river to name the years.'],
    win: 'the paper dragon danced all round the hall',
    end: 'At home, the red lantern hung in {hero}\'s window all week.',
  },
  christmas: {
    event: 'the Christmas party at {place}',
    worry: '"What if nobody wants to pull a cracker with me?" said {hero}.',
    making: 'In class, {hero} made a paper chain, one red loop and one green loop, all the way across the room.',
    mishap: 'The paper chain snapped in the middle, and {hero} had to glue it back together.',
    turn: '{hero} held out a cracker to the new boy, who was sitting on his own, and they pulled it together: BANG!',
    details: ['Everyone wore a Christmas jumper, and the teacher\'s had a reindeer nose that lit up.', 'Dinner was turkey and roast potatoes, with a paper hat for everyone.', 'The class sang "Jingle Bells", and somebody rang a real bell.'],
    practice: 'At the party table, {hero} looked round: everyone seemed to have a cracker partner already.',
    grownUp: 'At home time, {grownup} was at the gate, and {hero} still had {his} paper hat on.',
    win: 'the new boy had a paper hat and a friend to pull crackers with',
    end: 'At home, {hero} hung the paper chain across the kitchen.',
  },
  holi: {
    event: 'Holi at {place}',
    making: 'In class, {hero} painted a big paper flower in every colour of Holi.',
    mishap: 'The paint pots tipped over, and {hero}\'s hands went pink and green.',
    turn: '{hero} told the class how Holi welcomes the spring, and how everyone throws colours and says "Happy Holi!"',
    details: ['Out on the playground, everyone wore old T-shirts, ready to get messy.', 'The teacher gave each child a little pot of coloured powder, to throw only on the grass and on each other\'s T-shirts.', 'Soon the whole class was pink, yellow and blue, and nobody could tell who was who.'],
    win: 'the whole class was a rainbow',
    end: 'At home, {hero} showed {grownup} the pink that would not wash off {his} elbow.',
  },
};

/** The nativity: the school play that tells the first Christmas, every part in it, with the tea towels and the manger. */
const NATIVITY: Variant = {
  // A children's Christmas play is the nativity (held-out read 44: "a Christmas play" was a school play with no Christmas in it).
  said: /\bnativity\b|\bchristmas (?:play|show|production)\b/i,
  title: '{hero} and the Nativity Play',
  name: 'the nativity play',
  opening: 'Tonight was the school nativity play, and every part mattered, from Mary and Joseph to the littlest sheep.',
  worry: '"What if I go on at the wrong time?" said {hero}.',
  tries: ['At the practice, {hero} went on with the shepherds when it was the kings\' turn, and had to tiptoe off again.', '{hero}\'s costume was a dressing gown and a tea towel on {his} head, and the tea towel kept slipping off.', 'Behind the curtain, {hero} peeped out at the rows and rows of grown-ups, and {his} mouth went dry.'],
  turn: '{hero} found {grownup}\'s face in the crowd, took a breath, and walked on at just the right moment.',
  details: ['The shepherds wore tea towels on their heads, and the angels had tinsel halos that sparkled.', 'In the middle of the stage was a manger full of straw, with a baby doll wrapped in a blanket.', 'A girl held up a big silver star on a stick, and the three kings followed it across the stage.', 'At the end, everyone sang "Away in a Manger", and the grown-ups sang along.'],
  win: 'the nativity play was done, and {hero} had been in it from start to finish',
  end: 'That night, {hero} wore the tea towel to bed, just for fun.',
};

/** The Easter bonnet parade: bonnets made at home and paraded round the playground, an Easter thing a school keeps. */
const EASTER_BONNETS: Variant = {
  said: /\beaster bonnets?\b|\bbonnet parade\b/i,
  title: '{hero}\'s Easter Bonnet',
  name: 'the Easter bonnet parade',
  opening: 'Today was the Easter bonnet parade at school, and {hero} had made a bonnet at home with {grownup}.',
  worry: '"What if my bonnet falls off in front of everyone?" said {hero}.',
  tries: ['{hero} glued a fluffy chick on top of the bonnet, and it slid down the side.', 'On the way to school, the wind tried to take the bonnet, and {hero} held it on with both hands.', 'In the line, {hero} saw a bonnet with a whole nest on it, and {his} own looked small.'],
  turn: '{hero} tied the ribbon under {his} chin, held {his} head up, and walked round the playground with the others.',
  details: ['The bonnet was a paper plate with tissue-paper daffodils and a little foil egg on top.', 'Every bonnet was different: one had bunny ears, one had lambs, and one had a real twig.', 'The grown-ups stood round the playground and clapped as the bonnets went by.', 'At the end, everyone got a little chocolate egg.'],
  win: 'the bonnet went all the way round the playground and stayed on',
  end: 'At home, the bonnet sat on the shelf, with the chick a little wonky, until Easter Sunday.',
};

/** The festival at school or nursery, with the generic middle of a school event around its own details. */
function schoolVariant(festival: SchoolFestival, place: 'school' | 'nursery'): Variant {
  const event = festival.event.replace('{place}', place);
  return {
    said: new RegExp(place === 'nursery' ? AT_NURSERY : AT_SCHOOL, 'i'),
    setting: 'city',
    name: event,
    opening: `Today was ${event}, and {hero}'s class had been getting ready all week.`,
    worry: festival.worry ?? '"What if I get it wrong in front of everyone?" said {hero}.',
    tries: [festival.making, festival.mishap, festival.practice ?? '{hero} practised at home, in front of {grownup}, twice.'],
    turn: festival.turn,
    details: [...festival.details, festival.grownUp ?? '{grownup} came to watch, and waved from the back of the hall.'],
    win: festival.win,
    end: festival.end,
  };
}

export const SCHOOL_FESTIVAL_VARIANTS: Readonly<Record<string, readonly Variant[]>> = {
  ...Object.fromEntries(Object.entries(FESTIVALS).map(([id, festival]) => [id, [schoolVariant(festival, 'nursery'), schoolVariant(festival, 'school')]])),
  'school-play': [NATIVITY],
  parade: [EASTER_BONNETS],
};
