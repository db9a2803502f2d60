import { GRANDPARENT } from './grandparent-ill';
import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * A grandparent who has died ("grandma died", "grandpa's funeral", "losing a grandparent"), told gently and
 * truthfully: dying is said plainly, as the pet's goodbye says it, the sadness is nobody's fault, and what the family
 * keeps is a memory box and the stories. Never a day out at grandma's house, which "grandma's funeral" used to be.
 */
export const GRANDPARENT_GOODBYE: CatalogueTheme = {
  id: 'grandparent-goodbye', kind: 'moment',
  words: new RegExp(String.raw`\b${GRANDPARENT}(?:'s|s)? (?:has |had |just |recently )*(?:died|dies|passed away|passing|death|funeral|dying|is dying)\b|\b(?:death|loss|passing|funeral) (?:of|for) (?:a |my |our |his |her |their )?(?:great[- ]?)?${GRANDPARENT}\b|\blos(?:ing|t|s) (?:a |my |our |his |her |their )?${GRANDPARENT}\b|\bmissing (?:a |my |our |his |her |their )?${GRANDPARENT} who died\b|\bfirst (?:\w+ ){1,2}without (?:my |our |his |her |their )?${GRANDPARENT}\b`, 'i'),
  name: 'the goodbye', setting: 'home', lesson: 'gratitude', tender: true, owner: 'grandma', ownerAway: true,
  title: ['Remembering {who}', '{hero}\'s Memory Box'],
  opening: ['{who} had died, and the whole house was sad and quiet.', '{who} had died, and {hero} missed {who} very much.'],
  worry: ['"When is {who} coming back?" asked {hero}.'],
  tries: [
    ['{hero} put out {who}\'s favourite cup, the way {he} always did, and then remembered, and put it back.', '{hero} put out {who}\'s cup, and then remembered.'],
    ['{hero} tried to be extra quiet and good, so nobody would be any sadder, but keeping it all in made {his} chest ache.', '{hero} kept very quiet, but it made {his} chest ache.'],
    ['{hero} saw {grownup} crying in the kitchen, and did not know whether to go in.', '{hero} saw {grownup} crying, and did not know what to do.'],
  ],
  turn: ['{hero} fetched a shoebox and said, "Let\'s make a memory box for {who}," and everyone put something in.', '{hero} got a box and said, "Let\'s fill it with things of {who}\'s."'],
  details: [
    ['{who}\'s reading glasses were still on the shelf, next to the crossword.', '{who}\'s glasses were still on the shelf.'],
    ['When someone dies, their body stops working and they cannot come back; being sad about it was all right, and it was nobody\'s fault.', 'When someone dies, they cannot come back. It is all right to be sad.'],
    ['Into the box went a photo, {who}\'s spotty scarf, and a drawing by {hero}.', 'In went a photo, a scarf and a drawing.'],
    ['At teatime they told {who}\'s funny stories, and everyone laughed a little and cried a little.', 'At teatime they told funny stories about {who}.'],
  ],
  win: '{who} was not here any more, but the memories were, and they could keep those',
  end: ['The memory box lived on {hero}\'s shelf, and on sad days {hero} opened it and remembered.', 'The memory box lived on {hero}\'s shelf.'],
};

export const GRANDPARENT_GOODBYE_SETBACK: Wording = 'Then somebody said {who}\'s name at teatime, and {hero}\'s eyes filled up, and {he} could not eat a thing.';
export const GRANDPARENT_GOODBYE_CHOICE: Wording = '{hero} could put {who}\'s scarf in the box or keep it on {his} bed, and {he} chose the bed, for a while.';
export const GRANDPARENT_GOODBYE_SUBPLOT = themeSubplot(
  '{hero} saw that remembering could be sad and happy at the same time, and that was all right.',
  '{pal} was sad too, and did not know how to say so.',
  'the photo from the beach',
  '{pal} held the photo from the beach, and told {hero} a story about {who} that {hero} had never heard.',
);
