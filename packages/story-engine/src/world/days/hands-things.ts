import type { DayStoryLines } from './day-story';

/**
 * What is true of a thing put on the body (sun cream, a plaster, face paint, nail varnish) and of a thing found on the
 * way (a wallet, a glove, a coin, a note), for a day that is no making and no outing: "putting on sun cream at the
 * beach", "finding a wallet on the way home". Sun cream is cold, goes on in white streaks and misses the back of the
 * neck and the tops of the ears; a plaster has paper strips and a pad that goes over the sore bit; a wallet is nobody's
 * to open and is handed in; a glove is left on a wall where its owner will see it. `{it}` is the thing said short, `{It}`
 * the same at the start of a sentence; senses are true anywhere in the day (never the police station before it is reached).
 */
export interface HandsThing extends DayStoryLines {
  /** The words of the thing, as typed after the verb. */
  words: RegExp;
  /** How the thing is said again when the theme's words name it loosely ("suncream", "suntan lotion"): "the sun cream". */
  said?: string;
}

const helperSubplot = (job: string, done: string): Pick<DayStoryLines, 'taught' | 'gives' | 'solved'> => ({
  taught: ['{hero} noticed that slow and careful was quicker in the end.', '{hero} saw that asking for help with the tricky bit was no shame at all.'],
  gives: job,
  solved: [`{pal} had ${job}, and ${done}, and {pal} grinned.`],
});

