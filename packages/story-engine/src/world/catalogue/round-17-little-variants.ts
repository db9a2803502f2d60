import { themeSubplot } from './subplots';
import type { Variant } from './theme-entry';

/**
 * Round 17's little ones' days told as another day of an entry they share words with: riding in the supermarket trolley
 * (every supermarket day under six, never a toddler reading and ticking the list), a walk in the baby sling (the
 * pushchair's walk), finger painting (messy play's paint, not its gloop) and a first open cup (the spoon's teatime).
 */

/** The trolley: the seat with the leg holes, holding the bread, the banana that went over the side, the beep, the wave. */
const TROLLEY: Variant = {
  said: /\btrolley\b/i,
  // A child under six rides or walks beside the trolley; the list that is read and ticked is an older child's job.
  saidUnderSix: /[^]/,
  title: ['{hero} Rides in the Trolley', 'Beep! Beep! Shopping!'],
  name: 'the trolley ride',
  opening: ['Today {hero} was going to the supermarket with {grownup}, and {hero} rode up high in the big trolley, where {he} could see everything.', 'Shopping with {grownup}! Up in the big trolley went {hero}.'],
  worry: ['{hero} wanted to hold everything, the apples and the bread and the biscuits, and {grownup} said, "Not yet, we have to pay first."', '"Me hold it!" said {hero}. "Not yet," said {grownup}.'],
  tries: [
    ['{hero} reached out and grabbed a packet of biscuits off the shelf as the trolley went past, and {grownup} had to put it back.', 'Grab! Biscuits! Put them back.'],
    ['{hero} threw a banana over the side of the trolley, and it landed on the floor, splat.', 'Banana over the side! Splat.'],
    ['{hero} wriggled and stood up in the trolley, and {grownup} sat {him} down again, quick as a flash.', 'Wriggle! Stand up? No! Sit down.'],
  ],
  turn: ['{grownup} gave {hero} a job: to hold the bread, gently, and to say "In it goes!" for every single thing that went in the trolley. "In it goes!" said {hero}, for the milk and the apples and the cheese.', '"Hold the bread," said {grownup}. "In it goes!" said {hero}. In, in, in!'],
  details: [
    ['The trolley had a wobbly wheel that went squeak, squeak, all the way round the shop.', 'Squeak, squeak, went the wheel.'],
    ['{hero} pointed at the oranges, piled up high like a round orange hill.', 'Look! An orange hill!'],
    ['At the fish counter, the lady in the white hat waved, and {hero} waved back.', 'The fish lady waved. Wave, wave!'],
    ['At the checkout, every packet went beep, and {hero} said "Beep!" too.', 'Beep! Beep! Beep!'],
  ],
  senses: ['The freezer aisle was cold, and {hero}\'s breath made a little cloud.', 'The bakery smelled of warm bread.'],
  win: '{hero} had held the bread all the way round the shop, and said "In it goes!" for everything',
  end: ['At home, {hero} helped put the bread in the bread bin, the bread {he} had held all the way round.', 'The bread in the bin. In it goes! Night night.'],
  ownSetback: ['Then {hero} squeezed the bread too hard, and it went flat in the middle, and {hero}\'s lip wobbled.', 'Squeeze! Flat bread. Wobbly lip.'],
  ownChoice: ['{hero} could have the red trolley or the blue one, and {he} chose the red one with the squeaky wheel.', 'Red trolley or blue? Red!'],
  ownHint: 'Hold the bread gently, and tell me each thing that goes in',
  ownDoubt: ['{hero} held up {his} arms. "Out! Out!" said {hero}. "No more trolley."', '"Out!" said {hero}.'],
  ownSubplot: themeSubplot('{hero} saw that a job to do makes the shop go quicker.', '{pal} was crying in another trolley, because {palhe} wanted the biscuits.', 'a wave', '{hero} waved at {pal} every time their trolleys passed, and {pal} stopped crying and waved back.'),
};

/**
 * The little trolley, for three to five: a child's own trolley with a flag, a list of pictures, not words, drawn by the
 * grown-up, the things found and put in. Any supermarket day at that age but a ride in the big trolley; a younger child's
 * words for it ("pushing the little trolley" at two) are said to be told as a ride, `toldBelowItsFloor`.
 */
