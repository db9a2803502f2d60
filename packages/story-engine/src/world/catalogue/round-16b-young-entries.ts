import { ABROAD } from '../../understand/read-countries';
import { themeSubplot } from './subplots';
import type { EntryKit } from './round-13-kit';
import type { Variant } from './theme-entry';
import { ROUND_16B_YOUNG_MORE_KITS } from './round-16b-young-more';

/**
 * Round 16b's little ones' days a census of new 0-5 phrasings found told as a general day or another entry's: pond dipping
 * (a balloon search), face painting (a painting), the bouncy castle (the helter-skelter), sun cream at the beach (a day's
 * kit checked twice), and family visiting from far away (a lost mouse). Each with its own want, fear, tries, turn and after.
 */

/** Pond dipping: the net swept slowly, the white tray, the water boatman and the tadpole, everything put back. */
const POND_DIPPING: EntryKit = {
  entry: {
    id: 'pond-dipping', kind: 'activity',
    words: /\bpond[- ]?dipping\b|\b(?:stream|river|rock) dipping\b|\bdipping (?:in|at|for) (?:the |a )?(?:pond|stream)\b|\b(?:net|nets|netting) (?:in|at) (?:the |a )?pond\b|\bpond (?:nets?|creatures|life|minibeasts)\b/i,
    name: 'pond dipping', setting: 'forest', lesson: 'patience',
    title: ['{hero} Goes Pond Dipping', 'What\'s in the Pond?'],
    opening: ['Today {hero} was going pond dipping with {grownup}, with a net on a long stick and a white tray, to see what lived under the water.', 'Today {hero} had a net, for the pond!'],
    worry: ['"What if there\'s nothing in there?" said {hero}, looking at the brown water. "Or what if something bites?"', '"What is in there?" said {hero}.'],
    tries: [
      ['{hero} swished the net fast through the water, and brought up a big lump of mud and one soggy leaf.', 'Swish! Only mud.'],
      ['{hero} leaned right over to reach the middle, and {grownup} caught {his} coat just in time.', 'Too far! {grownup} caught {him}.'],
      ['{hero} tipped the net into the tray too hard, and the water slopped over the side onto {his} wellies.', 'Splosh! Wet wellies.'],
    ],
    turn: ['{hero} knelt on the platform with {grownup}\'s hand on {his} back, swept the net slowly in a figure of eight through the weeds, and tipped it gently into the tray.', 'Slowly, slowly, round the weeds. Then into the tray.'],
    details: [
      ['In the white tray, the muddy water cleared, and tiny things began to wiggle.', 'In the tray, tiny things wiggled.'],
      ['A water boatman swam on its back, rowing with two long legs like oars.', 'A water boatman rowed on its back.'],
      ['There was a tadpole with back legs, a snail with a stripy shell, and a dragonfly baby with big eyes.', 'A tadpole! A snail!'],
      ['{grownup} said they must be gentle, look with their eyes, and put every one back where it lived.', 'Look, and put them back.'],
    ],
    senses: ['The pond smelled green and muddy.', 'The water in the tray was cold on {hero}\'s fingertip.'],
    win: '{hero} had found a whole pond full of tiny creatures, and put every one of them back',
    end: ['At bedtime, {hero} drew the water boatman, rowing on its back, and stuck it on the fridge.', 'Night night, pond. Night night, snail.'],
  },
  setback: 'Then a frog jumped off the lily pad right next to the net, plop, and {hero} jumped back and sat down on the wet grass.',
  choice: '{hero} could dip by the reeds or by the lily pads, and {he} chose the reeds, where the water was still.',
  subplot: themeSubplot(
    '{hero} saw that the pond shows its creatures to those who go slowly.',
    '{pal} could not see the tiny creatures in the muddy tray.',
    'the magnifying glass',
    '{hero} gave {pal} the magnifying glass, and {pal} found the water boatman first.',
  ),
  low: '{hero} looked at the empty tray. "There\'s nothing in this pond," {he} said.',
  hint: 'Slowly round the weeds, and gently into the tray',
  light: ['Swish!', 'Look!', 'Plop!'],
  older: {
    want: '{hero} wanted to find a great crested newt, the one on the chart with the orange tummy.',
    secret: '{he} had never touched anything slimy, and did not want anyone to know',
    decides: '{hero} could sweep fast for a big catch, or slowly for a careful one. {he} went slowly.',
  },
};

