import { themeSubplot } from './subplots';
import { GRANDPARENT } from './grandparent-ill';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * A grandparent with dementia ("grandma has dementia", "grandpa keeps forgetting my name", "nana has Alzheimer's"):
 * names forgotten, old songs still remembered, a photo album, patience, and still being loved. No cure, no bed: she is
 * up and about, only forgetting. A grandparent poorly in bed is `grandparent-ill`.
 */
export const GRANDPARENT_DEMENTIA: CatalogueTheme = {
  id: 'grandparent-dementia', kind: 'moment',
  words: new RegExp(String.raw`\b${GRANDPARENT}(?:'s|s)?\b[\w' ]{0,20}\b(?:dementia|alzheimer'?s|memory loss)\b|\b(?:dementia|alzheimer'?s)\b|\b${GRANDPARENT}\b[\w' ]{0,12}\b(?:forgets|forgetting|keeps forgetting|forgot|can'?t remember|does not remember|doesn'?t remember)\b`, 'i'),
  means: new RegExp(String.raw`\b${GRANDPARENT}\b.{0,16}\b(?:forget|not remember)\b`),
  name: 'the forgetting', setting: 'home', lesson: 'kindness', tender: true, owner: 'grandma',
  // Under six, in short words with no word for the illness: the names forgotten, the old song remembered (round 18: the
  // entry's own lines were over a 3-5 book's band, and it fell to a stranger helped home).
  fromAge: '6-8',
  younger: {
    title: ['{who} and the Old Song', '{hero} Sings with {who}'],
    opening: ['Some days, {who} forgot things. Even names.', 'Some days, {who} forgot things.'],
    worry: ['"Why did {who} call me the wrong name?" asked {hero}.', '"Why the wrong name?" asked {hero}.'],
    tries: [
      ['{hero} said, "It\'s me!" very loudly, and {who} looked upset.', '{hero} said, "It\'s me!" very loudly.'],
      ['{hero} asked {who} about the park last week, but {who} could not think of it.', '{hero} asked about the park. {who} went quiet.'],
      ['{hero} said the same thing three times, and {who} smiled each time, as if it were new.', '{hero} said it three times. {who} smiled.'],
    ],
    turn: ['{hero} got the old photo book and sat close, and hummed the old song, and {who} sang every word.', '{hero} hummed the old song. {who} sang every word!'],
    details: [
      ['"It is nobody\'s fault," said {grownup}. "{who} still loves you just the same."', '"{who} still loves you," said {grownup}.'],
      ['In the old photo book, {who} was at the beach, laughing.', 'In the photo book, {who} was laughing.'],
      ['{who} knew the old songs best of all.', '{who} knew the old songs best.'],
      ['When {hero} went slowly, {who} was calm, and patted {hero}\'s knee.', 'When {hero} went slowly, {who} was calm.'],
    ],
    win: ['{hero} had found a way to be with {who}', '{hero} and {who} sang together'],
    end: ['On the way home, {hero} said, "{who} forgot my name, but not our song."', '"{who} did not forget our song," said {hero}.'],
    ownSetback: ['Then {who} got upset, and looked and looked for a bag that was right there on the chair.', 'Then {who} got upset, and looked for a bag.'],
    ownChoice: ['{hero} could say, "It\'s there!" or help {who} look, and {he} helped {who} look.', '{hero} helped {who} look.'],
  },
  title: ['{who} Remembers the Song', '{hero} and {who}\'s Photo Album'],
  opening: ['{who} had dementia, which meant that {who}\'s memory was getting muddled, and some days {who} forgot things, even names.', '{who} had dementia, and some days forgot things.'],
  worry: ['"Why did {who} call me by the wrong name?" asked {hero}. "Doesn\'t {who} know me any more?"', '"Doesn\'t {who} know me?" asked {hero}.'],
  tries: [
    ['{hero} said, "It\'s me, it\'s me!" very loudly, and {who} looked worried and confused.', '{hero} said, "It\'s me!" loudly, and {who} looked worried.'],
    ['{hero} asked {who} what they had done last week, and {who} could not remember, and went quiet.', '{hero} asked about last week, and {who} went quiet.'],
    ['{hero} told {who} the same thing three times, and each time {who} smiled as if it were new.', '{hero} told {who} the same thing three times.'],
  ],
  turn: ['{hero} fetched the old photo album and sat close, and when {hero} started to hum the old song, {who} sang every word, and held {hero}\'s hand.', '{hero} hummed the old song, and {who} sang every word.'],
  details: [
    ['{grownup} explained that dementia is an illness that muddles memories. "It is nobody\'s fault," {grownup} said, "and {who} still loves you just the same."', '"It is nobody\'s fault," said {grownup}. "{who} still loves you."'],
    ['On the shelf was {who}\'s old photo album, full of pictures of {who} young, on a beach, laughing.', 'On the shelf was {who}\'s old photo album.'],
    ['{who} remembered songs from long ago much better than yesterday.', '{who} remembered old songs best.'],
    ['When {hero} was patient and went slowly, {who} was calm, and patted {hero}\'s knee.', 'When {hero} went slowly, {who} was calm.'],
  ],
  senses: ['{who}\'s cardigan smelled of lavender, the way it always had.', 'The old record player crackled before the song began.'],
  win: '{hero} had found a way to be with {who}, even on the muddled days',
  end: ['On the way home, {hero} said, "{who} forgot my name, but {who} didn\'t forget our song."', '"{who} didn\'t forget our song," said {hero}.'],
};

export const GRANDPARENT_DEMENTIA_SETBACK: Wording = 'Then {who} got upset, looking for a bag that was right there on the chair, and for a moment did not know the room at all.';
export const GRANDPARENT_DEMENTIA_CHOICE: Wording = '{hero} could correct {who} or just go along gently, and {he} chose to go along gently.';
export const GRANDPARENT_DEMENTIA_SUBPLOT = themeSubplot(
  '{hero} saw that {who} could forget a name and still feel the love.',
  '{pal} was a bit scared of how muddled {who} got.',
  'the button tin',
  '{pal} sorted the button tin with {who}, by colour, and {who} hummed all the way through.',
);
