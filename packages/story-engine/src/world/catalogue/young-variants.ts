import { themeSubplot } from './subplots';
import type { Variant } from './theme-entry';

/**
 * Round 15's variants of two older entries, for the shapes held-out read 28 found told as the wrong day: a sleepover the
 * hero hosts ("my cousin is coming for a sleepover at our house") is no night away, and climbing out of the cot is the
 * new trick that brings the big bed, not a night of shadows in a bed already moved into.
 */

/** A sleepover at the hero's own house: the camp bed, showing everything, who is boss, the guest's homesick moment. */
export const HOSTED_SLEEPOVER: Variant = {
  said: /\b(?:at|to) (?:our|my) (?:house|home|place|flat)\b|\b(?:at|to) ours\b|\b(?:coming|come|comes) (?:for|to) (?:a |the |his |her |their )?(?:sleep ?over|stay the night|stay over)\b|\b(?:staying|sleeping|stay|sleep) over (?:at|with) (?:us|ours|me)\b|\b(?:having|hosting|host|have) (?:a |my |his |her |their )?(?:friend|cousin|best friend)\b[^.]*\bsleep ?over\b/i,
  hostedAtHome: true,
  palMet: '{pal} was the one coming to sleep over, with a sleeping bag rolled under one arm.',
  title: ['{pal} Sleeps Over', 'A Sleepover at {hero}\'s House'],
  opening: ['Tonight {pal} was coming for a sleepover at {hero}\'s house, the very first time, and {hero} had been counting the days.', '{pal} was coming for a sleepover!'],
  worry: ['"What if {pal} doesn\'t like my room? What if {pal} wants to go home?" {hero} asked {grownup}.', '"What if {pal} wants to go home?" said {hero}.'],
  tries: [
    ['{hero} showed {pal} every single toy, one after another, until {pal} yawned and sat on the bed.', '{hero} showed {pal} every single toy.'],
    ['{hero} said which film, which side of the room and which biscuit, and {pal} went very quiet.', '{hero} chose everything, and {pal} went quiet.'],
    ['When the light went out, {pal} whispered, "I want my mum," and {hero} did not know what to say.', 'In the dark, {pal} whispered, "I want my mum."'],
  ],
  turn: ['{hero} climbed down onto the camp bed, gave {pal} the softest teddy and the little torch, and whispered, "My mum is just across the landing. You can call her too."', '{hero} gave {pal} the softest teddy and whispered, "My mum is just across the landing."'],
  details: [
    ['{grownup} blew up the camp bed with a pump, pssh, pssh, pssh, and it went right next to {hero}\'s bed.', 'Pssh, pssh went the pump for the camp bed.'],
    ['At tea, {pal} did not like the peas, and {hero} said that was all right, {he} did not like them either.', 'Neither of them liked peas.'],
    ['They made shadow rabbits on the ceiling with the torch, until {grownup} said, "Lights out," for the third time.', 'Torch rabbits on the ceiling, until "Lights out!"'],
    ['In the morning there were pancakes, and {pal} had three.', 'In the morning, pancakes!'],
  ],
  win: '{pal} fell asleep on the camp bed, holding {hero}\'s softest teddy',
  end: ['When {pal}\'s grown-up came to collect {palhim}, {pal} said, "Can I come again?" and {hero} said, "Next time, you choose the film."', '"Can I come again?" said {pal}.'],
  ownSetback: ['Then {pal} knocked a whole cup of juice over the carpet, and looked as if {palhe} might cry.', 'Then {pal} spilled the juice.'],
  ownChoice: ['{hero} could have the top of the bed or give {pal} the torch, and {he} chose to give {pal} the torch.', '{hero} could keep the torch or give it, and {he} gave it to {pal}.'],
  ownSubplot: themeSubplot('{hero} saw that a good host lets the guest choose too.', '{pal} missed home at bedtime.', 'the softest teddy', '{hero} lent {pal} the softest teddy, and {pal} was asleep before the second story ended.'),
  ownDoubt: ['{hero} lay in the dark, listening to {pal} sniff. "I\'m a bad sleepover," {he} whispered.', '"I\'m a bad sleepover," whispered {hero}.'],
};

