import { ABROAD } from '../../understand/read-countries';
import type { Variant } from './theme-entry';

/**
 * A best friend moving to another country (`friend-moves-away`'s goodbye, abroad): read 44 told "moving to another
 * country" as "moving to a new town". The suitcases labelled for the plane, the taxi to the airport, a letter with
 * stamps for abroad, and a first video call at breakfast for one and bedtime for the other. Whatever is swapped is swapped
 * before the goodbye: nothing passes hand to hand over a screen.
 */
export const FRIEND_ABROAD: Variant = {
  said: new RegExp(`\\b(?:another|a different|a new|a faraway|a far away) country\\b|\\babroad\\b|\\boverseas\\b|\\bacross the (?:sea|world|ocean)\\b|\\bto (?:${ABROAD})\\b`, 'i'),
  name: 'the goodbye',
  title: ['{hero}\'s Friend Across the Sea', '{hero} Says Goodbye'],
  opening: ['{hero}\'s best friend{called} was moving {tocountry}, far across the sea, and today was the last day.', '{hero}\'s best friend{called} was moving {tocountry}, and today was the last day.'],
  worry: ['"It\'s too far even to visit," said {hero}. "Who will I play with now?"', '"Who will I play with now?" said {hero}.'],
  tries: [
    ['{hero} and {inrole:{his} friend} played all their favourite games, one last time, in a house full of boxes.', '{hero} and {inrole:{his} friend} played their games, one last time.'],
    ['{hero} made two friendship bracelets with beads, red and blue, one to keep and one to go on the plane.', '{hero} made two bracelets, one to go on the plane.'],
    ['When the taxi to the airport drove off, {hero} waved until it had gone round the corner.', 'The taxi to the airport drove off, and {hero} waved.'],
  ],
  turn: ['{hero} wrote a letter with a drawing of the two of them, and {grownup} helped post it, with the special stamps for letters going abroad.', '{hero} wrote a letter, and {grownup} helped post it abroad.'],
  details: [
    ['The suitcases stood in the hall with labels on them for the plane, and everything else had gone ahead on a ship.', 'The suitcases in the hall had labels for the plane.'],
    ['Before the taxi came, they swapped: {hero} got a shell, and {inrole:the friend} got {hero}\'s best marble.', 'Before the taxi came, they swapped a shell for a marble.'],
    ['Two weeks later, a letter came back from the other side of the sea, with strange stamps, a drawing and a photo of the new house.', 'A letter came back with strange stamps and a photo.'],
    ['On the first video call, it was breakfast time for {hero} and nearly bedtime over there, and they held their bracelets up to the screen.', 'On a video call, they held their bracelets up to the screen.'],
  ],
  win: '{hero} knew a friend in another country was still a friend',
  end: ['On the wall by {hero}\'s bed, the letter and the photo hung side by side, next to a map with a pin in it, far across the sea.', 'The letter and the photo hung by {hero}\'s bed, next to a map with a pin in it.'],
};