/** Things put on: the child is done to, and then does it too. */
export const PUT_ON: readonly HandsThing[] = [
  {
    words: /\b(?:sun ?cream|sunscreen|sun lotion|suntan lotion|sun ?block|factor fifty)\b/,
    said: 'the sun cream',
    worry: ['"It\'s cold and sticky!" said {hero}.', '"Do I have to? I want to play now," said {hero}.'],
    tries: [
      ['{hero} wriggled away, and the sun cream landed in a big white blob on {his} ear.'],
      ['{hero} rubbed too fast, and left white stripes all down {his} arms.'],
      ['{hero} forgot the back of {his} neck and the tops of {his} ears, the bits {he} could not see.'],
    ],
    turn: ['{hero} stood as still as a statue, and {grownup} did the bits {he} could not see: the back of the neck, the tops of the ears, the nose.'],
    details: [
      ['{grownup} squeezed a blob of sun cream onto {hero}\'s hand, cold and white.'],
      ['{hero} did {his} own arms and legs, rub, rub, rub, until the white was all gone.'],
      ['{grownup} did {hero}\'s nose last, with a dot on the very end, and they both laughed.'],
      ['Then {hero} put on {his} sun hat, and was ready for the sunshine.'],
    ],
    senses: ['The sun cream smelled of coconut and summer.', 'It was cold for a moment, and then not cold at all.', 'The sun felt warm on the top of {hero}\'s head.'],
    win: 'every bit of {hero} was covered, even the tips of {his} ears',
    end: ['That night, {hero} was not a bit pink, not even {his} nose, and {he} remembered the dot on the end of it.'],
    setback: ['Then {hero} rubbed {his} eye with a creamy finger, and it stung, and {grownup} wiped it with a clean wet cloth.'],
    choice: ['{hero} could run off straight away or wait for the sun cream to soak in, and {he} chose to wait, counting to twenty.'],
    ...helperSubplot('the job of squeezing the bottle', 'squeezed out just the right blob'),
  },
  {
    words: /\b(?:plasters?|band-?aids?|bandages?)\b/,
    said: 'the plaster',
    worry: ['"Will it hurt when it goes on?" asked {hero}.', '"Will it hurt when it comes off?" asked {hero}.'],
    tries: [
      ['{hero} tried to peel off the paper, but it would not come away from the sticky bit.'],
      ['{hero} pulled the strips too fast, and the plaster stuck to itself in a crumpled ball.'],
      ['{hero} put the plaster on crooked, and the sticky bit went right on the sore bit.'],
    ],
    turn: ['{hero} asked {grownup} for a tip: hold the little tabs, put the soft pad over the sore bit, then press one sticky end down, and then the other.'],
    details: [
      ['First, {grownup} washed the sore bit gently with water, and patted it dry.'],
      ['{hero} chose a plaster from the box: the one with the brightest colours.'],
      ['{hero} held the tabs, put the soft pad over the sore bit, and pressed the ends down flat.'],
      ['{grownup} gave the plaster a tiny kiss on top, and the sore bit felt better already.'],
    ],
    senses: ['The paper strips went crinkle as they came off.', 'The box smelled of the first-aid cupboard.', 'The sore bit stung a little, and then it stopped.'],
    win: 'the plaster was on, flat and straight, right over the sore bit',
    end: ['At bedtime, {hero} showed everyone the plaster, and said {he} had put it on with {his} own hands.'],
    setback: ['Then the plaster stuck to {hero}\'s finger instead, and they had to open another one.'],
    choice: ['{hero} could have a plain plaster or one with stars on, and {he} chose the stars.'],
    ...helperSubplot('the job of holding the box', 'held it open very carefully'),
  },
  {
    words: /\b(?:face ?paint(?:s|ed|ing)?|glitter|make-?up)\b/,
    worry: ['"Will it tickle?" asked {hero}.', '"Can I be anything I want?" asked {hero}.'],
    tries: [
      ['{hero} could not keep still, and the brush went wobbly across {his} cheek.'],
      ['The brush tickled {hero}\'s nose, and {he} sneezed, right in the middle.'],
      ['{hero} touched {his} face to feel it, and smudged the paint with {his} finger.'],
    ],
    turn: ['{hero} closed {his} eyes, held very, very still, and counted slowly while the brush went round.'],
    details: [
      ['{hero} sat on a chair and chose the colours, one by one.'],
      ['The wet brush went on cool and soft, swish, swish, round {his} eyes and across {his} cheeks.'],
      ['{grownup} held up a mirror, and {hero} could hardly believe the face looking back.'],
      ['{hero} did not touch {his} face again all day, not even once.'],
    ],
    senses: ['The paint was cool and wet on {hero}\'s cheeks.', 'The brush tickled like a feather.', 'The glitter sparkled every time {hero} turned {his} head.'],
    win: '{hero}\'s face was finished, bright and bold, and nothing was smudged',
    end: ['At bath time, the colours swirled away in the water, and {hero} was sorry to see them go.'],
    setback: ['Then a drip of water ran down {hero}\'s cheek, and a bit had to be done again.'],
    choice: ['{hero} could be a tiger or a butterfly, and {he} chose a tiger.'],
    ...helperSubplot('the job of holding the mirror', 'held it up just right'),
  },
  {
    words: /\b(?:nail varnish|nail polish|nails)\b/,
    said: 'the nail varnish',
    worry: ['"Can I have a different colour on every nail?" asked {hero}.', '"How long does it take to dry?" asked {hero}.'],
    tries: [
      ['{hero} painted too fast, and the varnish went on {his} finger as well as the nail.'],
      ['{hero} waved {his} hand before it was dry, and smudged two nails at once.'],
      ['{hero} put on too much, and a fat drip ran down the side.'],
    ],
    turn: ['{hero} had an idea: one thin stroke down the middle, one on each side, and then hands flat and still, blowing gently.'],
    details: [
      ['{hero} spread a towel on the table and chose the colour, the shiniest one.'],
      ['The tiny brush went on cool, and {grownup} showed how to wipe it on the edge of the bottle first.'],
      ['{hero} sat with {his} hands flat on the towel, blowing on {his} nails, and waited.'],
      ['When the nails were dry, {hero} held them up to the light, and they shone.'],
    ],
    senses: ['The varnish had a sharp, funny smell.', 'The tiny brush felt cool on each nail.', 'The nails shone like sweets.'],
    win: 'every nail was painted and dry, and not one was smudged',
    end: ['At bedtime, {hero} held up {his} hands in the dark, and could just see them shine.'],
    setback: ['Then the bottle wobbled, and {grownup} caught it just in time.'],
    choice: ['{hero} could have one colour or two, and {he} chose two, one on each hand.'],
    ...helperSubplot('the job of choosing a colour', 'chose a very sparkly one'),
  },
];

