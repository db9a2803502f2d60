import { themeSubplot } from './subplots';
import type { Variant } from './theme-entry';

/**
 * Round 16's variants for held-out read 34's themes told as another day of their entry: a train set played with on the
 * floor (not a ride to the sea), fossils hunted on the beach (not the museum's skeletons), a skiing holiday (not a snow
 * day at home), a new teacher for the rest of the year (not a supply teacher's one day), blackberries (not strawberries),
 * a broken leg on crutches, a swimming badge, a first ballet class and a ferry.
 */

/** A train set on the floor: the track clicked together, the bridge, the tunnel, the train off the rails at the bend. */
const TRAIN_SET: Variant = {
  anotherDay: true,
  said: /\btrain ?sets?\b|\btoy trains?\b|\bwooden (?:trains?|railway|track)\b|\btrain tracks? on the floor\b/i,
  setting: 'home',
  title: ['{hero}\'s New Train Set', 'Choo Choo, {hero}!'],
  name: 'the train set',
  opening: ['{hero} had a new train set, with wooden track, a red engine, two carriages and a bridge, all over the living room floor.', 'A new train set! Track, and a red engine.'],
  worry: ['"The track won\'t go round!" said {hero}, holding two pieces that would not join.', '"Won\'t go!" said {hero}.'],
  tries: [
    ['{hero} pushed two pieces of track together the wrong way, knob to knob, and they would not click.', 'Push, push. No click.'],
    ['{hero} pushed the engine too fast round the bend, and it fell off the track, and the carriages fell too.', 'Too fast! Off it fell.'],
    ['The bridge wobbled, and the whole track came apart in the middle.', 'Wobble, wobble. Apart!'],
  ],
  turn: ['{grownup} showed {hero} how the knob goes into the hole, click, and {hero} did the last piece {him}self, and the track went all the way round.', 'Knob in the hole. Click! All the way round.'],
  details: [
    ['The magnets on the carriages clicked together, and the engine pulled them all.', 'Click! The carriages joined on.'],
    ['The tunnel was dark inside, and the train went in, and came out the other side.', 'In the tunnel... and out!'],
    ['Teddy sat at the station, waiting for the train, with a ticket.', 'Teddy waited at the station.'],
    ['Choo, choo! went {hero}, all the way round, and round again.', 'Choo, choo!'],
  ],
  win: ['the red engine went all the way round the track', 'round and round it went'],
  end: ['At bedtime, the red engine slept in the tunnel, and {hero} slept in {his} bed.', 'Night night, red engine.'],
  ownSetback: ['Then the dog walked right through the middle of the track, and the bridge fell down.', 'Then the dog walked through it. Crash!'],
  ownDoubt: ['{hero} threw a piece of track. "Silly track," {he} said.', '"Silly track," said {hero}.'],
  ownChoice: ['{hero} could put the bridge by the sofa or by the window, and {he} chose the window.', 'Bridge by the sofa or the window? The window!'],
  ownHint: 'The knob goes in the hole; push until it clicks',
  ownSubplot: themeSubplot('{hero} saw that slow trains stayed on the track.', '{pal} wanted a turn with the red engine and had only a carriage.', 'the red engine', '{hero} gave {pal} the red engine, and pulled the carriages behind.'),
};

