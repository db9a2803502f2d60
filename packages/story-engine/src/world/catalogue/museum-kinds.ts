import { themeSubplot } from './subplots';
import type { Variant } from './theme-entry';

/**
 * A museum of one kind, as the parent's words name it ("a trip to the science museum"): told among that kind's own
 * things, never a generic museum's mummy and Roman coin. The entry's turn (listen, look at one thing at a time) holds.
 */
export const MUSEUM_KINDS: readonly Variant[] = [{
  said: /\bscience (?:museum|centre|center)\b/i,
  name: 'the science museum',
  opening: 'Today {hero} was going to the science museum, where there were buttons to press and things to try.',
  worry: '"What if I don\'t understand any of it?" said {hero}.',
  tries: ['{hero} pressed every button in the first room, so fast that nothing had time to happen.', '{hero} ran to the big rocket, but a crowd was in the way.', '{hero} sat down on a bench, cross, and said science was too hard.'],
  details: ['In the first room, a beach ball floated on a jet of air, and would not fall down.', 'A real space capsule stood in the middle of the hall, scorched black from coming home.', 'The guide rubbed a balloon on {hero}\'s jumper, and {his} hair stood up on end.', 'At the end, {hero} got a sticker at the front desk that said "Young Scientist".'],
  win: '{hero} had tried every machine, one at a time',
  end: 'At home, {hero} rubbed a balloon on {his} jumper and made everyone\'s hair stand up.',
  ownSetback: 'The room with the space capsule was closed for ten minutes, with a rope across the door.',
  ownChoice: '{hero} could go to the magnets or the bubbles first, and {he} chose the bubbles.',
  ownSubplot: themeSubplot('{hero} saw that pressing fast did nothing, and trying slowly showed how it worked.', '{pal} could not make the bubble machine work, and was nearly in tears.', 'the slow pull of the handle', '{hero} showed {pal} the slow pull of the handle, and a bubble as big as a door came out.'),
}, {
  said: /\bnatural history museum\b/i,
  name: 'the natural history museum',
  opening: 'Today {hero} was off to see the big bones at the natural history museum.',
  tries: ['{hero} rushed past the birds and the bugs, and saw none of them properly.', '{hero} reached for a shiny stone, and a guard said, "Please, don\'t touch."', '{hero} sat on a bench with {his} arms crossed, because the dinosaur room had a long line.'],
  details: ['In the big hall, a whale skeleton hung from the ceiling. It was as long as a bus.', 'A room of rocks and crystals shone purple and green.', 'The guide let {hero} hold a real fossil shell. It was cold and heavy and very old.', 'At last, a dinosaur skeleton stood over {hero}, with teeth as long as bananas.'],
  win: '{hero} saw the whale, the crystals and the dinosaur',
  end: 'At home, {hero} made a museum of stones and shells on the windowsill, with a label for each one.',
  ownSetback: 'The dinosaur room was shut for ten minutes, with a rope across the door.',
  ownChoice: '{hero} could go to the birds or the crystals first, and {he} chose the crystals.',
  ownSubplot: themeSubplot('{hero} saw that rushing found nothing, and looking slowly found everything.', '{pal} could not see over all the people at the whale.', 'the step by the wall', '{hero} showed {pal} the step by the wall, and they both looked up at the whale.'),
}, {
  said: /\b(?:transport|train|railway|car|motor|aviation|air and space) museum\b/i,
  name: 'the transport museum',
  opening: 'Today {hero} was going to the transport museum, full of old trains and buses and planes.',
  tries: ['{hero} rushed from one engine to the next, and did not look at any of them properly.', '{hero} tried to climb on a shiny old car, and a guard said, "Please, not that one."', '{hero} sat down on a bench with {his} arms crossed, because the queue for the bus was too long.'],
  details: ['A huge old steam engine stood in the hall, painted green, with red wheels taller than {hero}.', 'There was an old double-decker bus that you could climb on, with a bell to ring.', 'The guide let {hero} sit in the driver\'s seat of an old tram and pull the lever.', 'At the end, {hero} got a badge at the front desk with a little train on it.'],
  win: '{hero} had seen every engine, one at a time',
  end: 'At home, {hero} made a museum of toy cars on the windowsill, with a label for each one.',
  ownSetback: 'The hall with the planes was closed for ten minutes, with a rope across the door.',
  ownChoice: '{hero} could go to the trains or the buses first, and {he} chose the trains.',
  ownSubplot: themeSubplot('{hero} saw that rushing past the engines showed nothing, and looking at one showed everything.', '{pal} was too small to see into the engine\'s cab.', 'the little steps at the side', '{hero} showed {pal} the little steps at the side, and {pal} rang the engine\'s bell.'),
}, {
  said: /\bart (?:gallery|galleries|museum)\b|\bgallery\b/i,
  name: 'the art gallery',
  opening: 'Today {hero} was going to the art gallery, with a little sketchbook of {his} own.',
  worry: '"What if it\'s just pictures and we can\'t touch anything?" said {hero}.',
  tries: ['{hero} rushed from room to room, past all the paintings, and drew nothing.', '{hero} reached out to feel the paint on a picture, and a guard said, "Please, don\'t touch."', '{hero} sat down on a bench with {his} arms crossed and an empty sketchbook.'],
  details: ['The gallery had tall white walls and quiet rooms, with one painting on each wall.', 'One painting was of a stormy sea, so big it went from the floor almost to the ceiling.', 'A statue of a horse stood in the middle of a room, and {hero} walked all the way round it.', 'At the end, the sketchbook had a drawing of the horse, and the guide said it was very good.'],
  win: '{hero} had looked at the pictures one at a time, and drawn one',
  end: 'At home, {hero} made a gallery of {his} own drawings on the fridge, with a label for each one.',
  ownSetback: 'The room with the big sea painting was closed for ten minutes, with a rope across the door.',
  ownChoice: '{hero} could draw with the pencil or the crayon, and {he} chose the pencil.',
  ownSubplot: themeSubplot('{hero} saw that rushing past the paintings showed nothing, and looking at one showed everything.', '{pal} had lost {palhis} pencil, and could not draw.', 'the spare pencil', '{hero} gave {pal} the spare pencil, and they drew the horse together.'),
}];
