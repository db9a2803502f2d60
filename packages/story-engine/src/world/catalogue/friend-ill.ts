import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * A friend or a cousin who is poorly ("my best friend is poorly", "my cousin has chickenpox"): theirs, never the hero's
 * own sick day. The empty seat, a visit that must wait because germs jump, a card made and posted through their door, a
 * wave at their window, and the day they come back. The friend stays at home through the middle (`ownerAway`): only
 * {who} ("her friend", "his cousin"), never a second child made up to stand in for them.
 */
export const FRIEND_ILL: CatalogueTheme = {
  id: 'friend-ill', kind: 'moment',
  words: /\b(?:friend|cousin|pal|mate|classmate)(?:'s|s)? (?:is |was |has been |is feeling |feels |is off )?(?:very |really |so |a bit )?(?:ill|poorly|sick|unwell|not (?:very )?well)\b|\b(?:friend|cousin|pal|mate|classmate) (?:has|had|has got|got) (?:chicken ?pox|the flu|flu|a cold|a bug|a tummy bug|a temperature|measles|tonsillitis|a fever)\b|\b(?:ill|poorly|sick|unwell) (?:best )?(?:friend|cousin)\b/i,
  name: 'the get-well card', setting: 'home', lesson: 'kindness', owner: 'friend', ownerAway: true,
  title: ['{hero}\'s Get-Well Card', 'A Card for a Poorly Friend'],
  opening: ['There was no playing with {who} today: {who} was poorly, and had to stay at home in bed.', '{who} was poorly, and stayed at home in bed.'],
  worry: ['"When can we play again?" asked {hero}. "Who will I play with now?"', '"When can we play again?" asked {hero}.'],
  tries: [
    ['{hero} saved {who} a place in the line, but nobody came to stand in it.', '{hero} saved a place. Nobody came.'],
    ['{hero} wanted to go round and play, but {grownup} said poorly people need rest, and germs can jump from one person to the next.', '{hero} wanted to go and play. "Not today," said {grownup}.'],
    ['{hero} made a card in a hurry, and the glue was so thick that the pages stuck together.', '{hero} made a card. The glue stuck it shut!'],
  ],
  turn: ['{hero} made a new card, slowly, with a drawing of the two of them and GET WELL SOON in big letters, and {grownup} walked {him} round to post it through the door.', '{hero} made a new card, slowly, and posted it through the door.'],
  details: [
    ['At playtime, {hero} played the game they always played, and kept a turn for {who}.', '{hero} kept a turn for {who}.'],
    ['{who}\'s chair in class stayed empty, with the name label still on the table.', '{who}\'s chair was empty.'],
    ['Up at the bedroom window, a face looked out from under a blanket, and waved and waved.', 'A face at the window waved!'],
    ['A few days later {who} was up and about again, a bit pale, and had stuck the card on the wall by the bed.', '{who} was better! Hooray!'],
  ],
  win: '{who} had the card, and waved from the window',
  ownDoubt: '{hero} looked at the empty place in the line, and wondered if {who} would forget all about {him}.',
  end: ['The next time they played, {hero} and {who} had a whole week of news to swap.', 'Side by side again, and playing.'],
};

export const FRIEND_ILL_SETBACK: Wording = 'Then {hero} heard that {who} had to stay off a whole week more.';
export const FRIEND_ILL_CHOICE: Wording = '{hero} could draw a rainbow or a rocket on the card, and {he} chose a rocket, to make {who} laugh.';
export const FRIEND_ILL_SUBPLOT = themeSubplot(
  '{hero} saw that a friend can be there even from the other side of a window, with a card and a wave.',
  '{pal} wanted to send something too, but could not think what to say.',
  'the glitter pens',
  '{pal} took the glitter pens and drew a border of stars round the card, one for every day {who} had been away.',
);