/** Fossil hunting on the beach: the stripy cliff, the tide out, stones split, an ammonite curled like a snail. */
const FOSSIL_HUNT: Variant = {
  anotherDay: true,
  said: /\bfossil[- ]hunt\w*\b|\b(?:find|finding|found|look|looking|search|searching|hunt|hunting|dig|digging)\b[^.]*\bfossils?\b|\bfossils?\b[^.]*\b(?:beach|seaside|coast|cliffs?)\b|\bammonites?\b/i,
  setting: 'beach',
  title: ['{hero} the Fossil Hunter', '{hero} Finds a Fossil'],
  name: 'the fossil hunt',
  opening: ['Today {hero} was going fossil hunting on the beach with {grownup}, where the cliffs were stripy and the pebbles could have a sea creature inside from millions of years ago.', 'Today {hero} was going fossil hunting on the beach!'],
  worry: ['"I hope I find a real fossil," said {hero}. "A real one, just mine."', '"I want a real fossil," said {hero}.'],
  tries: [
    ['{hero} picked up every round grey pebble, and every one was just a pebble.', 'Every pebble was just a pebble.'],
    ['{hero} ran to dig at the bottom of the cliff, and {grownup} called {him} back: cliffs can drop stones, so fossil hunters stay away from them.', '{grownup} called {hero} back from the cliff.'],
    ['{hero} found a curly shape, but it was only a snail shell from last week.', 'A curly shape... only a snail shell.'],
  ],
  turn: ['{hero} walked slowly along the line where the tide had gone out, looking, not grabbing, and there, in a flat stone, was a curl like a tiny stone snail: an ammonite.', '{hero} looked slowly along the tideline, and found an ammonite.'],
  details: [
    ['The cliffs had stripes, brown and grey and yellow, like a layered cake.', 'The cliffs had stripes like a cake.'],
    ['An ammonite was a sea creature that lived long before the dinosaurs had gone.', 'An ammonite lived long, long ago.'],
    ['A belemnite looked like a stone bullet, smooth and pointed.', 'A belemnite, like a stone bullet.'],
    ['{hero} wrapped the fossil in a sock, so it would not get scratched on the way home.', 'The fossil went home in a sock.'],
  ],
  win: ['{hero} found a real ammonite, just {his}', '{hero} found a real fossil'],
  end: ['At home, the ammonite sat on the windowsill, with a label in {hero}\'s writing: found by {hero}.', 'The ammonite sat on the windowsill.'],
  ownSetback: ['Then the tide began to come back in, and {grownup} said they had only a little time left.', 'Then the tide began to come in.'],
  ownDoubt: ['{hero} looked at the pile of ordinary pebbles. "There aren\'t any fossils here," {he} said.', '"No fossils here," said {hero}.'],
  ownChoice: ['{hero} could look by the rock pools or along the tideline, and {he} chose the tideline.', '{hero} could look by the rock pools or the tideline, and chose the tideline.'],
  ownHint: 'Look along the tideline, slowly, and keep away from the cliff',
  ownSubplot: themeSubplot('{hero} saw that looking slowly found more than grabbing.', '{pal} had found nothing at all, and was kicking at the sand.', 'the second fossil', '{hero} gave {pal} the second fossil, the little belemnite, and {pal} whooped.'),
};

/** A skiing holiday: the boots that clomp, ski school in a line, the pizza slice to stop, the button lift, hot chocolate. */
const SKIING: Variant = {
  anotherDay: true,
  said: /\bski(?:ing|s|ed|er)?\b/i,
  title: ['{hero} Learns to Ski', '{hero} on the Snow'],
  name: 'the skiing holiday',
  opening: ['This week {hero} was on a skiing holiday in the mountains with {grownup}, and tomorrow was ski school.', 'This week {hero} was learning to ski!'],
  worry: ['"What if I can\'t stop, and go all the way to the bottom?" asked {hero}.', '"What if I can\'t stop?" asked {hero}.'],
  tries: [
    ['The ski boots were so stiff that {hero} walked like a robot, clomp, clomp, and fell over before {he} even reached the snow.', 'The boots were stiff. Clomp, clomp, bump!'],
    ['{hero}\'s skis crossed at the front, and {he} sat down in the snow.', 'The skis crossed, and {hero} sat down.'],
    ['On the little slope, {hero} went faster and faster, and could only stop by falling over.', '{hero} went too fast, and fell over.'],
  ],
  turn: ['The instructor showed {hero} the pizza slice: tips together, tails apart, push the knees in, and {hero} slid down slowly, and stopped, exactly where {he} wanted to.', '{hero} made a pizza slice with {his} skis, and stopped.'],
  details: [
    ['The mountains were white all the way up, and the sky above them was very blue.', 'White mountains, blue sky.'],
    ['At ski school, all the children followed the instructor in a line, like ducklings.', 'Ski school went in a line, like ducklings.'],
    ['The button lift pulled {hero} up the little slope, with a disc between {his} knees.', 'The button lift pulled {hero} up.'],
    ['At lunch there was hot chocolate with cream, and {hero}\'s cheeks glowed pink.', 'Hot chocolate, and pink cheeks.'],
  ],
  win: ['{hero} skied all the way down the little slope, and stopped', '{hero} skied down, and stopped'],
  end: ['On the last day, {hero} got a medal at ski school, and wore it at dinner.', 'On the last day, {hero} got a ski school medal.'],
  ownSetback: ['Then a ski came off and slid away down the slope on its own.', 'Then a ski slid away on its own!'],
  ownDoubt: ['{hero} sat in the snow with one ski. "Everyone else can do it," {he} said.', '"Everyone else can do it," said {hero}.'],
  ownChoice: ['{hero} could stay at the top and watch or try the little slope again, and {he} chose the slope.', '{hero} could watch or try the slope again, and chose the slope.'],
  ownHint: 'Tips together, tails apart: make a pizza slice',
  ownSubplot: themeSubplot('{hero} saw that going slowly was how to go at all.', '{pal} had fallen over at the bottom and could not get up with skis on.', 'a hand up', '{hero} held out a pole, and pulled {pal} up.'),
};