/** Face painting: choosing the picture ({face}, from the theme), sitting still with eyes shut, the cold sponge, the mirror. */
const FACE_PAINTING: EntryKit = {
  entry: {
    id: 'face-painting', kind: 'activity',
    words: /\bface[- ]?paint(?:s|ing|ed|er|ers)?\b|\bfaces? (?:painted|paint)\b|\bpaint(?:ed|ing)? (?:my |his |her |their |our |a )?faces?\b/i,
    name: 'the face painting', setting: 'city', lesson: 'patience',
    title: ['{hero}\'s {Face} Face', 'Paint My Face!'],
    opening: ['Today there was face painting, and {hero} wanted to be a {face} more than anything in the whole world.', 'Today {hero} wanted a {face} face!'],
    worry: ['"What if it tickles? What if I sneeze and it goes wrong?" said {hero}, at the back of the queue.', '"Will it tickle?" said {hero}.'],
    tries: [
      ['{hero} could not choose from the pictures on the board, a tiger, a butterfly, a pirate, a cat, and kept changing {his} mind, and came back to the {face}.', 'Tiger? Butterfly? Cat? {Face}!'],
      ['In the chair, the brush was cold and wet, and {hero} giggled and wriggled and the first line went wobbly.', 'Cold brush! Giggle, wriggle.'],
      ['{hero} opened {his} eyes to look just when the brush came near them, and had to close them and start again.', 'Eyes open! Oops. Eyes shut.'],
    ],
    turn: ['{hero} held {grownup}\'s hand, closed {his} eyes, and stayed as still as a statue: dab went the sponge, swish went the brush, dot went the nose, one, two, three.', 'Eyes shut. Still, still. Dab, swish, dot!'],
    details: [
      ['The face painter had a big box of colours like a paint box, a pot of water, and a sponge for the first colour.', 'A box of colours and a sponge.'],
      ['The sponge was soft and cool, and went dab, dab, dab on {hero}\'s cheeks.', 'Dab, dab, dab.'],
      ['The thin brush was tickly, for the lines round {hero}\'s eyes and the dot on {his} nose.', 'A tickly brush for the nose.'],
      ['When it was done, the face painter held up a mirror, and a {face} looked back at {hero}.', 'In the mirror: a {face}!'],
    ],
    senses: ['The paint smelled a little like crayons.', 'The sponge was cold, and then it was warm.'],
    win: '{hero} had a {face} face, and showed it to everyone',
    end: ['At bathtime, {hero} did not want to wash the {face} off, so {grownup} took a photo first, and the {face} went down the plughole in coloured bubbles.', 'Bathtime. Bye-bye, {face}!'],
  },
  setback: 'Then {hero} rubbed {his} itchy nose without thinking, and the paint on {his} nose smudged right across {his} cheek.',
  choice: '{hero} could have glitter on top or no glitter, and {he} chose glitter, lots of it.',
  subplot: themeSubplot(
    '{hero} saw that the best faces come from sitting still.',
    '{pal} was too scared to have {palhis} face painted at all.',
    'a little painted star',
    '{hero} had a little star painted on first, to show {pal} it did not hurt, and then {pal} had one too.',
  ),
  low: '{hero} looked at the smudge in the mirror. "Now it\'s all smudgy," {he} said.',
  hint: 'Eyes shut, still as a statue, and count to three',
  light: ['Dab!', 'Tickle!', 'Wow!'],
  older: {
    want: '{hero} wanted the dragon design, the hardest one on the board, the one that took twenty minutes.',
    secret: '{he} had said face paint was for little kids, only last week',
    decides: '{hero} could pick something quick, or wait in the long queue for the dragon. {he} waited.',
  },
};

