import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * A new car seat ("getting a new car seat", "hates the straps in the car"): the click of the buckle, straps that pinch,
 * a toy to hold, the window to look out of, the first trip in it to somewhere nice, and a grown-up who checks it.
 * The long journey itself is the car journey's story.
 */
export const CAR_SEAT: CatalogueTheme = {
  id: 'car-seat', kind: 'moment',
  words: /\b(?:car|booster|baby|toddler) ?seats?\b|\bstraps? (?:in|of) the car\b|\b(?:doing up|hates?|hating) (?:the |his |her |their )?(?:car )?straps\b/i,
  means: /\bcar seat\b|\bbooster seat\b/,
  name: 'the new car seat', setting: 'home', lesson: 'patience',
  title: ['{hero}\'s New Car Seat', '{hero} Goes Click'],
  opening: ['{hero} had a brand new car seat, big and soft, with straps and a buckle that went click.', '{hero} had a new car seat.'],
  worry: ['"No straps!" said {hero}, and went stiff as a plank. "Don\'t like them!"', '"No straps!" said {hero}.'],
  tries: [
    ['{hero} wriggled and arched {his} back so the straps would not go on.', '{hero} wriggled and wriggled.'],
    ['{hero} pulled {his} arms out of the straps, one, two, and {grownup} had to stop the car and do them up again.', '{hero} pulled {his} arms out.'],
    ['{hero} cried, "It pinches!", and {grownup} found a strap that was twisted, and put it flat.', '"It pinches!" cried {hero}.'],
  ],
  turn: ['{hero} held {his} toy rabbit on {his} lap, and pushed the buckle in all by {him}self, CLICK, and looked out of the window.', '{hero} held {his} rabbit and pushed the buckle. Click!'],
  details: [
    ['The buckle went click, and the straps went over {hero}\'s shoulders, snug like a hug.', 'Click! The straps were snug, like a hug.'],
    ['{grownup} checked the straps with two fingers, not too tight and not too loose.', '{grownup} checked the straps.'],
    ['From the new seat, {hero} could see out of the window: a red bus, a dog, a tree, a cow.', '{hero} could see out of the window.'],
    ['The first trip in the new seat was to the seaside, and there was ice cream at the end.', 'The first trip was to the seaside.'],
  ],
  senses: ['The new seat smelled new, and the straps were soft and padded.', 'The car hummed, and the trees went by, one, two, three.'],
  win: '{hero} went click in {his} new car seat, all the way there and back',
  end: ['The next morning, {hero} climbed into the car seat and said, "Click!" before anyone else could.', 'Next time, {hero} said, "Click!" first.'],
};

export const CAR_SEAT_SETBACK: Wording = 'Then {hero} dropped {his} toy rabbit, and it rolled under the seat where nobody could reach it, and {hero} cried.';
export const CAR_SEAT_CHOICE: Wording = '{hero} could hold the toy rabbit or the toy car, and {he} chose the rabbit.';
export const CAR_SEAT_SUBPLOT = themeSubplot(
  '{hero} saw that the straps kept {him} safe, like a hug that stays on.',
  '{pal} did not like the straps either.',
  'the raisins',
  '{hero} shared the raisins with {pal}, one for each strap, and said, "Like a hug," and {pal} let the straps go on.',
);