/** A new teacher for the rest of the year: the old one gone, new rules, names learned wrong, then a thing of their own. */
const NEW_TEACHER: Variant = {
  anotherDay: true,
  said: /\bnew (?:class )?teachers?\b/i,
  title: ['{hero} and the New Teacher', 'A New Teacher for {hero}\'s Class'],
  name: 'the new teacher',
  opening: ['Halfway through the year, the class\'s teacher left, and on Monday a new teacher stood at the front, with a new seating plan and a new way of doing everything.', 'The class had a new teacher, for the rest of the year.'],
  worry: ['"It won\'t be the same," said {hero}. "What if I don\'t like the new one?"', '"It won\'t be the same," said {hero}.'],
  tries: [
    ['{hero} kept saying what the old teacher used to do, until the new one said, "Thank you, {hero}," in a voice that meant stop.', '{hero} kept saying what the old teacher did.'],
    ['The new teacher called {hero} by the wrong name all morning, and {hero} did not say.', 'The new teacher got {hero}\'s name wrong.'],
    ['{hero} sat at the new table and would not talk to anyone on it.', '{hero} would not talk at the new table.'],
  ],
  turn: ['At the end of the day, {hero} stayed behind and told the new teacher about the reading corner the class had made, and the new teacher said, "Show me," and kept it.', '{hero} showed the new teacher the class\'s reading corner, and the teacher kept it.'],
  details: [
    ['The new teacher had a guitar in the corner, and played it for the register.', 'The new teacher played the guitar for the register.'],
    ['There was a new rule: hands up, and a thumb for "I know", and a wiggle for "I think".', 'There was a new thumbs rule.'],
    ['The old teacher\'s drawings were taken down, and {hero} kept one that was falling off.', '{hero} kept one of the old drawings.'],
    ['By Friday, the new teacher knew everybody\'s name, and a joke about each one.', 'By Friday, the new teacher knew every name.'],
  ],
  win: ['the new teacher felt like the class\'s own teacher, and {hero} did not mind', 'the new teacher felt like theirs'],
  end: ['At the end of the year, {hero} made the new teacher a card, and drew the guitar on it.', 'At the end of the year, {hero} drew the guitar on a card.'],
  ownSetback: ['Then the new teacher moved the reading corner to make room for a science table, and {hero}\'s chest went tight.', 'Then the reading corner was moved.'],
  ownDoubt: ['{hero} walked home slowly. "It\'s not our class any more," {he} said.', '"It\'s not our class any more," said {hero}.'],
  ownChoice: ['{hero} could keep sulking or put a hand up for the new job of book monitor, and {he} put a hand up.', '{hero} could sulk or be book monitor, and put a hand up.'],
  ownHint: 'Give them a week; tell them one thing about your class they should know',
  ownSubplot: themeSubplot('{hero} saw that new was not the same as worse.', '{pal} was new at the table too, and had no one to sit with at lunch.', 'the seat by the window', '{hero} saved {pal} the seat by the window, and showed {palhim} where the pencils lived.'),
};