/** Hair brushed or plaited: the tangles, the ouch, holding still, and the grown-up's tip of starting from the ends. */
export const HAIR: HandsThing = {
  words: /\bhair\b/,
  said: '{his} hair',
  worry: ['"Will it pull?" asked {hero}.', '"Can I have it done a new way?" asked {hero}.'],
  tries: [
    ['{hero} wriggled, and the brush caught on a big tangle. "Ouch!"'],
    ['{hero} turned round to look, and the plait came undone.'],
    ['{hero} tried to brush it all at once, from the top, and the knots only got tighter.'],
  ],
  turn: ['{grownup} showed the tip: hold the hair above the knot, and brush the ends first, a little at a time, working up.'],
  details: [
    ['{hero} sat on a cushion on the floor, and {grownup} sat on the chair behind.'],
    ['The brush went down, swish, swish, and {hero} counted the strokes out loud.'],
    ['{grownup} held up the mirror, and {hero} turned {his} head this way and that.'],
    ['{hero} shook {his} head, and the hair swung, smooth and shiny.'],
  ],
  senses: ['The brush went swish, swish.', 'The hair smelled of apple shampoo.', 'The mirror showed two faces, one behind the other.'],
  win: '{hero}\'s hair was done, smooth and neat, with not one knot left',
  end: ['At bedtime, {hero} felt {his} hair on the pillow, still soft and smooth.'],
  setback: ['Then {hero} found a sticky bit from breakfast, and it needed a wet flannel first.'],
  choice: ['{hero} could have one plait or two bunches, and {he} chose two bunches.'],
  ...helperSubplot('the job of holding the hair bobbles', 'held them out one at a time'),
};