const LITTLE_TROLLEY: Variant = {
  said: /\b(?:little|small|mini|kids'?|children's|own) trolley\b|\bpush(?:es|ed|ing)? (?:the |a |my |his |her )?trolley\b/i,
  saidUnderSix: /^(?![^]*\b(?:rid(?:e|es|ing)|rode|sit(?:s|ting)?|sat|up) (?:in|on) (?:the |a )?(?:big |shopping )?trolley\b)/i,
  fromAge: '3-5',
  title: ['{hero} and the Little Trolley', 'In It Goes, {hero}!'],
  name: 'the little trolley',
  opening: ['Today {hero} was going to the supermarket with {grownup}, and at the door there was a little trolley just the right size, with a flag on a stick.', 'Shopping with {grownup}! A little trolley, with a flag!'],
  worry: ['{grownup} gave {hero} a list with pictures on it, not words: bananas, milk, bread and cheese. "What if I can\'t find them?" said {hero}.', 'A list of pictures! "What if I can\'t find them?" said {hero}.'],
  tries: [
    ['{hero} pushed the little trolley too fast round the corner, and bumped it into a pile of toilet rolls.', 'Too fast! Bump! Toilet rolls everywhere.'],
    ['{hero} put a big bag of sweets in the little trolley, but there were no sweets on the picture list.', 'Sweets! Not on the list.'],
    ['{hero} squeezed the bread to put it in, and it went flat in the middle.', 'Squeeze! Flat bread.'],
  ],
  turn: ['{hero} stopped at each picture on the list, found the thing that matched it on the shelf, showed {grownup}, and put it in gently. Bananas, in. Milk, in. Bread, in, not squeezed. Cheese, in!', 'Find the picture. Show {grownup}. In it goes, gently!'],
  details: [
    ['The flag on the little trolley went wave, wave, so everybody could see {hero} coming.', 'The flag went wave, wave.'],
    ['In the fruit aisle, the bananas went on the scales, and out came a sticker with the price.', 'Bananas on the scales. A sticker!'],
    ['At the checkout, {hero} lifted each thing onto the belt, and every one went beep.', 'Beep! Beep! Beep!'],
    ['On the way home, {hero} carried the bag with the bread in it, the lightest and the most important one.', '{hero} carried the bread.'],
  ],
  senses: ['The freezer aisle was cold, and {hero}\'s breath made a little cloud.', 'The bakery smelled of warm bread.'],
  win: '{hero} had found every picture on the list, and pushed the little trolley all the way round',
  end: ['At home, {hero} put the bananas in the fruit bowl, and said they were the best bananas ever.', 'Bananas in the bowl. Night night.'],
  ownSetback: ['Then the little trolley\'s wheel caught on a bag on the floor, and it tipped, and the milk rolled away down the aisle.', 'The trolley tipped! The milk rolled away.'],
  ownChoice: ['{hero} could have the red little trolley or the blue one, and {he} chose the red one with the flag.', 'Red or blue? Red, with the flag!'],
  ownHint: 'Stop at each picture, find it, and put it in gently',
  ownDoubt: ['{hero} let go of the little trolley. "I can\'t find anything," said {hero}.', '"Can\'t find it," said {hero}.'],
  ownSubplot: themeSubplot('{hero} saw that one picture at a time finds everything.', '{pal} had lost {palhis} grown-up by the cereal, and was looking all round.', 'a wave of the flag', '{hero} waved the little flag high, and {pal}\'s grown-up saw it and came.'),
};

