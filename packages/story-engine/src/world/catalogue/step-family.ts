import { themeSubplot } from './subplots';
import type { CatalogueTheme, Variant, Wording } from './theme-entry';

/**
 * A new step-family ("a new stepdad", "step brothers", "moving in with mum's boyfriend", "a blended family"): the full
 * toothbrush mug, the new chart on the wall, two families' ways of doing Saturdays, and the hero finding there is room
 * for them too. Nobody in it is a villain, and nobody is told how to feel.
 */
/**
 * A new stepdad or stepmum the theme names ("our new stepmum", "getting used to having a stepdad"): that one is on the
 * pages, as the cast has them or as "her stepdad" ({who}, never "Stepdad" as a name), not only "the new step-family".
 */
const THE_STEP_PARENT: Variant = {
  // Only where the theme names no other parent and no wedding ("mum marrying my stepdad" is Mum's, not this one's).
  said: /^(?!.*\b(?:mum|mummy|mom|mommy|mother|dad|daddy|father|marr\w*|wedding)\b).*\bstep[- ]?(?:dad|daddy|father|mum|mummy|mom|mommy|mother)\b(?!['’]s)/i,
  opening: ['{hero} watched from the stairs as {who} carried in box after box, and a toothbrush of {whohis} own: today {whohe} was moving in.', '{hero} watched {who} carry in the boxes. Today {whohe} was moving in.'],
  details: [
    ['The toothbrush mug in the bathroom was suddenly full, and one of the toothbrushes was {who}\'s, bright green.', 'The toothbrush mug was full. One was {who}\'s!'],
    ['{who} had a laugh you could hear from upstairs, and hung {whohis} coat on {hero}\'s peg by mistake.', '{who} had a very big laugh.'],
    ['On the kitchen wall was a new chart, with everyone\'s name on it and whose turn it was to lay the table.', 'On the wall was a chart of jobs.'],
    ['Somebody took a photo of everyone squashed onto the sofa, and nobody was looking the right way.', 'They took a photo of everyone squashed on the sofa.'],
  ],
  turn: ['{hero} went downstairs, sat down at the table next to {who}, and taught everyone {his} favourite card game.', '{hero} sat down next to {who} and taught everyone a card game.'],
  end: ['On Saturday, {who} made pancakes and {hero} made the boiled eggs, and the card game came after, and the sofa photo went up in the hall.', 'On Saturday, {who} made pancakes and {hero} made eggs.'],
};

export const STEP_FAMILY: CatalogueTheme = {
  id: 'step-family', kind: 'moment',
  // A step-parent who is only the company or the owner of another day ("baking with my stepdad", "visiting stepmum in
  // hospital", "my stepdad's birthday") is that day, told with them; a new one, or the family, is this entry's.
  words: /^(?!.*\b(?:with|help\w*|visit\w*|for) (?:my |our )?step[- ]?(?:dad|daddy|mum|mummy|mom|mommy|father|mother)\b)(?!.*\bstep[- ]?(?:dad|daddy|mum|mummy|mom|mommy|father|mother)(?:'s|’s) (?!new\b|wedding\b|kids\b|children\b|son\b|daughter\b|family\b|house\b|home\b))(?:.*?)(?:\bstep[- ]?(?:dad|daddy|mum|mummy|mom|mommy|father|mother|parents?|brothers?|sisters?|siblings?|famil(?:y|ies)|kids|children)\b|\bblended famil(?:y|ies)\b|\b(?:mum|mummy|mom|dad|daddy)(?:'s|s)? (?:(?:has|had) (?:got )?a |got a |is getting a |has found a )?(?:new )?(?:boyfriend|girlfriend|partner)\b|\btwo families (?:becoming|become|joining) one\b)/i,
  name: 'the new family', setting: 'home', lesson: 'kindness',
  title: ['{hero} and the Full House', 'Room for Everyone'],
  opening: ['Today {hero}\'s new step-family was moving in, with their boxes, their toothbrushes and their own ways of doing things.', 'Today {hero}\'s new step-family was moving in.'],
  worry: ['"But it was fine before," said {hero}. "What if there\'s no room for me any more?"', '"What if there is no room for me?" said {hero}.'],
  tries: [
    ['At breakfast, everyone wanted something different, and {hero} said, "That\'s not how we do it here," and the table went quiet.', 'At breakfast, {hero} said, "We don\'t do it like that."'],
    ['{hero} shut {his} bedroom door and played on {his} own, but {he} could hear everyone laughing downstairs.', '{hero} played alone, but heard the others laughing downstairs.'],
    ['{hero} tried so hard to be helpful that {he} carried all the plates at once, and dropped the lot.', '{hero} carried all the plates at once, and dropped them.'],
  ],
  turn: ['{hero} went downstairs, sat down at the table, and taught everyone {his} favourite card game.', '{hero} sat down at the table and taught everyone a card game.'],
  details: [
    ['The toothbrush mug in the bathroom was suddenly full: one, two, three, four, five toothbrushes.', 'The toothbrush mug was full: five toothbrushes!'],
    ['On the kitchen wall was a new chart, with everyone\'s name on it and whose turn it was to lay the table.', 'On the wall was a chart of jobs.'],
    ['The new family had pancakes on Saturdays; {hero}\'s family had always had boiled eggs.', 'The new family liked pancakes. {hero} liked eggs.'],
    ['Somebody took a photo of everyone squashed onto the sofa, and nobody was looking the right way.', 'They took a photo of everyone squashed on the sofa.'],
  ],
  win: 'there was room for everyone, {hero} too',
  end: ['On Saturday there were pancakes and boiled eggs, and the card game after, and the sofa photo went up in the hall.', 'On Saturday there were pancakes and eggs, and the card game after.'],
  variants: [THE_STEP_PARENT],
};

export const STEP_FAMILY_SETBACK: Wording = ['Then somebody sat in {hero}\'s chair at dinner, and {hero} said something unkind and ran upstairs.', 'Then someone sat in {hero}\'s chair, and {hero} ran upstairs.'];
export const STEP_FAMILY_CHOICE: Wording = '{hero} could stay upstairs or go down for pudding, and {he} chose pudding.';
export const STEP_FAMILY_SUBPLOT = themeSubplot(
  '{hero} saw that the new family was nervous too, and trying just as hard.',
  '{pal} did not know where anything went in the busy kitchen.',
  'the job of putting out the spoons',
  '{pal} put out the spoons with {hero}, and learned where everything lived.',
);