/** A garden trampoline: the net zipped shut, one at a time, bouncing in the middle, the seat drop, the cold wet mat. */
const TRAMPOLINE: Variant = {
  said: /\btrampolin(?:e|es|ing)\b/i,
  setting: 'home',
  title: ['{hero} and the Trampoline', 'Boing! Boing!'],
  name: 'the trampoline',
  opening: ['There was a trampoline in the garden, a big round one with a net all round it, and {hero} wanted to bounce as high as the fence.', 'A trampoline! {hero} wanted to bounce.'],
  worry: ['"What if I bounce right out?" said {hero}, looking at the wobbly net.', '"So wobbly!" said {hero}.'],
  tries: [
    ['{hero} climbed in with {his} shoes on, and {grownup} said, "Shoes off first!"', 'Shoes off! Oops.'],
    ['{hero} jumped as hard as {he} could straight away, and landed on {his} bottom and rolled into the net.', 'Big jump! Bump, roll.'],
    ['{hero} tried to bounce with {pal} at the same time, and they bumped heads, bonk.', 'Two at once? Bonk!'],
  ],
  turn: ['{hero} went into the very middle on {his} own, bent {his} knees, and bounced small, then a little bigger each time, with {his} arms up, until the fence went up and down.', 'Middle. Bounce small, then a little bigger each time!'],
  details: [
    ['The net zipped shut all round, like being inside a big round tent with no roof.', 'Zip! The net is shut.'],
    ['The mat was black and springy, and cold and wet in the morning.', 'A cold, wet mat!'],
    ['The rule was one at a time, and everybody else counted the bounces out loud.', 'One at a time. Count the bounces!'],
    ['{hero} learned a seat drop: bounce, sit, and bounce back up again.', 'Bounce, sit, up again!'],
  ],
  senses: ['The net creaked and the springs went twang, twang.', 'At the top of every bounce, the wind was cold on {hero}\'s cheeks.'],
  win: '{hero} had bounced as high as the fence, all on {his} own in the middle',
  end: ['At bedtime, {hero} bounced once on the bed, just a little one, and {grownup} said, "One at a time!"', 'One little bounce in bed. Boing. Night night.'],
  ownSetback: ['Then {hero} bounced too near the edge, and the net caught {him} with a wobble, and {hero} sat down with a bump and a wobbly lip.', 'Too near the edge! Wobble, bump.'],
  ownChoice: ['{hero} could go first or count the bounces for the others, and {he} chose to count first.', 'Go first or count? Count!'],
  ownHint: 'Into the middle, bend your knees, bounce small, then bigger',
  ownDoubt: ['{hero} climbed out and sat on the grass. "I don\'t like it any more," {he} said.', '"No more," said {hero}.'],
  ownSubplot: themeSubplot('{hero} saw that one at a time meant everybody got the big bounces.', '{pal} wanted to bounce at the same time as everyone.', 'a turn on the trampoline', '{hero} gave {pal} the first turn, and counted {palhis} bounces out loud, all the way to twenty.'),
};