/** The sling: snug against a grown-up's chest, the heartbeat, the world going by at the height of a grown-up, asleep. */
const SLING: Variant = {
  said: /\bsling\b|\bbaby ?carrier\b|\bcarrier\b|\bbaby ?wrap\b/i,
  title: ['{hero} in the Sling', 'Snug as a Bug, {hero}!'],
  name: 'the walk in the sling',
  opening: ['{grownup} tied the soft sling, and lifted {hero} in, snug against {his} chest, and off they went for a walk.', 'Into the sling! Snug. Off for a walk.'],
  worry: ['{hero} wriggled and pushed, and wanted to see out. "Out!" said {hero}.', '"Out!" said {hero}. Wriggle!'],
  tries: [
    ['{hero} pushed {his} arms out and kicked {his} legs, and the sling wobbled.', 'Kick, kick! Wobble.'],
    ['{hero} turned {his} head and got {grownup}\'s scarf in {his} mouth.', 'A scarf in the mouth! Yuck.'],
    ['{hero} grabbed at a leaf on a low branch, and it came off in {his} hand.', 'Grab! A leaf.'],
  ],
  turn: ['{grownup} stopped, and turned round slowly, so {hero} could see everything from up high, the trees and the ducks and the red bus, and then walked on, slow and swaying, and {hero} laid {his} head down.', 'Slowly round. Look! Trees, ducks, a red bus. Sway, sway.'],
  details: [
    ['Inside the sling, {hero} could hear {grownup}\'s heart going thump, thump, slow and steady.', 'Thump, thump, went the heart.'],
    ['From up high, {hero} could see over the hedge, where a cat sat on a wall.', 'Over the hedge! A cat.'],
    ['A dog came to sniff {grownup}\'s shoes, and {hero} looked down at its waggy tail.', 'A dog! Waggy tail.'],
    ['{grownup} hummed as they walked, and {hero} could feel the humming.', 'Hum, hum. Sway, sway.'],
  ],
  senses: ['The sling was warm and soft and smelled of {grownup}.', 'The wind was cold on {hero}\'s nose, and the rest of {him} was warm.'],
  win: '{hero} saw the whole walk from up high, snug in the sling',
  end: ['By the time they got home, {hero} was fast asleep in the sling, and {grownup} did not take {him} out for a long time.', 'Home. Fast asleep in the sling. Shh.'],
  ownSetback: ['Then it started to rain, tap, tap, on {hero}\'s hat, and {hero} began to cry.', 'Tap, tap, rain! A cry.'],
  ownChoice: ['They could walk round the pond or through the trees, and {grownup} let {hero} point. {hero} pointed at the pond.', 'Pond or trees? Point! The pond.'],
  ownHint: 'Turn round slowly, and look from up high',
  ownDoubt: ['{hero} cried and pushed against {grownup}. "Out! Out!"', '"Out!" cried {hero}.'],
  ownSubplot: themeSubplot('{hero} saw that the sling is the best place to see from.', '{pal} was crying in {palhis} buggy, because {palhe} could not see.', 'a wave from up high', '{hero} waved from up high, and {pal} stopped crying to wave back.'),
};

/** Finger painting: the paper taped down, one colour on each finger, the colours mixing to brown, the hand on the fridge. */
const FINGER_PAINTING: Variant = {
  said: /\bfinger ?paint\w*|\bpaint\w* with (?:my |his |her |their |our )?(?:fingers|hands|toes|feet)\b|\bhand ?paint\w*/i,
  title: ['{hero}\'s Finger Painting', 'Dab, Dab, Swirl!'],
  name: 'the finger painting',
  opening: ['{grownup} taped a big sheet of paper to the table, and put out three pots of paint, red, yellow and blue. "Finger painting!"', 'Big paper. Red, yellow, blue. Finger painting!'],
  worry: ['{hero} put one finger in the red paint, and it was cold and slimy. "Yuck!" said {hero}, and held the finger up.', 'Cold, slimy paint! "Yuck!" said {hero}.'],
  tries: [
    ['{hero} wiped the red finger on {his} top, and now {his} top was red too.', 'Wipe! A red top.'],
    ['{hero} put {his} whole hand in the blue pot, and the pot tipped over, splosh.', 'Whole hand in! Splosh!'],
    ['{hero} swirled all three colours together, round and round, and they all went brown.', 'Round and round. Brown!'],
  ],
  turn: ['{grownup} showed {hero}: one finger, one colour, dab, dab, dab. {hero} dabbed red dots, and yellow dots, and then pressed {his} whole hand down flat, and lifted it up, and there was a hand on the paper.', 'One finger, one colour. Dab, dab! Press! A hand!'],
  details: [
    ['The paint was thick and squishy, like cold custard.', 'Squishy, like custard.'],
    ['Yellow dots went round a red dot, and it looked like a flower.', 'Dots round a dot. A flower!'],
    ['Where the blue and the yellow touched, a little bit went green.', 'Blue and yellow. Green!'],
    ['{grownup} wrote {hero}\'s name at the bottom, and they hung it up to dry.', 'Hang it up to dry.'],
  ],
  senses: ['The paint was cold, then warm, between {hero}\'s fingers.', 'The paint smelled a little like play dough.'],
  win: '{hero} had made a painting with dots, a flower and a hand, all with {his} own fingers',
  end: ['At bath time, the paint came off {hero}\'s fingers in swirls of colour, and the painting dried on the fridge.', 'Bath time. Bye bye, paint! The painting is on the fridge.'],
  ownSetback: ['Then {hero} rubbed {his} nose with a blue finger, and now {his} nose was blue.', 'A blue nose!'],
  ownChoice: ['{hero} could start with red or yellow, and {he} chose red.', 'Red or yellow? Red!'],
  ownHint: 'One finger, one colour, dab, dab, dab',
  ownDoubt: ['{hero} held up {his} messy hands. "Off! Off!" said {hero}.', '"Off!" said {hero}.'],
  ownSubplot: themeSubplot('{hero} saw that one colour on each finger keeps them bright.', '{pal} would not put a finger in the paint.', 'a red dot', '{hero} put a red dot on {pal}\'s finger, gently, and {pal} pressed it on the paper and laughed.'),
};

