import { themeSubplot } from './subplots';
import type { Variant } from './theme-entry';
import { FRIEND_FALLING_OUT } from './friend-and-sibling-variants';

/**
 * Falling out with a friend, for a reader of nine to twelve (round 15): not two children pulling at a red scooter with a
 * sand timer on the step, but a thing said behind a friend's back that got back to them, days of not speaking, a message
 * left on Seen, and a sorry the hero has to stay for the answer to. The hero's own part in it is the cost of the turn.
 */
export const FRIEND_FALLING_OUT_OLDER: Variant = {
  said: FRIEND_FALLING_OUT,
  fromAge: '9-12',
  lesson: 'friendship',
  title: ['{hero} and {pal}', 'Not Speaking'],
  opening: '{hero} had said something about {pal} to somebody else, only as a joke, and by lunchtime it had got back to {pal}, the way things always do.',
  worry: '"It was a joke," said {hero}, to nobody in particular. "It wasn\'t even a good one." {pal} had not looked at {him} since.',
  palMet: '{pal} had been {hero}\'s best friend since they were both sent out of class for laughing, years ago.',
  tries: ['{hero} sent {pal} a message that just said "??", and watched it say Seen, and nothing else.', '{hero} sat somewhere else at lunch, to show {he} did not care, and spent the whole of lunch caring.', '{hero} worked out a whole speech on the way to school, and when {pal} walked past, not one word of it came out.'],
  turn: '{hero} waited by {pal}\'s peg after school and said it plainly: "What I said was mean, and it wasn\'t even true, and I\'m sorry." Then {he} made {him}self stay for the answer.',
  details: ['{pal}\'s side of the bench was empty at lunch, and somebody else\'s coat was on it.', 'The walk home was twice as long without anybody to argue with about nothing.', 'In the class photo on the wall, {hero} and {pal} were pulling the same face, from back when that was easy.', 'By Friday they were arguing about which crisps were best again, which was how {hero} knew it was properly over.'],
  win: 'they were friends again, the kind who argue about crisps',
  end: 'On Saturday, {pal} knocked for {hero} as if nothing had happened, and {hero}, who knew exactly what had happened, was very glad to go.',
  ownSetback: 'Then {hero} heard that {pal} had asked to move seats in science, away from {him}.',
  ownChoice: '{hero} could tell everyone {his} side of it first, or say nothing, and {he} chose to say nothing, which was harder.',
  ownDoubt: '"Maybe we just aren\'t friends any more," {hero} thought. "Maybe that\'s just what happens."',
  ownSubplot: themeSubplot('{hero} saw that waiting for {pal} to go first meant nobody ever would.', '{pal} had forgotten {palhis} PE kit and was going to have to run in {palhis} school shoes.', 'the spare trainers', '{pal} ran the cross-country in {hero}\'s spare trainers, and said "thanks" without looking up, which was a start.'),
};