/** The bouncy castle: shoes off, one size at a time, falling over and bouncing up, the big ones, the slide out. */
const BOUNCY_CASTLE: EntryKit = {
  entry: {
    id: 'bouncy-castle', kind: 'activity',
    words: /\bbouncy (?:castles?|slides?|houses?)\b|\binflatables?\b|\bbounc(?:e|ing) (?:on|in) (?:the |a )?(?:castle|inflatable)\b|\btrampolin(?:e|es|ing)\b(?! parks?\b)/i,
    name: 'the bouncy castle', setting: 'city', lesson: 'bravery',
    variants: [TRAMPOLINE],
    title: ['{hero} and the Bouncy Castle', 'Boing! Boing!'],
    opening: ['There was a bouncy castle today, a big red and yellow one with towers, and {hero} wanted to bounce right in the middle of it.', 'A bouncy castle! {hero} wanted to bounce.'],
    worry: ['"What if the big children knock me over?" said {hero}, watching them fly up and down.', '"The big ones are so bouncy," said {hero}.'],
    tries: [
      ['{hero} forgot {his} shoes, and the man at the front said, "Shoes off first!" and everyone laughed.', 'Shoes off! Oops.'],
      ['{hero} climbed on with the big children, and the first big bounce sent {him} rolling into the wall.', 'Big bounce! Roll, roll.'],
      ['{hero} tried to stand up and fell over, and tried again and fell over again, and could not stop laughing.', 'Up, and down! Up, and down!'],
    ],
    turn: ['{hero} waited for the little ones\' turn, went to the middle, bent {his} knees, and bounced small, then bigger, then the biggest bounce of all.', 'Little ones\' turn. Small bounce, big bounce, BIGGEST bounce!'],
    details: [
      ['Outside, a row of little shoes sat in pairs, waiting.', 'A row of little shoes.'],
      ['The castle had a fan that hummed, and the walls were soft and squishy to fall against.', 'Soft, squishy walls.'],
      ['Every time {hero} fell over, the floor bounced {him} back up again.', 'Fall down, bounce up!'],
      ['At the front was a little slide, and {hero} came down it on {his} tummy, whoosh, onto the grass.', 'Whoosh, down the slide!'],
    ],
    senses: ['The castle smelled of warm plastic.', '{hero}\'s hair stood up with static, crackle, crackle.'],
    win: '{hero} had bounced in the very middle, the biggest bounce of all',
    end: ['At bedtime, {hero} bounced once on the bed, just a little one, and {grownup} said, "Shoes off first!"', 'One little bounce in bed. Boing. Night night.'],
  },
  setback: 'Then a big boy bounced too close, and {hero} bumped {his} nose on his knee, and sat on the edge with watery eyes.',
  choice: '{hero} could go on with the big children now or wait for the little ones\' turn, and {he} chose to wait.',
  subplot: themeSubplot(
    '{hero} saw that bouncing small first makes a big bounce safe.',
    '{pal} kept falling over and could not get up.',
    'a hand to hold',
    '{hero} held out a hand and pulled {pal} up, and they bounced side by side, laughing.',
  ),
  low: '{hero} sat on the grass with {his} shoes. "I don\'t want to go back on," {he} said.',
  hint: 'Bend your knees, bounce small, then bigger',
  light: ['Boing!', 'Whoosh!', 'Shoes off!'],
  older: {
    want: '{hero} wanted a go on the giant inflatable obstacle course, the one with the wall at the end.',
    secret: '{he} had never got over the wall on the one at school',
    decides: '{hero} could race the others, or take the wall slowly with both hands. {he} took it slowly.',
  },
};

/** Sun cream: the cold splodge, the wriggle, dots on the nose as a game, the hat, the shade at lunchtime, no pink. */
const SUN_CREAM: EntryKit = {
  entry: {
    id: 'sun-cream', kind: 'moment',
    words: /\bsun ?(?:cream|screen|block|lotion)\b|\bsuncream\b|\bsunscreen\b|\bsun ?hats?\b|\bstay(?:ing)? (?:safe )?in the shade\b|\bsun safety\b/i,
    name: 'the sun cream', setting: 'beach', alsoAt: ['home', 'city'], lesson: 'listening',
    title: ['{hero} and the Sun Cream', 'Dot, Dot, Rub!'],
    opening: ['The sun was shining, and {hero} wanted to run straight into the sea, but first there was the sun cream.', 'Sunny day! But first, sun cream.'],
    worry: ['"It\'s cold and sticky," said {hero}, "and last time it went in my eyes."', '"Cold!" said {hero}.'],
    tries: [
      ['{hero} wriggled and ran off with sun cream on only one arm, and {grownup} had to run after {him}.', 'Wriggle, run! One arm done.'],
      ['{hero} said, "I\'ll do it myself," and squeezed the bottle, and a great white splodge landed on {his} foot.', 'Squeeze! Splodge on {his} foot.'],
      ['{hero} hid under a towel, but the sun was still sunny, and the towel was too hot.', 'Hide under a towel? Too hot!'],
    ],
    turn: ['{grownup} made it a game: a dot on the nose, a dot on each cheek, a dot on the chin, then rub, rub, rub, and {hero} shut {his} eyes tight and counted the dots.', 'Dot on the nose. Dot, dot, dot. Rub, rub, rub!'],
    details: [
      ['{hero} had a sun hat with a flap at the back, to keep {his} neck from getting pink.', 'A sun hat with a flap.'],
      ['The sun cream made {hero} white and shiny all over, like a little ghost, until it rubbed in.', 'White and shiny, like a ghost!'],
      ['At lunchtime, when the sun was highest, they sat in the shade of the big umbrella.', 'Lunch in the shade.'],
      ['After swimming, {grownup} said, "Top-up time," and this time {hero} held out {his} arms.', 'After swimming: top-up time!'],
    ],
    senses: ['The sun cream smelled of coconut.', 'The sand was hot under {hero}\'s feet, and the shade was cool.'],
    win: '{hero} played in the sun all day, and came home without a single pink bit',
    end: ['At bathtime, {hero} looked at {his} arms and shoulders, not pink at all, and said, "Dot, dot, rub," to teddy\'s nose.', 'Not pink! Dot on teddy\'s nose. Night night.'],
  },
  setback: 'Then the sun cream got on {hero}\'s hands, and {hero} rubbed {his} eye, and it stung, and there were tears.',
  choice: '{hero} could have the spray or the cream, and {he} chose the cream, so {he} could count the dots.',
  subplot: themeSubplot(
    '{hero} saw that a minute of sun cream buys a whole day of sunshine.',
    '{pal} would not wear a sun hat, and threw it on the sand.',
    'a sun hat',
    '{hero} put on {his} own sun hat first, and {pal} put {palhis} back on, and they were twins.',
  ),
  low: '{hero} sat on the towel with stinging eyes. "I hate sun cream," {he} said.',
  hint: 'Eyes shut, count the dots, and rub it in',
  light: ['Dot!', 'Rub!', 'Splodge!'],
  older: {
    want: '{hero} wanted to stay in the sea all afternoon without coming out for a top-up.',
    secret: '{he} had got burnt on the shoulders last summer and had not been able to sleep',
    decides: '{hero} could stay in the water, or come out for the top-up. {he} came out.',
  },
};

