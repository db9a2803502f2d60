import { themeSubplot } from './subplots';
import type { CatalogueTheme, Variant } from './theme-entry';

/** The lines of an entry as a reader under its age floor hears them: its own `younger`, where it has one. */
export type YoungerLines = Omit<Variant, 'said' | 'saidUnderSix' | 'fromAge'>;

/**
 * An older child's day (secondary school, the school disco, Cubs) picked for a listener under its floor, where the entry
 * has no little one's lines of its own: told from the little one's side, as the big brother's or sister's day — helping
 * them get ready, wanting to go too, waving them off, waiting at the window, and hearing all about it — in words short
 * enough for a toddler. Before round 18 such a book measured over its band and fell to a bedtime journey or a lost toy.
 */
export function youngerOf(entry: CatalogueTheme): YoungerLines | undefined {
  return entry.younger ?? (entry.fromAge ? bigOnesDay(entry) : undefined);
}

function bigOnesDay(entry: CatalogueTheme): YoungerLines {
  return {
    // At home with the grown-up: nobody is dropped off, no friend is met, and the big one goes, not the hero.
    setting: 'home',
    lesson: 'patience',
    hostedAtHome: true,
    noPalMet: true,
    // Another day than the entry's own: its tiny words and jokes are not this day's.
    anotherDay: true,
    // The cast's own brother or sister, when the parent gave one, is the one whose day it is (`build-context.ts`).
    aboutSibling: true,
    onOwn: undefined,
    title: ['{hero} and Big {Sib} {sibname}', '{sibname}\'s Big Day'],
    opening: ['Today was a big day for {hero}\'s big {sib}, {sibname}.', 'It was a big day for big {sib} {sibname}.'],
    worry: [`"Me too!" said {hero}. But ${entry.name} was just for big ones.`, `"Me too!" said {hero}. But ${entry.name} was for big ones.`],
    tries: [
      ['{hero} helped {sibname} get ready, and found one shoe under the sofa.', '{hero} helped {sibname} get ready. {hero} found a shoe!'],
      ['{hero} held on to {sibname}\'s bag and would not let go.', '{hero} held the bag and would not let go.'],
      ['{hero} put on {his} coat and stood by the door, all ready to go too.', '{hero} put on {his} coat. All ready to go!'],
    ],
    turn: ['{hero} gave {sibname} a big hug, and waved and waved at the door.', '{hero} gave {sibname} a big hug and waved.'],
    details: [
      [`{sibname} stood very tall, all ready for ${entry.name}.`, '{sibname} stood very tall, all ready.'],
      ['{hero} and {grownup} made a card for {sibname}, with a big star on it.', '{hero} made a card with a big star.'],
      ['{hero} sat at the window with {grownup} and watched for {sibname}.', '{hero} watched at the window.'],
      ['At last the door opened, and there was {sibname}!', 'At last, there was {sibname}!'],
    ],
    senses: [],
    win: [`{sibname} came home and told {hero} all about ${entry.name}`, '{sibname} came home and told {hero} all about it'],
    // The big one's middle is the little one's too: the older child's own setback, choice and low point are not theirs.
    ownSetback: ['"Not you, {hero}," said {sibname}. "Just big ones."', '"Just big ones," said {sibname}.'],
    ownDoubt: ['{hero} sat on the bottom stair and would not come down.', '{hero} sat on the stair. "Not fair."'],
    ownChoice: ['{hero} could have the red cup or the blue cup, like {sibname}. {hero} chose blue.', '{hero} chose the blue cup, like {sibname}.'],
    ownHint: 'Big ones go, and big ones come back',
    ownSubplot: themeSubplot(
      '{hero} saw that big ones go, and big ones come back.',
      '{pal} missed {sibname} too.',
      'the last biscuit',
      '{pal} had the last biscuit, and kept half for {sibname}.',
    ),
    end: [`That night, {hero} played ${entry.name} with teddy, just like big {sib} {sibname}.`, 'That night, {hero} told teddy all about it.'],
  };
}