/** Blackberries from the hedge: brambles that catch, purple fingers, the high ones left to grown-ups, a crumble. */
const BLACKBERRIES: Variant = {
  anotherDay: true,
  said: /\bblackberr(?:y|ies)\b|\bbrambles?\b/i,
  title: ['{hero} Picks Blackberries', 'Purple Fingers, {hero}!'],
  name: 'the blackberries',
  opening: ['Today {hero} was picking blackberries from the hedge along the lane, with a tub to fill.', 'Blackberries! A tub to fill.'],
  worry: ['"Will the prickles get me?" asked {hero}, looking at the brambles.', '"Prickles?" asked {hero}.'],
  tries: [
    ['{hero} grabbed a red one, and it was hard and sour, and {hero} pulled a face.', 'A red one. Sour! Yuck.'],
    ['{hero} reached right into the bramble, and a prickle caught {his} sleeve.', 'Ouch! A prickle.'],
    ['{hero} ate one, and another, and the tub was still empty.', 'One for me, one for me...'],
  ],
  turn: ['{grownup} showed {hero} the black, shiny ones that come off with the softest pull, and to pick from the outside of the bush, where the prickles cannot reach.', 'Black and shiny ones. Soft pull. Plop!'],
  details: [
    ['The blackberries were black and shiny, with little round bumps, like tiny bunches of grapes.', 'Black and shiny, bumpy berries.'],
    ['Soon {hero}\'s fingers were purple, and so was {his} mouth.', 'Purple fingers! Purple mouth!'],
    ['The highest, fattest blackberries were for {grownup}, who could reach.', 'The high ones were for {grownup}.'],
    ['At home, the blackberries went into a crumble, bubbling purple at the edges.', 'Blackberry crumble!'],
  ],
  win: ['the tub was full of blackberries', 'the tub was full'],
  end: ['At bedtime, {hero}\'s fingers were still a little bit purple.', 'Night night, purple fingers.'],
  ownSetback: ['Then {hero} tripped, and the tub tipped, and blackberries rolled into the grass.', 'Oops! The tub tipped.'],
  ownDoubt: ['{hero} looked at the spilled berries. "All gone," {he} said.', '"All gone," said {hero}.'],
  ownChoice: ['{hero} could eat the next one or put it in the tub, and {he} put it in the tub.', 'Eat it or tub? Tub!'],
  ownHint: 'Only the black ones, with a soft pull; leave the red ones to ripen',
};

/** A broken leg: the cast to the knee, crutches that swing, the lift at school, a friend carrying the bag. */
const BROKEN_LEG: Variant = {
  anotherDay: true,
  said: /\b(?:broken|broke|breaking|break|breaks|fractured?) (?:a |my |his |her |their )?(?:leg|ankle|foot)\b|\bcrutches\b/i,
  title: ['{hero} on Crutches', '{hero}\'s Plaster Leg'],
  name: 'the broken leg',
  opening: ['{hero} had broken {his} leg, and now it was in a plaster cast from the toes to the knee, and {he} had crutches to walk with.', '{hero} had broken {his} leg, and had crutches now.'],
  worry: ['"How will I get round school? How will I play?" asked {hero}, looking at the crutches.', '"How will I get round school?" asked {hero}.'],
  tries: [
    ['{hero} tried the crutches in the hall at home, swung too hard, and bumped into the door.', '{hero} swung too hard on the crutches, and bumped the door.'],
    ['At school, {hero} tried to carry {his} bag and use the crutches at once, and dropped everything.', '{hero} dropped the bag and the crutches.'],
    ['At playtime, {hero} sat on the bench and watched everyone run, and felt left out.', 'At playtime, {hero} sat on the bench.'],
  ],
  turn: ['{hero} let a friend carry the bag, went to class a minute early before the corridors filled up, and invented a game of catch that could be played sitting down.', '{hero} let a friend carry the bag, and made up a sitting-down game.'],
  details: [
    ['Everyone wanted to sign the cast, and by Friday it was covered in names and drawings.', 'Everyone signed the cast.'],
    ['At school, {hero} was allowed to use the lift, which nobody else was.', '{hero} was allowed to use the lift.'],
    ['The crutches went swing, step, swing, step, and by the end of the week, {hero} was fast.', 'Swing, step, swing, step.'],
    ['At night the leg itched inside the cast, where no finger could reach.', 'The leg itched inside the cast.'],
  ],
  win: ['{hero} got round school on crutches, and the bone mended', 'the leg mended'],
  end: ['When the cast came off, the leg was pale and thin, and {hero} walked slowly at first, and then ran.', 'When the cast came off, {hero} walked, and then ran.'],
  ownSetback: ['Then it rained, and the playground was slippery, and {hero} had to stay inside.', 'Then it rained, and {hero} had to stay in.'],
  ownDoubt: ['{hero} leaned the crutches against the wall. "I can\'t do anything," {he} said.', '"I can\'t do anything," said {hero}.'],
  ownChoice: ['{hero} could sit out sports day or be the one who shouted the start, and {he} chose to shout the start.', '{hero} could sit out sports day or shout the start, and chose the start.'],
  ownHint: 'Let people help carry; you just get there',
  ownSubplot: themeSubplot('{hero} saw that letting people help was not the same as being helpless.', '{pal} wanted to try the crutches, and wobbled.', 'a go on the crutches', '{hero} let {pal} have a go on the crutches, and they both laughed.'),
};

