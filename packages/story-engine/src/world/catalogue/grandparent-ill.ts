import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';
import { kinPattern } from '../../core/kin-words';
import { ILLNESS } from './sibling-ill';

/**
 * A grandparent who is ill at home ("grandma is poorly", "grandpa has cancer"), told gently: the quiet room, the
 * tired days, the games that have to wait, and the hero finding a way to be there anyway. It promises no cure. Her
 * stay in hospital is the hospital visit (`hospital-visit`), matched before it; the hero's own sick day stays the sick day.
 */
export const GRANDPARENT = kinPattern({ relation: 'grandparent', plural: true });

/** A parent ill at home ("mum is poorly") is told the same way: the quiet room, and being there anyway. */
const PARENT = kinPattern({ relation: 'parent' });

/** An aunt or uncle ill ("my auntie is poorly") is the family's grown-up in bed too: theirs, never declined nor the hero's sick day. */
const AUNT_OR_UNCLE = String.raw`(?:auntie|aunty|aunt|uncle)`;

export const GRANDPARENT_ILL: CatalogueTheme = {
  id: 'grandparent-ill', kind: 'moment',
  // In hospital, it is the hospital visit: the ward, the gel by the door, the card by the bed.
  words: new RegExp(String.raw`^(?!.*\bhospital\b)(?:.*?)(?:\b${GRANDPARENT}(?:'s|s)? (?:is |was |has been |being |getting |feeling |who is )?(?:very |really |so )?(?:ill|poorly|sick|unwell|not (?:very )?well)\b|\b(?:${GRANDPARENT}|${PARENT}|${AUNT_OR_UNCLE}) (?:has|had|has got|with) (?:cancer|a bad heart|an illness|leukaemia|leukemia|a tumour|a tumor)\b|\b(?:${GRANDPARENT}|${PARENT}|${AUNT_OR_UNCLE})(?:'s|s)? (?:is |was |has been |been )?(?:having|starting|started|on|getting) (?:chemo\w*|radiotherapy|cancer treatment)\b|\b(?:ill|poorly|sick|unwell) ${GRANDPARENT}\b|\b${GRANDPARENT}(?:'s|s)? (?:illness|cancer)\b|\b(?:${PARENT}|${AUNT_OR_UNCLE}) (?:is |was |has been |feeling )?(?:very |really |so )?(?:ill|poorly|sick|unwell|not (?:very )?well)\b|\b(?:${GRANDPARENT}|${PARENT}|${AUNT_OR_UNCLE}) (?:has|had|has got|got|is off with) ${ILLNESS})`, 'i'),
  name: 'the quiet room', setting: 'home', lesson: 'kindness', tender: true, owner: 'grandma', ownerAway: true,
  title: ['Get Well, {who}', '{hero} and the Quiet Room'],
  opening: ['{who} was poorly, and had to stay in bed and rest for a long time.', '{who} was ill, and the house had gone quiet around {who}\'s room.'],
  worry: ['"Is {who} going to get better?" asked {hero} quietly.', '"Why is {who} so tired all the time?" asked {hero}.'],
  tries: [
    ['{hero} ran in with a card and a big loud hello, but {who} was fast asleep.', '{hero} ran in with a card, but {who} was asleep.'],
    ['{hero} brought the old board game, but {who} was too tired to play, even one turn.', '{hero} brought a game, but {who} was too tired to play.'],
    ['{hero} stood in the doorway, not sure what to say to somebody so poorly, and said nothing at all.', '{hero} stood at the door and did not know what to say.'],
  ],
  turn: ['{hero} pulled the chair up to the bed, held {who}\'s hand, and told {who} all about {his} day, softly, the way {who} liked.', '{hero} sat by the bed, held {who}\'s hand, and told {who} about {his} day.'],
  details: [
    ['By the bed there was a glass of water, a box of tissues, and medicine in little bottles.', 'By the bed were a glass of water and some tissues.'],
    ['{who}\'s slippers waited by the bed, and {who}\'s glasses lay folded on a book.', '{who}\'s slippers waited by the bed.'],
    ['Some days {who} felt a little better and sat up; some days {who} only slept.', 'Some days {who} sat up. Some days {who} slept.'],
    ['{who} squeezed {hero}\'s hand and said, "That was the best part of my day."', '{who} squeezed {hero}\'s hand and smiled.'],
  ],
  win: '{hero} had found a way to be with {who}, even on the sleepy days',
  end: ['Every day after that, {hero} went in quietly and told {who} one good thing.', 'Every day, {hero} told {who} one good thing.'],
};

export const GRANDPARENT_ILL_SETBACK: Wording = 'Then the doctor came, and the grown-ups talked in low voices in the kitchen, and {hero} was sent to play.';
export const GRANDPARENT_ILL_CHOICE: Wording = '{hero} could make {who} a card or pick {who} some flowers, and {he} chose the flowers, from the garden.';
export const GRANDPARENT_ILL_SUBPLOT = themeSubplot(
  '{hero} saw that being there, quietly, was a way of helping too.',
  '{pal} wanted to help as well, but did not know how.',
  'the job of fetching the water',
  '{pal} took the job of fetching the water, and carried the glass very slowly so as not to spill a drop.',
);
