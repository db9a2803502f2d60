import { COMFORT_TOY } from '../../understand/read-toy';
import { themeSubplot } from './subplots';
import type { EntryKit } from './round-13-kit';

/**
 * A comfort toy that goes everywhere ("her bunny Floppy goes everywhere with her", "he can't sleep without his blanket",
 * "her favourite teddy"): the toy by its own name ({toy}, its kind {toykind}, its worn {toypart}, introduced as
 * {toyintro}: `plots/toy-slots.ts`) is the book's companion for one ordinary day: along to the shop and the park, nearly
 * left behind, face first in a puddle, a bath in the sink and a turn in the washing machine, a mended {toypart}, and bedtime
 * together. It is a real day: the toy never talks. A reader of six or more hears a child who would not say out loud how
 * much it matters; a listener under six hears the toy talked to, as little ones do.
 */
export const COMFORT_TOY_KIT: EntryKit = {
  entry: {
    id: 'comfort-toy', kind: 'activity', words: COMFORT_TOY,
    name: 'a teddy that goes everywhere', setting: 'home', lesson: 'being-yourself',
    title: ['{hero} and {toy}', '{toy} Goes Everywhere'],
    opening: '{hero} had {toyintro}, with one {toypart} worn soft from holding, and {toy} went everywhere {hero} went: to the shops, to the park, and under the table at dinner.',
    worry: '"{toy} has to come too," said {hero}. "It doesn\'t feel right without {toy}."',
    tries: [
      'At the shop, {hero} sat {toy} in the trolley seat, and at the till {toy} was nearly packed into a bag with the potatoes.',
      'At the park, {hero} left {toy} on the bench for one go on the swings, and then a big dog came sniffing along the bench.',
      'At the doctor\'s, {toy} had the other chair, and the doctor said hello to {toy} first, very seriously, before she said hello to {hero}.',
    ],
    turn: '{hero} sat on the kitchen floor and watched through the round window of the washing machine as {toy} went round and round, and did not look away once, not even for the spin.',
    details: [
      'Before the machine, {toy} had a bath in the sink, and the water went grey, then brown, and {grownup} said, "Goodness."',
      'Out of the washing machine, {toy} was heavy and thin and smelled of soap instead of home, which was not right at all.',
      '{toy}\'s {toypart} had come loose at the seam, and {grownup} sewed it back with small stitches, while {hero} held the other end very still.',
      '{toy} dried on the radiator, and {hero} checked every five minutes, then every two.',
    ],
    senses: ['{toy} smelled of soap, and underneath, a little bit of home.', '{toy} was soft and thin in all the places that got held the most.'],
    win: '{toy} was clean and dry and mended, and back under {hero}\'s arm where {toy} belonged',
    end: 'At bedtime, {toy} went under the covers first, and then {hero}, and after one long hug {toy} smelled like home again.',
    variants: [{
      // A listener under six talks to the toy, as little ones do; the toy never answers.
      said: /$^/, saidUnderSix: /[^]/, name: '{toy}\'s day',
      opening: ['{hero} had {toyintro}, and {toy} went everywhere with {him}: to the shops, to the park, even to the bath.', '{hero} had {toy}. {toy} went everywhere!'],
      worry: ['"{toy} is coming too," said {hero}, and held {toy} tight.', '"{toy} is coming too!" said {hero}.'],
      tries: [
        ['At the shop, {toy} rode in the trolley, and was nearly packed in a bag with the potatoes.', '{toy} rode in the trolley.'],
        ['At the park, {hero} took {toy} down the slide. "Wheee, {toy}!"', '{toy} went down the slide. Wheee!'],
        ['At lunch, {toy} fell face first in the yoghurt. "Oh, {toy}!" said {hero}.', '{toy} fell in the yoghurt!'],
      ],
      turn: ['{toy} went in the washing machine, and {hero} sat and watched. "I\'m here, {toy}," {he} said, as {toy} went round and round.', 'Round and round went {toy}. "I\'m here, {toy}!"'],
      details: [
        ['First, {toy} had a bath in the sink, with lots of bubbles.', 'Bubbles for {toy}!'],
        ['{toy}\'s {toypart} was loose, so {grownup} sewed it back on, and {hero} held very still.', '{grownup} mended {toy}\'s {toypart}.'],
        ['{toy} dried on the warm radiator, and {hero} patted {toy} to see.', '{toy} got warm and dry.'],
        ['{hero} gave {toy} a big hug, and {toy} smelled like home again.', 'Big hug for {toy}.'],
      ],
      win: '{toy} was clean and dry and back in {hero}\'s arms',
      end: ['At bedtime, {hero} whispered, "Night night, {toy}," and they went to sleep together.', '"Night night, {toy}."'],
    }, {
      // The toy by its own name wherever a line names the entry ("the small things about Floppy's day").
      said: /[^]/, name: '{toy}\'s day',
    }],
  },
  setback: 'Then {toy} slipped out of {hero}\'s hand on the way home and landed face first in a muddy puddle.',
  choice: '{hero} could leave {toy} at home where it was safe or take {toy} along, and {he} chose to take {toy}, held tight all the way.',
  subplot: themeSubplot(
    '{hero} saw that a thing can be loved so much that it wears thin, and be loved all the more for it.',
    '{pal} wanted a turn to hold {toy} too.',
    'a careful cuddle',
    '{hero} let {pal} hold {toy} very gently for a little while, and they both gave {toy} a kiss on the nose.',
  ),
  low: '{hero} held {toy} up, dripping. "{toy} is ruined," {he} whispered.',
  hint: 'Muddy things wash, and they are still the same inside',
  light: ['Hug!', 'Splash!', 'Night night!'],
  older: {
    want: '{hero} wanted to take {toy} to the sleepover, and wanted nobody there to notice.',
    secret: '{he} still slept with {toy} every single night',
    decides: '{hero} could leave {toy} at home, or pack {toy} at the very bottom of the bag. {he} packed {toy}.',
  },
};