/** Things found on the way, by what is done with them after. `{it}` is the thing, `{It}` it at the start of a line. */
export const FOUND: readonly HandsThing[] = [
  {
    // Money is nobody's to keep when its owner can be found; a coin with nobody to ask does some good.
    words: /\b(?:coins?|pounds?|pennies|penny|pence|fivers?|tenners?|money|cash)\b/,
    worry: ['"Can I keep it?" asked {hero}.', '"Whose is it?" asked {hero}.'],
    tries: [
      ['{hero} wanted to put {it} straight in {his} pocket, but {grownup} said, "Let\'s think first."'],
      ['{hero} looked all around for whoever had dropped {it}, but there was nobody there.'],
      ['{hero} asked the lady in the shop nearby, but nobody had asked about {it}.'],
    ],
    turn: ['{hero} thought about how it feels to lose something, and had an idea: if nobody could be found, {it} should do some good.'],
    details: [
      ['{hero} spotted {it} on the ground, shining, and showed {grownup} straight away.'],
      ['{hero} and {grownup} waited a little while, in case someone came back looking.'],
      ['Nobody came, so {hero} dropped {it} into the charity tin at the shop, and it went clunk.'],
      ['{grownup} said that was a kind thing to do, and {hero} felt warm all the way home.'],
    ],
    senses: ['{It} was cold and a little bit muddy.', 'The street was busy, and nobody stopped.', 'A bus rumbled past, and a dog barked.'],
    win: '{hero} had done the right thing with {it}, all by {his} own choice',
    end: ['That night, {hero} thought about whoever had lost {it}, and hoped they had a good day anyway.'],
    setback: ['Then {hero} nearly dropped {it} down a drain, and held on tight.'],
    choice: ['{hero} could keep {it} or let it do some good, and {he} chose to let it do some good.'],
    ...helperSubplot('the job of holding the tin steady', 'held it very still'),
  },
  {
    // A wallet, a purse, keys or a phone are someone's whole day: never opened, handed in where they will be looked for.
    words: /\b(?:wallets?|purses?|keys?|phones?|mobiles?|rings?|bracelets?|necklaces?|earrings?|watch|watches|bags?|handbags?|tickets?|bank cards?|cards?)$/,
    worry: ['"Whose is it?" asked {hero}.', '"Can we keep it?" asked {hero}.'],
    tries: [
      ['{hero} wanted to open {it} and look at everything inside, but {grownup} said it was not ours to open.'],
      ['{hero} looked up and down the street for whoever had dropped {it}, but nobody was looking for anything.'],
      ['{hero} called "Excuse me! Is this yours?" but nobody turned round.'],
    ],
    turn: ['{hero} thought about how {he} would feel if {it} were {his} own, and said, "Let\'s take it where they will look for it."'],
    details: [
      ['{hero} spotted {it} lying on the ground, and showed {grownup} straight away.'],
      ['{grownup} picked {it} up and held it safe, and they did not look inside.'],
      ['They took {it} to the front desk at the police station, and {hero} handed {it} over, and the officer wrote it all down.'],
      ['The officer said someone would be very glad tonight, and wrote down where {hero} had found {it}.'],
    ],
    senses: ['{It} was heavier than it looked.', 'People hurried past, and nobody looked down.', 'A bus rumbled past, and a dog barked.'],
    win: '{it} was handed in, safe, for whoever had lost it',
    end: ['A few days later, a thank-you card came for {hero}, and it went right in the middle of the fridge.', 'That night, {hero} thought about whoever had lost {it}, and hoped they had it back already.'],
    setback: ['Then {hero} nearly dropped {it} in a puddle, and held on with both hands.'],
    choice: ['{hero} could go straight home or take {it} in first, and {he} chose to take {it} in.'],
    ...helperSubplot('the job of holding the door', 'held it wide open'),
  },
  {
    // A glove or a teddy dropped in the street is put up high where its owner, coming back, will see it.
    words: /\b(?:gloves?|mittens?|teddy|teddies|teddy bears?|bears?|toys?|hats?|scarf|scarves|shoes?|socks?|dummy|dummies|bunny|rabbit)$/,
    worry: ['"Someone will be sad without it," said {hero}.', '"Whose is it?" asked {hero}.'],
    tries: [
      ['{hero} wanted to take {it} home, but it was not {his} own to keep.'],
      ['{hero} left {it} on the pavement, but then a bike nearly rode over it.'],
      ['{hero} looked for whoever had dropped {it}, but the street was empty.'],
    ],
    turn: ['{hero} had an idea: put {it} up high, on the wall, where whoever had lost {it} would see it on the way back.'],
    details: [
      ['{hero} spotted {it} lying on the ground, a bit wet, and picked it up gently.'],
      ['{hero} brushed {it} off and shook off the drips.'],
      ['{hero} put {it} right on top of the wall, where anyone walking past would see it.'],
      ['The next day, {it} was gone, and {hero} was sure {it} had gone home.'],
    ],
    senses: ['{It} was soft, and a little bit damp.', 'A bird watched from the hedge.', 'The wind blew, and the leaves went skittering.'],
    win: '{it} was up on the wall, safe and easy to see',
    end: ['At bedtime, {hero} hugged {his} own teddy a bit tighter, and thought of {it} going home.'],
    setback: ['Then a big dog came sniffing, and {hero} held {it} up high, out of reach.'],
    choice: ['{hero} could keep walking or go back and put {it} somewhere safe, and {he} chose to go back.'],
    ...helperSubplot('the job of looking for the best spot', 'found the very best one'),
  },
  {
    // A note, a map or an old photo is read, slowly, and asked about.
    words: /\b(?:notes?|messages?|letters?|maps?|photos?|photographs?|postcards?|drawings?|diary|diaries)\b/,
    worry: ['"Who wrote it?" asked {hero}.', '"What does it say?" asked {hero}.'],
    tries: [
      ['{hero} tried to open {it} too fast, and nearly tore it.'],
      ['The writing was small and curly, and {hero} could not read the first word.'],
      ['{hero} guessed who it was from, but guessed wrong.'],
    ],
    turn: ['{hero} sat down with {grownup}, opened {it} flat, slowly, and they read it together, one word at a time.'],
    details: [
      ['{hero} found {it} where {he} least expected it, and showed {grownup} straight away.'],
      ['{hero} unfolded {it} very carefully, along the old creases.'],
      ['{grownup} helped with the hard words, and {hero} read the rest out loud.'],
      ['{hero} put {it} somewhere safe, to keep.'],
    ],
    senses: ['{It} crinkled in {hero}\'s hands.', '{It} smelled old and a bit dusty.', 'Everything went very quiet while {hero} looked.'],
    win: '{hero} had read every word of {it}, and knew who it was from',
    end: ['At bedtime, {hero} read {it} one more time, and kept it under {his} pillow.'],
    setback: ['Then a corner of {it} tore, and {grownup} mended it with a bit of tape.'],
    choice: ['{hero} could keep {it} secret or show everyone, and {he} chose to show everyone.'],
    ...helperSubplot('the job of reading the last line', 'read it out loud'),
  },
];

/** The thing put on or found, by its words, if the tables know it. */
export const putOnOf = (words: string): HandsThing | undefined => [...PUT_ON, HAIR].find((row) => row.words.test(words.toLowerCase()));
export const foundOf = (head: string): HandsThing | undefined => FOUND.find((row) => row.words.test(head.toLowerCase()));