/** A first open cup: two hands, little sips, the water down the chin, the splash on the tray, the last drop. */
const OPEN_CUP: Variant = {
  said: /\bcups?\b|\bbeakers?\b/i,
  title: ['{hero}\'s Big Cup', 'Sip, Sip, {hero}!'],
  name: 'the big cup',
  opening: ['At teatime, {grownup} put a little cup of water on {hero}\'s tray: not the one with the spout, a big, open cup, like the grown-ups\'.', 'Teatime. A big cup, like the grown-ups\'!'],
  worry: ['{hero} grabbed it with one hand, and the water slopped over the side. "Uh oh!"', 'Slop! "Uh oh!" said {hero}.'],
  tries: [
    ['{hero} tipped the cup up fast, and the water went down {his} chin and all over {his} bib.', 'Tip! Down the chin. Wet bib!'],
    ['{hero} banged the cup on the tray, and the water jumped out, splash.', 'Bang! Splash!'],
    ['{hero} blew bubbles in the cup instead of drinking, blub, blub.', 'Blub, blub! Bubbles!'],
  ],
  turn: ['{grownup} put {hero}\'s two hands round the cup, one each side, and tipped it just a little, and {hero} took a tiny sip, and another, and put the cup down, clonk, all by {him}self.', 'Two hands. Tip a little. Sip! Sip! Clonk!'],
  details: [
    ['The cup was small and red, with a wide bottom so it would not fall over.', 'A little red cup.'],
    ['There was only a little water in it, so a spill was only a little spill.', 'A little water. A little spill.'],
    ['{grownup} had a cup too, and they said "Cheers!" and clinked them together.', '"Cheers!" Clink!'],
    ['At the end, {hero} held the cup upside down to show it was empty.', 'All gone! Upside down.'],
  ],
  senses: ['The water was cold on {hero}\'s lips.', 'The cup clonked on the tray, clonk.'],
  win: '{hero} had drunk from the big cup, with two hands, all by {him}self',
  end: ['At bedtime, {hero} gave teddy a pretend sip from the big cup and said, "Two hands, teddy."', '"Two hands, teddy." Sip. Night night.'],
  ownSetback: ['Then {hero} let go with one hand to wave, and the whole cup tipped over onto {his} lap.', 'Wave! Whoops! All over {his} lap.'],
  ownChoice: ['{hero} could have water or milk in the big cup, and {he} chose water, just in case.', 'Water or milk? Water!'],
  ownHint: 'Two hands, and tip a little',
  ownDoubt: ['{hero} pushed the big cup away. "Spout cup," said {hero}.', '"Spout cup!" said {hero}.'],
  ownSubplot: themeSubplot('{hero} saw that little sips stay in.', '{pal} only wanted the cup with the spout.', 'a "cheers"', '{hero} said "Cheers!" to {pal}, and {pal} picked up a big cup to clink, and took a sip.'),
};

export const ROUND_17_LITTLE_VARIANTS: Readonly<Record<string, readonly Variant[]>> = {
  supermarket: [LITTLE_TROLLEY, TROLLEY],
  pushchair: [SLING],
  'messy-play': [FINGER_PAINTING],
  'own-spoon': [OPEN_CUP],
};