/** Climbing out of the cot: one leg over, plop; the mattress lowered; then the big bed, got out of the proper way, feet first. */
export const CLIMBING_OUT_OF_THE_COT: Variant = {
  said: /\bclimb\w*\b[^.]*\bout of (?:the |a |his |her |their |my )?cot\b|\bcot\b[^.]*\bclimb/i,
  title: ['{hero} Climbs Out', 'Up and Over!'],
  opening: ['{hero} had learned a new trick: one leg over the side of the cot, then the other, and plop, out onto the floor.', 'One leg up, one leg over, plop! {hero} was out of the cot.'],
  worry: ['"Out!" said {hero}, very proud, and {grownup} said, "Oh no, that\'s not safe. It\'s a long way down."', '"Out!" said {hero}.'],
  tries: [
    ['At nap time, {hero} climbed out again, and padded to the door, and {grownup} found {him} sitting on the landing.', 'At nap time, {hero} climbed out again.'],
    ['At five o\'clock in the morning, {hero} climbed out and tipped the whole toy box over, crash.', 'Early one morning, {hero} climbed out, and crash went the toy box.'],
    ['Once {hero} landed with a bump on the floor, and cried, and {grownup} came running for a cuddle.', 'Bump! {hero} cried, and {grownup} came running.'],
  ],
  turn: ['{hero} helped {grownup} build the big bed, low to the floor, with a rail on one side, and {grownup} showed {him} the proper way out: turn round, feet first, slide down onto the soft rug.', 'The big bed came, low to the floor. Feet first, slide down!'],
  details: [
    ['The cot side was taller than {hero}\'s tummy, and {hero} could still get a foot on it.', 'The cot side was tall.'],
    ['{grownup} lowered the cot mattress right down to the bottom, and {hero} climbed out anyway.', 'The mattress went down. {hero} still climbed out.'],
    ['The big bed had a rail like a little fence, and a soft rug beside it to land on.', 'The big bed had a little rail.'],
    ['A gate clicked shut at the top of the stairs, so the landing was safe for early feet.', 'Click went the stair gate.'],
  ],
  win: '{hero} slept in the big bed, and in the morning got out the proper way, feet first',
  end: ['In the morning, {hero} slid out feet first, padded to the big bedroom and said, "Morning! I got out the big way."', '"Morning!" said {hero}. "Feet first!"'],
  ownSetback: ['Then {hero} climbed out at bedtime too, and came downstairs in {his} sleeping bag, giggling.', 'Then {hero} came downstairs at bedtime, giggling.'],
  ownChoice: ['{hero} could have the duvet with stars or the one with boats, and {he} chose the stars.', '{hero} could have stars or boats, and {he} chose the stars.'],
  ownDoubt: ['{hero} sat by the cot, rubbing {his} knee. "Bump," {he} said, in a small voice.', '"Bump," said {hero}, in a small voice.'],
  ownSubplot: themeSubplot('{hero} saw that a big bed has a big way to get out: slowly, feet first.', '{pal} wanted to jump off the big bed.', 'the feet-first way', '{hero} showed {pal} the feet-first way, and they slid down onto the rug, giggling.'),
};

/** A balloon that pops (the lost balloon's variant): bang, the floppy rubber, tears, and a new one blown up, not too big. */
export const BALLOON_POPPED: Variant = {
  said: /\bpop(?:ped|s)?\b|\bburst\b/i,
  name: 'the popped balloon',
  title: ['Bang! Went the Balloon', '{hero}\'s Balloon Goes Pop'],
  opening: ['{hero} was bouncing the red balloon up and up, when it touched the rose bush, and BANG! It popped.', 'BANG! {hero}\'s balloon popped.'],
  worry: ['{hero} jumped, and then {his} face crumpled. "My balloon! Make it come back!"', '"My balloon!" cried {hero}.'],
  tries: [
    ['{hero} picked up the floppy red bits and tried to squash them back together, but they would not be a balloon again.', '{hero} tried to squash the bits back together.'],
    ['{hero} blew into the biggest bit, puff, puff, but the air came straight out of the hole.', '{hero} blew into it. The air came out.'],
    ['{hero} stamped and cried, and said balloons were silly anyway, and did not mean it.', '{hero} stamped, and cried.'],
  ],
  turn: ['{hero} held the floppy bits in {his} hand and let {grownup} give {him} a long hug, and said, "Bye-bye, balloon," and the crying stopped by itself.', '{hero} had a long hug, and said, "Bye-bye, balloon."'],
  details: [
    ['The bang was so loud that a pigeon flew off the fence.', 'A pigeon flew off the fence.'],
    ['The bits of balloon were soft and floppy, and smelled of rubber.', 'The bits were floppy.'],
    ['{grownup} said, "Balloons are made to pop one day. That\'s what balloons do."', '"Balloons are made to pop one day."'],
    ['{grownup} put every little bit in the bin, so that no baby or dog could swallow one.', 'Every bit went in the bin.'],
  ],
  win: '{hero} said bye-bye to the balloon, and the sad went away by itself',
  end: ['The next day there was a new balloon, blown up not too big, and {hero} kept it far from the rose bush.', 'The next balloon stayed away from the roses.'],
  ownSetback: ['Then {hero} saw the other balloon, still on the table, and was scared to touch it in case it went bang too.', 'Then {hero} was scared of the other balloon.'],
  ownChoice: ['{hero} could hide from the other balloon or pat it very gently, and {he} chose to pat it.', '{hero} could hide or pat it, and {he} chose to pat it.'],
  ownDoubt: ['{hero} looked at the floppy red bits. "It\'s broken for ever," {he} said.', '"Broken for ever," said {hero}.'],
};