/** Grandparents from far away in words `grandparent-visit` does not read ("grandma is flying over from Nigeria"). */
const FAR_KIN = 'grandparents?|grandma|grandpa|granny|grandad|granddad|grandmother|grandfather|nana|nanna|nan|nanny|gran|nonna|nonno|abuela|abuelo|oma|opa|nani|dadi';
const FROM_FAR = String.raw`(?:abroad|overseas|far away|another country|the other side of the world|${ABROAD})`;

/** Family visiting from far away: the long flight, the airport doors, a sign, new words, sharing a room, the goodbye. */
const FAMILY_FROM_FAR: EntryKit = {
  entry: {
    id: 'family-from-far', kind: 'moment', owner: 'cousin', ownerAway: true,
    // Coming to live here is the family's news (`read-change.ts`), never a visit.
    // Cousins alone are the cousins' own visit (`round-16b-older-entries.ts`), whose lines are theirs.
    words: new RegExp(String.raw`^(?!.*\b(?:to live|lives? with us|living with us|mov(?:e|ed|es|ing))\b)(?!(?!.*\b(?:aunt\w*|uncles?|grand\w*|relatives|family)\b).*\bcousins?\b).*(?:\b(?:cousins?|aunt|aunts|auntie|aunties|aunty|uncles?|relatives|family|${FAR_KIN})\b[^.]*\b(?:com\w*|visit\w*|fly\w*|flew|arriv\w*|stay\w*|here)\b[^.]*\bfrom (?:all the way )?(?:from )?${FROM_FAR}\b|\b(?:cousins?|aunt|auntie|aunty|uncles?|relatives|family) from ${FROM_FAR}\b[^.]*\b(?:com\w*|visit\w*|arriv\w*|stay\w*)\b)`, 'i'),
    name: 'the visit from far away', setting: 'home', lesson: 'friendship',
    title: ['All the Way from Far Away', 'Here at Last!'],
    opening: ['{who} lived far, far away, a whole day on an aeroplane away, and today {hero} was going to the airport to meet {who}.', 'Today {who} came on a big plane!'],
    worry: ['"What if I go all shy and can\'t say anything?" said {hero}. "It\'s been such a long, long time."', '"What will I say?" said {hero}.'],
    tries: [
      ['{hero} made a big sign that said WELCOME, and held it up at every door that opened, but it was always somebody else.', '{hero} held up the sign. Not them. Not them.'],
      ['When {who} came through the doors, {hero} suddenly went shy and hid behind {grownup}.', 'There! But {hero} went shy.'],
      ['At home, {hero} showed {who} every single toy at once, very fast, but {who} only yawned and yawned after the long flight.', 'Yawn! The long flight.'],
    ],
    turn: ['In the morning, {hero} took {who} out to the garden and showed the one thing {he} loved best, and {who} showed a game from far away, and they played it all morning.', 'In the morning, they played a game from far away.'],
    details: [
      ['On the map on the wall, {grownup} showed {hero} where {who} lived: right round the other side of the world.', 'On the map: far, far away.'],
      ['{who} said hello in a different way, and {hero} tried it too, and got it muddled, and everybody laughed.', 'A new way to say hello!'],
      ['There were presents from far away in the suitcase, with pictures of animals {hero} had never seen.', 'Presents in the suitcase!'],
      ['Everybody squeezed round the table for tea, with an extra chair from the garden.', 'An extra chair for tea.'],
    ],
    senses: ['The airport was loud and echoey, and smelled of coffee.', 'The suitcase smelled of somewhere else.'],
    win: '{hero} and {who} were the best of friends by the end of the week',
    end: ['On the last day, {hero} waved at the airport until the plane was a dot, and put a picture of {who} by {his} bed, to say goodnight to every night.', 'Bye-bye, plane. Night night, far away.'],
  },
  setback: 'Then, right in the middle of the game, {who} fell fast asleep on the sofa at teatime, because it was the middle of the night where {who} lived.',
  choice: '{hero} could keep {his} bedroom to {him}self or share it, and {he} chose to share, with a mattress on the floor.',
  subplot: themeSubplot(
    '{hero} saw that a friend from far away is still a friend when the plane has gone.',
    '{pal} had missed making the welcome cake, and felt left out.',
    'the biggest slice of welcome cake',
    '{hero} gave {pal} the biggest slice of welcome cake, and {pal} carried the plate round to everyone, very carefully.',
  ),
  low: '{hero} sat on the stairs. "It\'s not how I thought it would be," {he} said.',
  hint: 'Show them one thing you love, and ask them to show you one',
  light: ['Hello!', 'Welcome!', 'Wave!'],
  older: {
    want: '{hero} wanted to show the visitors the town properly, and have them think it was as good as home.',
    secret: '{he} was worried they would think everything here was small and boring',
    decides: '{hero} could plan every minute, or ask them what they wanted to see. {he} asked.',
  },
};

