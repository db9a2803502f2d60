import { themeSubplot } from './subplots';
import { GRANDPARENT } from './grandparent-ill';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * A grandparent's stories of when they were small ("learning about Grandpa's childhood in Syria", "Nana's stories about
 * when she was little", "our family tree"): an old photo, a game played in the street, a song, a map drawn together,
 * and the question asked gently. Held-out read 47 told the first as "a little moment" done too fast. `{grewupin}` is
 * where they grew up, when the theme names a far place.
 */
const WHOSE = String.raw`(?:my |our |his |her |their )?(?:${GRANDPARENT}|great[- ]grand\w+|mum|mom|dad|mummy|daddy)(?:['’]s|s)?`;

export const FAMILY_STORIES: CatalogueTheme = {
  id: 'family-stories', kind: 'moment',
  words: new RegExp(String.raw`\b(?:learn\w*|hear\w*|listen\w*|find\w* out|ask\w*|talk\w*)\b[\w' ]{0,12}\babout ${WHOSE} (?:childhood|life|past|old life|old home|old country|history|roots|memories)\b|\b${WHOSE} (?:stories|story|tales|childhood|memories|old photos?|life story) (?:about|of|from|when|in)\b|\b${WHOSE} childhood\b|\bfamily (?:tree|history|stories|roots)\b|\bwhen ${WHOSE} was (?:little|young|small|(?:a )?(?:little |small |young )?(?:child|girl|boy))\b`, 'i'),
  means: new RegExp(String.raw`\b${GRANDPARENT}\b.{0,24}\b(?:childhood|was little|was young|grew up)\b`),
  name: 'the old stories', setting: 'home', lesson: 'listening', owner: 'grandma',
  // The far place is where they grew up: the child hears of it at home, never goes there.
  farIsTheirs: true,
  fromAge: '3-5',
  title: ['When {gran} Was Little', '{hero} and the Old Stories'],
  opening: ['{hero} had a big question for {gran}: what was it like when {gran} was a child{grewupin}?', '{hero} asked {gran}, "What was it like when you were little?"'],
  worry: ['"Do you mind me asking?" said {hero}. "I don\'t want to make you sad."', '"Is it all right to ask?" said {hero}.'],
  tries: [
    ['{hero} asked ten questions all at once, and {gran} laughed and said, "One at a time, or I will forget the first one."', '{hero} asked ten questions at once, and {gran} laughed.'],
    ['{hero} tried to draw it all while {gran} talked, but {gran} talked faster than the pencil, and the page was all scribbles.', '{hero} tried to draw it all, but it was all scribbles.'],
    ['{hero} asked about the big things, the years and the names of places, and {gran} went quiet, because those were not what {gran} remembered best.', '{hero} asked about the big things, and {gran} went quiet.'],
  ],
  turn: ['{hero} stopped asking and just listened, and then asked one small thing: "What did your kitchen smell like?" And {gran} smiled, and told {him} everything.', '{hero} asked one small thing: "What did your kitchen smell like?" And {gran} smiled.'],
  details: [
    ['{gran} got out an old photo of a small child in a coat far too big, squinting at the sun. "That\'s me," said {gran}.', '{gran} showed an old photo. "That\'s me," said {gran}.'],
    ['{gran} told of the games in the street outside, with a ball made of old socks, until it was too dark to see it.', '{gran} played in the street with a ball made of socks.'],
    ['{gran} taught {hero} a song from when {gran} was small, and {hero} sang it back with only two words wrong.', '{gran} taught {hero} an old song.'],
    ['{hero} drew a map of the street {gran} grew up in, and {gran} added every house, and a tree on the corner.', '{hero} drew a map of {gran}\'s old street.'],
  ],
  senses: ['The old photos smelled of dust and the back of a cupboard.', '{gran}\'s voice went soft and slow, the way it did for the best stories.'],
  win: '{hero} knew {gran}\'s stories now, and could tell them too',
  end: ['At school, {hero} showed the class the old photo and told them about when {gran} was little, and everyone wanted to hear more.', '{hero} told the class about when {gran} was little.'],
};

export const FAMILY_STORIES_SETBACK: Wording = 'Then {gran} stopped in the middle of a story and looked out of the window for a long time, and {hero} did not know what to say.';
export const FAMILY_STORIES_CHOICE: Wording = '{hero} could ask about the sad part or leave it for another day, and {he} chose to leave it, and held {gran}\'s hand instead.';
export const FAMILY_STORIES_SUBPLOT = themeSubplot(
  '{hero} saw that the best stories came when {he} stopped asking and just listened.',
  '{pal} did not know any stories of {palhis} own family, and went quiet.',
  'the old photo',
  '{pal} asked {palhis} own family that night, and came back with a story to tell.',
);
