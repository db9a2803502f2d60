import type { Gathering } from './gathering';

/**
 * Things looked for outdoors that are not picked to take home (round 20, held-out read 46: "geocaching in the woods" was
 * told as the forest quest with an old map): a geocache is found with a phone's map and its numbers, signed in its log
 * book, a little thing swapped, and put back exactly where it was hidden for the next finder; fossils are looked for on a
 * beach's pebbles with a grown-up, away from the foot of the cliffs, and an ammonite is a stone spiral.
 */
export const SEEKINGS: readonly Gathering[] = [
  {
    words: /^(?:geocaches?|caches?)$/,
    setting: 'forest',
    hope: 'find the geocache, sign the log book, and hide it again',
    steps: 'the steps any geocache hunt has (the phone\'s map and numbers, the arrow, a box hidden by a tree, the log book, a swap, hiding it again)',
    worry: ['"What if somebody else has found it and taken it?" asked {hero}.', '"What if the phone sends us the wrong way?" asked {hero}.'],
    tries: [
      ['{hero} followed the arrow on the phone so fast that {he} walked straight past the tree it was pointing at.'],
      ['Under the tall trees, the phone lost its signal, and the arrow spun round and round.'],
      ['{hero} looked under every log on the path, and found nothing but beetles and a lost glove.'],
    ],
    turn: ['{hero} had an idea: stop looking at the phone, read the little clue that came with the numbers, and look for something that did not quite belong.'],
    details: [
      ['{grownup} put the numbers of the geocache into the phone, and a little arrow pointed into the trees.'],
      ['The numbers on the screen got smaller and smaller: fifty metres, twenty, ten, "Getting warmer!" said {grownup}.'],
      ['Tucked in the roots of an old tree, under a pile of sticks that was a bit too neat, was a little plastic box.'],
      ['Inside was a tiny log book full of names and dates, a stubby pencil, and some small swaps: a badge, a marble, a toy car.'],
    ],
    senses: ['The air smelled of damp leaves.', 'A woodpecker tapped somewhere high up.', 'A squirrel ran along a branch, and stopped to look at them.', 'Twigs snapped under {hero}\'s boots, very loud in the quiet.'],
    win: '{hero} had found the geocache and written {his} name in the log book',
    end: ['At home, {hero} looked at the map of all the other geocaches nearby, and chose the next one.', 'At bedtime, {hero} thought of the little box back in its roots, waiting for the next finder.'],
    setback: ['Then a dog walker came along the path, and {hero} had to pretend to tie {his} laces until they had gone, so the hiding place stayed secret.'],
    choice: ['{hero} could keep the marble or the badge, if {he} left a swap, and {he} chose the marble and left {his} best shiny pebble.'],
    taught: ['{hero} noticed that the clue helped more than the arrow, under the trees.', '{hero} saw that a pile of sticks that was too neat was a hiding place.'],
    gives: 'the stubby pencil, to write in the log book first',
    solved: ['{pal} wrote {palhis} name in the log book, very neatly, and grinned.'],
  },
  {
    words: /^(?:fossils?|ammonites?)$/,
    setting: 'beach',
    hope: 'find a real fossil, millions of years old',
    steps: 'the steps any fossil hunt on a beach has (the pebbles at low tide, away from the cliffs, stones that only look like fossils, the spiral of an ammonite)',
    worry: ['"What if they have all been found already?" asked {hero}.', '"How will I know a fossil from a stone?" asked {hero}.'],
    tries: [
      ['{hero} found a stone with a curly line on it, but it was only a crack.'],
      ['{hero} wanted to go right up to the cliff, where the big rocks were, but {grownup} said no: stones can fall from cliffs, and the beach was safer.'],
      ['{hero} picked up so many stones that {his} pockets sagged, and not one was a fossil.'],
    ],
    turn: ['{hero} had an idea: crouch down low, go slowly along the line of wet pebbles where the tide had been, and look for shapes, not colours.'],
    details: [
      ['{grownup} checked the times of the tide, and they went down to the beach as the sea went out.'],
      ['They stayed well away from the foot of the cliffs, and looked on the pebbles where the waves had been.'],
      ['The wet stones were shiny, and some had patterns in them, like shells and little stripes.'],
      ['There, half in the shingle, was a small grey spiral, curled like a sleeping snail: an ammonite, turned to stone.'],
    ],
    senses: ['The pebbles clattered as the waves pulled back.', 'The wind tasted of salt.', 'The pebbles were cold and wet, and clicked together in {hero}\'s hands.', 'Seagulls called from the top of the cliffs.'],
    win: '{hero} had found a real fossil, a stone spiral millions of years old',
    end: ['At home, the ammonite sat on the windowsill, and {hero} looked it up in a book: older than the dinosaurs\' last day.', 'At bedtime, {hero} held the little spiral and thought of the sea it had lived in, long, long ago.'],
    setback: ['Then the tide turned and began to come back in, and they had to walk back up the beach.'],
    choice: ['{hero} could keep looking or stop for a sandwich, and {he} chose the sandwich, sitting on a big flat rock.'],
    taught: ['{hero} noticed that wet stones showed their patterns best.', '{hero} saw that looking slowly, close to the ground, found more than running.'],
    gives: 'the best place on the pebbles to look',
    solved: ['{pal} found a tiny piece of fossil shell there, and held it up, and grinned.'],
  },
  {
    words: /^(?:scavenger list|scavenger hunt)$/,
    hope: 'find every single thing on the list',
    steps: 'the steps any scavenger hunt has (a list of things to find, a tick for each, something hard to find, looking instead of rushing)',
    worry: ['"What if I can\'t find everything on the list?" asked {hero}.', '"Can I find them all before lunch?" asked {hero}.'],
    tries: [
      ['{hero} ran to find everything at once, and came back with a handful of leaves and nothing from the list.'],
      ['{hero} found something red, but it was a berry still on the bush, and {grownup} said to leave it growing and never to eat it.'],
      ['{hero} looked everywhere for a feather, and found only a crisp packet and a snail.'],
    ],
    turn: ['{hero} had an idea: read the list slowly, one thing at a time, and look low, then high, then under.'],
    details: [
      ['{grownup} gave {hero} a list with pictures on it and a paper bag: a feather, a pine cone, something red, something smooth, a leaf bigger than a hand.'],
      ['The pine cone was easy, under the first big tree, and {hero} ticked it off.'],
      ['Something smooth was a pebble by the path, cool and grey, and something red was a fallen leaf.'],
      ['Last of all, caught in a bush, was a small grey feather, soft as a whisper.'],
    ],
    senses: ['The leaves crunched underfoot.', 'A blackbird sang from the top of a hedge.', 'The paper bag rustled as it filled up.'],
    win: '{hero} had found every single thing on the list, and ticked them all off',
    end: ['At home, {hero} laid everything out on the table in a row, next to the list, with every tick.'],
    setback: ['Then the wind blew the list out of {hero}\'s hand, and they had to chase it across the grass.'],
    choice: ['{hero} could keep the biggest leaf or the reddest, and {he} chose the reddest.'],
    taught: ['{hero} noticed that looking low, then high, then under found more than running about.'],
    gives: 'the job of ticking things off the list',
    solved: ['{pal} ticked off every thing, very carefully, and grinned.'],
  },
];