/**
 * Grandparents from far away (`grandparent-visit` reads them first): the same airport, jet lag and game from far away, in
 * the grandparent's name, never "all the way on the train".
 */
const asGran = <T>(lines: T): T => JSON.parse(JSON.stringify(lines).replaceAll('{who}', '{gran}')) as T;
const { title, name, opening, worry, tries, turn, details, senses, win, end } = FAMILY_FROM_FAR.entry;
const GRAN_FROM_FAR: Variant = {
  said: new RegExp(String.raw`\bfrom (?:all the way )?(?:from )?${FROM_FAR}\b|\b(?:fly\w*|flew|com\w*) (?:all the way )?(?:over )?from (?:abroad|overseas)\b`, 'i'),
  ...asGran({ title, name, opening, worry, tries, turn, details, senses, win, end }),
  ownSetback: asGran(FAMILY_FROM_FAR.setback),
  ownChoice: asGran(FAMILY_FROM_FAR.choice),
  ownSubplot: asGran(FAMILY_FROM_FAR.subplot),
  ownDoubt: asGran(FAMILY_FROM_FAR.low),
  ownHint: FAMILY_FROM_FAR.hint,
  // Met at the airport on the first page, so never "there with him" before it (the cast's company line).
  ownerAway: true,
};

export const ROUND_16B_YOUNG_VARIANTS: Readonly<Record<string, readonly Variant[]>> = { 'grandparent-visit': [GRAN_FROM_FAR] };

export const ROUND_16B_YOUNG_KITS: readonly EntryKit[] = [POND_DIPPING, FACE_PAINTING, BOUNCY_CASTLE, SUN_CREAM, FAMILY_FROM_FAR, ...ROUND_16B_YOUNG_MORE_KITS];
