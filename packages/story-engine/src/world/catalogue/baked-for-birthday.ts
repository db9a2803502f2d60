import { GROWN_UP_BIRTHDAY } from '../kin-places';
import type { Variant } from './theme-entry';

/**
 * A family grown-up's birthday the theme says the hero bakes for ("baking cupcakes for daddy's birthday", "making grandma a
 * birthday cake"): the baking is the story, its true steps and slips (the shell in the bowl, the case filled too full, the
 * icing on a warm cake), and the birthday is whose it is ({who}). Without it the birthday's own card and candles were told
 * and the baking dropped.
 */
function bakedFor(thing: RegExp, baked: { one: string; them: string; they: string; were: string; last: string }): Variant {
  return {
    said: new RegExp(`^(?=.*\\b(?:bak(?:e|es|ed|ing)|mak(?:e|es|ing)|made)\\b)(?=.*${thing.source})(?=.*(?:${THEIRS.source}))`, 'i'),
    title: '{hero} Bakes for {who}',
    opening: [`Today was {who}'s birthday, and {hero} was going to bake ${baked.one} for {who}, all by {him}self, or nearly.`, `It was {who}'s birthday! {hero} would bake ${baked.one}.`],
    worry: [`"What if ${baked.they} won't rise?" asked {hero}.`, `"Will ${baked.they} rise?" asked {hero}.`],
    tries: [
      ['{hero} cracked an egg into the bowl, and bits of shell went in too, and had to be fished out with a spoon.', 'Crack! Oops, some shell went in.'],
      [`{hero} poured in far too much mixture, and in the oven it ran over the edge.`, 'Too much mixture! It ran over.'],
      [`{hero} iced ${baked.them} while ${baked.they} ${baked.were} still warm, and the icing slid right off.`, 'The icing slid right off!'],
    ],
    turn: [`{hero} waited until ${baked.them} ${baked.were} cool, then spread the icing slowly and put on the sprinkles one pinch at a time.`, `{hero} waited till ${baked.they} ${baked.were} cool. Then icing, slowly!`],
    details: [
      [`The kitchen smelled warm and sweet, and ${baked.them} rose in the oven like little hills.`, 'The kitchen smelled warm and sweet.'],
      [`${baked.them.replace(/^t/, 'T')} sat cooling on a rack by the window, and nobody was allowed to touch.`, `${baked.them.replace(/^t/, 'T')} cooled. No touching yet!`],
      ['Everyone sang "Happy Birthday", and {who} blew out the candle in one big puff.', 'Everyone sang. {who} blew out the candle!'],
      [`{who} took a big bite and said it was the best thing anyone had ever baked.`, '{who} took a big bite. "Best ever!"'],
    ],
    win: `{who} said ${baked.them} ${baked.were} the best present of all`,
    end: [`At bedtime, there was ${baked.last} left over, and {hero} and {who} shared it.`, `There was ${baked.last} left, to share.`],
    ownSetback: `The oven timer went off, but the middle was still wobbly, so back in went ${baked.them} for five more minutes.`,
    ownDoubt: '{hero} looked at the wobbly middle. "It\'s all going wrong," {he} said.',
    ownChoice: '{hero} could put sprinkles or chocolate buttons on top, and {he} chose both.',
  };
}

/** "for daddy's birthday" and "daddy a birthday cake" both say whose birthday it is. */
const THEIRS = new RegExp(`${GROWN_UP_BIRTHDAY.source}|\\b(?:for|make|making|bake|baking|made|baked)\\b.*\\bbirthday (?:cake|cupcakes|buns)\\b.*\\bfor\\b`, 'i');

export const BAKED_FOR_BIRTHDAY: readonly Variant[] = [
  bakedFor(/\b(?:cup ?cakes?|fairy cakes?|buns)\b/, { one: 'cupcakes', them: 'the cupcakes', they: 'they', were: 'were', last: 'one cupcake' }),
  bakedFor(/\bcakes?\b/, { one: 'a birthday cake', them: 'the cake', they: 'it', were: 'was', last: 'one slice' }),
];