/** A swimming badge: the lengths, the floating, the teacher with the clipboard, the badge sewn on. */
const SWIMMING_BADGE: Variant = {
  anotherDay: true,
  said: /\b(?:swimming )?badges?\b|\bswimming tests?\b|\b\d+ ?(?:metres|meters|m)\b|\blengths?\b/i,
  title: ['{hero}\'s Swimming Badge', '{hero} Swims for the Badge'],
  name: 'the swimming badge',
  opening: ['Today was badge day at swimming, and to get the badge {hero} had to swim a whole width, float for ten seconds and fetch a ring from the bottom.', 'Today was badge day at swimming.'],
  worry: ['"What if I stop halfway and have to grab the side?" asked {hero}.', '"What if I stop halfway?" asked {hero}.'],
  tries: [
    ['{hero} kicked so hard that {he} splashed everywhere and went nowhere.', '{hero} kicked hard, and went nowhere.'],
    ['{hero} tried to float, but {his} legs kept sinking, and {he} stood up.', '{hero}\'s legs kept sinking.'],
    ['{hero} dived for the ring, but came up with only a mouthful of water.', '{hero} dived, and came up with no ring.'],
  ],
  turn: ['{hero} remembered what the teacher said: long, slow arms, and breathe out under the water, and swam the whole width, touching the far side with both hands.', '{hero} swam long and slow, all the way to the far side.'],
  details: [
    ['The teacher stood at the side with a clipboard and a whistle, and ticked each thing off.', 'The teacher had a clipboard.'],
    ['The ring at the bottom was orange, and looked closer than it was.', 'The ring was orange, and deep down.'],
    ['Floating was easiest with the tummy up and the arms out like a star.', 'Float like a star.'],
    ['The badge was cloth, with a number on it, and {grownup} sewed it on {his} swimming bag.', 'The badge went on {hero}\'s bag.'],
  ],
  win: ['{hero} got the badge', '{hero} got the badge'],
  end: ['At the next lesson, {hero} looked at the next badge on the wall, the one with more lengths.', 'Next: the next badge.'],
  ownSetback: ['Then {hero} swallowed water halfway across, and coughed, and grabbed a lane rope.', 'Then {hero} swallowed water, and coughed.'],
  ownDoubt: ['{hero} held on to the side. "I\'ll never get it," {he} said.', '"I\'ll never get it," said {hero}.'],
  ownChoice: ['{hero} could do the float first or the width first, and {he} chose the width, while {his} arms were fresh.', '{hero} could float first or swim first, and chose the width.'],
  ownHint: 'Long slow arms; breathe out under the water',
};

/** A first ballet class: pink shoes with elastic, the barre, first position, tiptoe like a mouse, curtsey at the end. */
const FIRST_BALLET_CLASS: Variant = {
  anotherDay: true,
  said: /\b(?:first|new) (?:ballet|dance) (?:class|lesson)\b|\bballet (?:class|lesson)s?\b/i,
  title: ['{hero}\'s First Ballet Class', 'Tiptoe, {hero}!'],
  name: 'the first ballet class',
  opening: ['Today was {hero}\'s first ballet class, and {he} had new soft shoes with elastic across the top.', 'Today was {hero}\'s first ballet class!'],
  worry: ['"What if I don\'t know the steps and everyone else does?" asked {hero}.', '"What if I don\'t know the steps?" asked {hero}.'],
  tries: [
    ['{hero} stood at the back of the line, behind the tallest girl, where the mirror could not see {him}.', '{hero} hid at the back of the line.'],
    ['{hero} tried first position, heels together and toes apart, and wobbled like a jelly.', 'First position... wobble!'],
    ['When the music went fast, {hero} skipped the wrong way and bumped into the girl next to {him}.', '{hero} skipped the wrong way.'],
  ],
  turn: ['The teacher said to tiptoe like a mouse who did not want to wake the cat, and {hero} did, so quietly and so well that the teacher said, "Look, everyone, a perfect mouse."', '{hero} tiptoed like a quiet mouse, and the teacher said, "Perfect!"'],
  details: [
    ['There was a wooden rail along the wall called the barre, to hold on to.', 'There was a barre to hold on to.'],
    ['A lady played the piano in the corner, and the music told everybody when to move.', 'A lady played the piano.'],
    ['At the end, everyone did a curtsey, and said, "Thank you, Miss."', 'At the end, everyone curtsied.'],
    ['The room had a long mirror, and {hero} saw {him}self in it, pointing {his} toes.', '{hero} pointed {his} toes in the mirror.'],
  ],
  win: ['{hero} danced the whole class, and did the best mouse of all', '{hero} danced the whole class'],
  end: ['At home, {hero} tiptoed everywhere like a mouse, even into the bath.', 'At home, {hero} tiptoed like a mouse.'],
  ownSetback: ['Then {hero}\'s shoe came off in the middle of a skip, and slid across the floor.', 'Then {hero}\'s shoe came off!'],
  ownDoubt: ['{hero} stood still by the barre. "Everyone else can do it," {he} whispered.', '"Everyone else can do it," whispered {hero}.'],
  ownChoice: ['{hero} could stand by the piano or by the window, and {he} chose the piano, to hear the music best.', '{hero} could stand by the piano or the window, and chose the piano.'],
  ownHint: 'Watch the teacher\'s feet, and listen to the piano',
};

