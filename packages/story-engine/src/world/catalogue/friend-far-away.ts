import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';
import { PEN_PAL } from './pen-pal-variant';

/**
 * Missing a friend who has moved away ("a friend who moved away", "missing my best friend who lives in Australia"):
 * not the goodbye day (`friend-moves-away`) but the after, the empty seat, letters that take days, a video call that
 * freezes, a drawing sent, and a new friend made without forgetting the old one. Matched before the goodbye, which
 * keeps a friend who is moving ("my best friend is moving away").
 */
export const FRIEND_FAR_AWAY: CatalogueTheme = {
  id: 'friend-far-away', kind: 'moment',
  words: /\bfriends? (?:who |that )?(?:has |have |had |just |recently )?(?:moved|went) (?:away|abroad|overseas|to (?:a new|another|a different) (?:house|home|city|town|village|country|school)|(?:far )?far away)\b|\bfriends? (?:who |that )?(?:now )?lives? (?:so |very |really )?(?:far away|abroad|overseas|in another (?:town|city|country)|in a different (?:town|city|country))\b|\bmiss(?:es|ing)? (?:a |my |his |her |their |our )?(?:best |old )?friends?\b|\b(?:far-?away|faraway|long[- ]distance) friend(?:s|ship)?\b|\bfriends? far away\b|\bpen ?pals?\b|\bpen ?friends?\b/i,
  name: 'missing a friend', setting: 'home', lesson: 'friendship', tender: true,
  variants: [PEN_PAL],
  farIsTheirs: true,
  palMet: '{pal} sat at the next table in class, and was good at drawing.',
  title: ['Letters to a Faraway Friend', '{hero} and the Empty Seat'],
  opening: ['{hero}\'s best friend had moved far away, and the seat next to {hero} at school was empty.', '{hero}\'s best friend lived far away now, and {hero} missed {his} friend every day.'],
  worry: ['"What if my friend makes a new best friend and forgets all about me?" said {hero}.', '"What if my friend forgets me?" said {hero}.'],
  tries: [
    ['{hero} wrote a long letter, but it sat on the shelf for three days, because nobody had a stamp.', '{hero} wrote a letter, but there was no stamp, so it sat on the shelf.'],
    ['On the video call, the picture kept freezing, and they both talked at once and then stopped at once.', 'On the video call, the picture froze, and they could not hear each other.'],
    ['At lunch, {hero} kept the empty seat for {his} old friend, and would not let anybody else sit there.', 'At lunch, {hero} kept the empty seat, and let nobody sit in it.'],
  ],
  turn: ['{hero} let the new child in class sit in the empty seat, and that night drew a picture of them both to send far away.', '{hero} said to a new child, "You can sit here," and then drew them both, to send far away.'],
  details: [
    ['On {hero}\'s wall was a photo of the two friends, with ice cream on their noses.', 'On the wall was a photo of the two friends, with ice cream on their noses.'],
    ['A letter took four whole days to get there, and four whole days to come back.', 'A letter took four days to get there, and four days to come back.'],
    ['A parcel came, with a drawing inside and a friendship bracelet, blue and green.', 'A parcel came, with a drawing and a bracelet, blue and green.'],
    ['On the next video call, {hero} held the new drawing up to the screen, and {his} friend far away held up one just like it.', 'On the next video call, they held their drawings up to the screen.'],
  ],
  win: '{hero} had a friend far away and a new friend close by, and room for both',
  end: ['On {hero}\'s wall hung two drawings now: one from far away, and one from the new friend in class.', 'On the wall hung two drawings now: one from far away, and one from the new friend.'],
};

export const FRIEND_FAR_AWAY_SETBACK: Wording = 'Then a letter came back, but it was short, and it was all about a new friend over there, and {hero}\'s tummy went tight.';
export const FRIEND_FAR_AWAY_CHOICE: Wording = '{hero} could write back a short letter or a long one, and {he} chose the long one, with a map of the playground.';
export const FRIEND_FAR_AWAY_SUBPLOT = themeSubplot(
  '{hero} saw that a new friend did not take the old friend\'s place; there was room for both.',
  '{pal} had nobody to play with at break, either.',
  'the spare skipping rope',
  '{pal} took one end of the spare skipping rope, and {hero} turned the other.',
);
