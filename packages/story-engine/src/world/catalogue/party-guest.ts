import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * Being a guest at a friend's party ("going to a friend's birthday party", "her first party invitation"): the present,
 * a shy start at the door, party games, the cake and the song, the party bag home. The party is the friend's, never
 * one the hero gives (`partyGoer`: the celebration plot does not tell it).
 */
export const PARTY_GUEST: CatalogueTheme = {
  id: 'party-guest', kind: 'event', partyGoer: true,
  words: /^(?!.*\b(?:not|never|wasn'?t|isn'?t|weren'?t|aren'?t) (?:being |getting |been |got )?invited\b).*(?:\b(?:going|go|goes|went|invited|invite|gone) to (?:a |my |his |her |their |the |our )?(?:best )?(?:friend|classmate|cousin|buddy|mate)s?'?s? (?:birthday )?party\b|\b(?:a |my |his |her |their )?(?:best )?(?:friend|classmate)'s (?:birthday )?party\b|\b(?:party invitations?|invited to (?:a |his |her |their )?(?:birthday )?party|invitation to (?:a )?(?:birthday )?party)\b|\bshy at parties\b|\bparty guests?\b|\bbeing a (?:party )?guest\b)|\ballerg\w*\b[^.]*\bpart(?:y|ies)\b|\bpart(?:y|ies)\b[^.]*\ballerg\w*\b/i,
  means: /\bgo to (?:a |my |his |her |their |the )?(?:best )?(?:friend|classmate|cousin)s? (?:birthday )?party\b|\binvite to (?:a |his |her )?(?:birthday )?party\b/,
  name: 'the party', setting: 'city', lesson: 'friendship', petsStayHome: true, dropOff: 'at home time',
  palMet: '{pal} was the birthday friend, whose party it was.',
  title: ['{hero} Goes to a Party', '{hero} and the Party Bag'],
  opening: ['{hero} was invited to {pal}\'s birthday party, and the invitation had balloons on it.', '{hero} was going to {pal}\'s birthday party.'],
  worry: ['"What if I don\'t know anybody?" said {hero}, very quietly, at the door.', '"I don\'t know anybody," said {hero}.'],
  tries: [
    ['{hero} stood in the hall holding the present, and did not want to take {his} coat off.', '{hero} kept {his} coat on in the hall.'],
    ['At pass the parcel, {hero} sat at the very edge of the circle, and passed it on so fast {he} hardly held it.', '{hero} passed the parcel on very fast.'],
    ['When the music stopped for musical statues, {hero} wobbled, and went to sit with {grownup} instead.', '{hero} wobbled at musical statues.'],
  ],
  turn: ['{hero} gave {pal} the present, and said, "Happy birthday," and {pal} took {his} hand and pulled {him} into the next game.', '{hero} gave {pal} the present and said, "Happy birthday!"'],
  details: [
    ['{hero} had wrapped the present with {grownup}, with too much tape, and had drawn a card with a big number on it.', '{hero} had wrapped the present, with too much tape.'],
    ['There were balloons, and music, and a lot of children all talking at once.', 'There were balloons and music.'],
    ['When the cake came in with its candles lit, everyone sang "Happy Birthday", and {hero} sang too.', 'Everyone sang "Happy Birthday", and {hero} sang too.'],
    ['At going-home time, {pal} gave {hero} a party bag with a slice of cake wrapped in a napkin.', '{hero} got a party bag with cake in it.'],
  ],
  senses: ['The room smelled of candles just blown out.', 'Somebody\'s balloon popped, and everyone jumped and then laughed.'],
  win: '{hero} had been a good guest, shy start and all',
  end: ['In the car home, {hero} looked in the party bag, and said, "Can I go to the next party too?"', '"Can I go to the next party?" asked {hero}.'],
};

export const PARTY_GUEST_SETBACK: Wording = 'Then the entertainer asked for a helper, and looked right at {hero}, and {hero} hid behind {grownup}.';
export const PARTY_GUEST_CHOICE: Wording = '{hero} could play musical bumps or sit and watch, and {he} chose bumps, with {pal}.';
export const PARTY_GUEST_SUBPLOT = themeSubplot(
  '{hero} saw that being shy at first did not mean being shy all day.',
  '{pal} had so many guests that {palhe} looked a little lost at {palhis} own party.',
  'the quiet corner',
  '{hero} took {pal} to the quiet corner for a minute, and they shared a crisp, and then went back in together.',
);