/** A ferry: the cars driving into its mouth, the horn, the deck in the wind, the island growing bigger. */
const FERRY: Variant = {
  anotherDay: true,
  // A ferry to see someone is the ride to them, who waits at the other end (`ride-to-gran.ts`).
  said: /^(?!.*\bto (?:see|visit|stay with)\b).*\bferr(?:y|ies)\b/i,
  title: ['{hero} on the Ferry', 'Over the Sea to the Island'],
  name: 'the ferry',
  opening: ['Today {hero} was going over the sea to the island, on the big ferry, with the car and everything.', 'Today {hero} was going on the big ferry!'],
  worry: ['"What if the ferry sinks with all the cars on it?" asked {hero}.', '"What if it sinks?" asked {hero}.'],
  tries: [
    ['When the car drove into the ferry\'s big open mouth, {hero} shut {his} eyes tight.', 'The car drove into the ferry\'s mouth!'],
    ['The horn went BWAAAP, so loud that {hero} jumped and held {his} ears.', 'BWAAAP went the horn!'],
    ['Out on the deck, the wind blew {hero}\'s hat right off, and {he} wanted to go back inside.', 'The wind blew {hero}\'s hat off!'],
  ],
  turn: ['{hero} held the rail with {grownup}, looked out instead of down, and watched the island grow bigger and bigger, until {he} could see the houses on it.', '{hero} held the rail, and watched the island grow bigger.'],
  details: [
    ['Inside, the ferry had a café, and seats by big windows, and a shop that sold sweets.', 'The ferry had a café and big windows.'],
    ['Gulls flew right beside the deck, hanging in the wind without flapping.', 'Gulls flew beside the deck.'],
    ['The white water churned out behind the ferry in a long, foamy path.', 'A foamy path behind the ferry.'],
    ['At the island, the ferry\'s mouth opened again, and the cars drove off, bump, bump, onto the land.', 'Bump, bump, off onto the island.'],
  ],
  win: ['the ferry reached the island, and {hero} had watched it all the way', 'the ferry reached the island'],
  end: ['On the island, {hero} waved at the ferry as it went back over the sea, and it hooted goodbye.', 'The ferry hooted goodbye.'],
  ownSetback: ['Then the ferry rolled on a big wave, and {hero}\'s drink slid across the table.', 'Then the ferry rolled on a big wave.'],
  ownDoubt: ['{hero} held on to the seat. "I don\'t like the sea," {he} said.', '"I don\'t like the sea," said {hero}.'],
  ownChoice: ['{hero} could stay inside by the window or go out on the deck, and {he} chose the deck, holding {grownup}\'s hand.', '{hero} could stay inside or go out on deck, and chose the deck.'],
  ownHint: 'Look at the island, not the water, and hold the rail',
};

export const ROUND_16_MORE_VARIANTS: Readonly<Record<string, readonly Variant[]>> = {
  trains: [TRAIN_SET],
  dinosaurs: [FOSSIL_HUNT],
  'snow-day': [SKIING],
  'supply-teacher': [NEW_TEACHER],
  'fruit-picking': [BLACKBERRIES],
  'broken-arm': [BROKEN_LEG],
  'learning-to-swim': [SWIMMING_BADGE],
  ballet: [FIRST_BALLET_CLASS],
  'boat-trip': [FERRY],
};
