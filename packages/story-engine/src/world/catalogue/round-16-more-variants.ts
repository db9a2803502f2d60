import { themeSubplot } from './subplots';
import type { Variant } from './theme-entry';

/**
 * Round 16's variants for held-out read 34's themes told as another day of their entry: a train set played with on the
 * floor (not a ride to the sea), fossils hunted on the beach (not the museum's skeletons), a skiing holiday (not a snow
 * day at home), and a new teacher for the rest of the year (not a supply teacher's one day).
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
  ownChoice: ['{hero} could put the bridge by the sofa or by the window, and {he} chose the window.', 'Bridge by the window!'],
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
  ownChoice: ['{hero} could look by the rock pools or along the tideline, and {he} chose the tideline.', '{hero} chose the tideline.'],
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
  ownChoice: ['{hero} could stay at the top and watch or try the little slope again, and {he} chose the slope.', '{hero} chose to try the slope again.'],
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
  ownChoice: ['{hero} could keep sulking or put a hand up for the new job of book monitor, and {he} put a hand up.', '{hero} put a hand up to be book monitor.'],
  ownHint: 'Give them a week; tell them one thing about your class they should know',
  ownSubplot: themeSubplot('{hero} saw that new was not the same as worse.', '{pal} was new at the table too, and had no one to sit with at lunch.', 'the seat by the window', '{hero} saved {pal} the seat by the window, and showed {palhim} where the pencils lived.'),
};

export const ROUND_16_MORE_VARIANTS: Readonly<Record<string, readonly Variant[]>> = {
  trains: [TRAIN_SET],
  dinosaurs: [FOSSIL_HUNT],
  'snow-day': [SKIING],
  'supply-teacher': [NEW_TEACHER],
};
