import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * The last day at nursery ("leaving nursery", "saying goodbye to preschool", "nursery graduation"): the peg, the
 * photos on the wall, the card for the teacher, the goodbye song, and big school after the summer. Not the first day,
 * which keeps "starting nursery" and "big school".
 */
const PLACE = String.raw`(?:the |my |his |her |their |our )?(?:nursery|pre-?school|kindergarten|kindy|playgroup|day ?care|childminder'?s?)`;

export const LEAVING_NURSERY: CatalogueTheme = {
  id: 'leaving-nursery', kind: 'moment', toAge: '3-5',
  words: new RegExp(String.raw`\b(?:leav(?:e|es|ing)|left|goodbye to|good-bye to|last day (?:at|of)|graduat(?:e|es|ed|ing) (?:from )?|finish(?:es|ed|ing)?)\s${PLACE}\b|\b(?:nursery|pre-?school|kindergarten) (?:graduation|leavers?)\b`, 'i'),
  name: 'the last day', setting: 'city', lesson: 'friendship', petsStayHome: true,
  title: ['Goodbye, Nursery', '{hero}\'s Last Day at Nursery'],
  opening: ['It was {hero}\'s last day at nursery, and after the summer {he} {was} going to big school.', 'Today was {hero}\'s last day at nursery.'],
  worry: ['"But I like it here," said {hero}. "What if big school has no sandpit?"', '"But I like it here," said {hero}.'],
  tries: [
    ['{hero} ran to play in the home corner one last time, but the little ones were already in it.', '{hero} ran to the home corner, but the little ones were in it.'],
    ['{hero} held out the goodbye card for {his} teacher, but {his} voice went wobbly, and {he} hid it behind {his} back.', '{hero} had a card for the teacher, but hid it away.'],
    ['At carpet time, {hero} sat in {his} usual spot and would not sing the goodbye song.', 'At carpet time, {hero} would not sing.'],
  ],
  turn: ['{hero} took the card out, gave it to {his} teacher, and said, "Thank you for looking after me."', '{hero} gave the teacher the card and said, "Thank you."'],
  details: [
    ['On the wall was a photo of every child, and {hero} found {his} own, from the very first day.', 'On the wall was a photo of {hero} on the first day.'],
    ['{hero}\'s peg still had {his} name on it, and a picture of a ladybird.', '{hero}\'s peg had a ladybird on it.'],
    ['The teacher gave {hero} a book of drawings and photos from all {his} nursery days.', '{hero} got a book of photos from nursery.'],
    ['The little ones waved from the window, and {hero} waved back all the way to the gate.', 'The little ones waved, and {hero} waved back.'],
  ],
  win: 'every goodbye was said, and big school could come',
  end: ['At home, the book of nursery photos went on {hero}\'s shelf, next to the new school jumper.', 'At home, {hero} put the book of photos on the shelf.'],
};

export const LEAVING_NURSERY_SETBACK: Wording = 'Then the goodbye song began, and {hero}\'s eyes went hot and prickly.';
export const LEAVING_NURSERY_CHOICE: Wording = '{hero} could take {his} painting home or leave it on the nursery wall, and {he} chose to leave it, for the little ones.';
export const LEAVING_NURSERY_SUBPLOT = themeSubplot(
  '{hero} saw that saying goodbye was a way of saying thank you.',
  '{pal} was staying at nursery another year and felt left behind.',
  'the job of feeding the fish',
  '{pal} got the job of feeding the fish, and said, "I\'ll do it every day."',
);
