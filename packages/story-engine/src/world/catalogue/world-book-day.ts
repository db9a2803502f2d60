import { themeSubplot } from './subplots';
import type { EntryKit } from './round-13-kit';

/**
 * World Book Day ("world book day costume", "dressing up as a book character"): going to school as someone from a book,
 * the parade round the hall, the book token, and the worry that nobody will know who you are. The turn is holding up
 * the book and reading its best part out loud: the story tells them.
 */
export const WORLD_BOOK_DAY: EntryKit = {
  entry: {
    id: 'world-book-day', kind: 'event',
    words: /\bworld book day\b|\bbook day\b|\bbook week\b|\bbook character(?:s| costumes?| day)?\b|\bdress(?:ing)? up (?:day )?as (?:a |her |his |their |my )?(?:favou?rite )?(?:book|story) character\b/i,
    name: 'World Book Day', setting: 'city', lesson: 'being-yourself', petsStayHome: true,
    title: ['{hero} on World Book Day', '{hero} Dresses Up as a Story'],
    opening: ['It was World Book Day, and everyone was going to school dressed as someone from a book. {hero} was going as the big bad wolf, with ears {he} had made {him}self.', 'It was World Book Day, and {hero} was going as the big bad wolf.'],
    worry: ['"What if nobody knows who I am?" said {hero}. "What if they think I\'m just a dog?"', '"What if they think I\'m a dog?" said {hero}.'],
    tries: [
      ['{hero} growled at the school gate so that everyone would know, and a little one from the baby class started to cry.', '{hero} growled, and a little one cried.'],
      ['{hero} kept telling people, "I\'m the wolf, from the story," but the ears kept slipping down over {his} eyes.', 'The ears kept slipping.'],
      ['In the parade round the hall, {hero} walked behind two princesses and a dragon, and felt very small.', 'In the parade, {hero} felt small.'],
    ],
    turn: ['When it was {his} turn, {hero} held up the book, opened it at the wolf\'s page and read the huffing and puffing part out loud, and the whole class huffed and puffed along.', '{hero} held up the book and read the huffing and puffing part.'],
    details: [
      ['There were pirates, witches, a crocodile and three wizards, all in one class.', 'There were pirates, witches and three wizards.'],
      ['The teacher was dressed as a giant, with cardboard boots up to her knees.', 'The teacher was a giant, in cardboard boots.'],
      ['Everybody got a book token, to swap for a brand new book of their own.', 'Everyone got a book token.'],
      ['At story time, each child read one line from their book, in their own character\'s voice.', 'Each child read one line, in a character\'s voice.'],
    ],
    senses: ['The costume\'s tail swished against {his} legs.', 'The hall smelled of face paint and new books.'],
    win: 'everyone had heard the wolf\'s story, and knew exactly who {hero} was',
    end: ['At bedtime, {hero} read the wolf story once more, and this time the wolf was a little bit friendly.', 'At bedtime, {hero} read the wolf story again.'],
  },
  setback: 'Then one of the wolf ears fell off in the playground, and somebody stepped on it.',
  choice: '{hero} could have whiskers painted on or a black nose, and {he} chose the nose.',
  subplot: themeSubplot(
    '{hero} saw that a costume is only the start: the story is what tells people who you are.',
    '{pal} had come in school uniform, because the costume had ripped that morning.',
    'the spare paper crown',
    '{hero} gave {pal} the spare paper crown from the dressing-up box, and {pal} was a king from a story, just like that.',
  ),
  low: '{hero} held the squashed ear. "Now I\'m not anybody," {he} said.',
  hint: 'Show them the book; the story will tell them who you are',
  light: ['Huff!', 'Puff!', 'Grr!'],
  older: {
    want: '{hero} wanted a costume nobody else would think of, and did not want to look babyish.',
    secret: '{he} had nearly pretended to be ill to get out of it',
    decides: '{hero} could hide the costume under a coat, or wear it and say which book it was from. {he} wore it.',
  },
};
