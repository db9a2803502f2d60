import type { Variant } from './theme-entry';

/**
 * A pen pal (`friend-far-away`'s own words): a friend met only by letter, never one who moved away. The stamps, the
 * words in another language, the wait for the postman, and a parcel back.
 */
export const PEN_PAL: Variant = {
  said: /\bpen ?pals?\b|\bpen ?friends?\b/i,
  title: ['Letters to {hero}\'s Pen Pal', '{hero}\'s Pen Pal'],
  name: 'the pen pal',
  opening: ['{hero}\'s class had pen pals at a school in another country, and {hero}\'s first letter had come, with a stamp of a bird on it.', '{hero} had a pen pal far away, and a letter had come.'],
  worry: ['"What do I write back?" said {hero}. "We\'ve never even met."', '"What do I write?" said {hero}.'],
  tries: [
    ['{hero} wrote "Dear pen pal, how are you, I am fine," and then could not think of one more thing.', '{hero} wrote "How are you, I am fine," and stopped.'],
    ['{hero} tried to write a whole line in the pen pal\'s language, and the dictionary gave {him} a word that meant "sausage".', 'The dictionary gave {him} the word for "sausage".'],
    ['{hero} waited for the postman every morning, and every morning there were only bills.', 'Every morning there were only bills.'],
  ],
  turn: ['{hero} stopped trying to sound grown-up, and wrote about real things: the cat, the wobbly tooth, the best joke {he} knew, and drew a map of {his} street, and asked three questions back.', '{hero} wrote about real things, drew a map, and asked three questions.'],
  details: [
    ['The letter was written in careful English, with one word crossed out and a smiley face in the corner.', 'The letter had a smiley face in the corner.'],
    ['The envelope had a stamp {hero} had never seen, and {hero} soaked it off to keep.', '{hero} kept the stamp.'],
    ['The pen pal liked football, had two brothers, and a dog called Lupo.', 'The pen pal had a dog called Lupo.'],
    ['{hero} put a photo of {him}self in the envelope, and a leaf from the garden, pressed flat.', 'In went a photo and a pressed leaf.'],
  ],
  win: 'the letter was on its way, the best letter {hero} had ever written',
  end: ['Three weeks later, a fat envelope came with the bird stamp on it, and {hero} read it twice before breakfast.', 'A fat envelope came, with the bird stamp.'],
};
