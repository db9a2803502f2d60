/**
 * A made-up thing a note says is somewhere in the house ("he says there is a monster under the bed", "she thinks
 * there's a ghost in the wardrobe"): the worry is met by looking there at the turn, and finding only what is always
 * there. The note is believed as the child's, never as a real monster.
 */
const CLAIMED = /\bthere(?:'s|’s|\s+is|\s+are|\s+was|\s+were|\s+might be|\s+could be)\s+(?:a|an|some|lots of)?\s*(monsters?|ghosts?|witch(?:es)?|trolls?|goblins?|bogey ?m[ae]n|boogey ?m[ae]n|something|someone|a wolf|wolf|bears?|crocodiles?|dragons?|aliens?)\s+(under|in|inside|behind)\s+(?:the|his|her|their|my|our)\s+(\p{L}+)/iu;

/** What is always under the bed, in the wardrobe, behind the curtains: the whole find, by the place's word. */
const ALWAYS_THERE: ReadonlyArray<readonly [RegExp, (his: string) => string]> = [
  [/^bed$/i, (his) => `${his} slippers and one lost sock`],
  [/^(?:wardrobe|cupboard|closet)$/i, (his) => `${his} coats, and a hat on a hook`],
  [/^curtains?$/i, () => 'the window, and the moon outside'],
  [/^door$/i, (his) => `${his} dressing gown on its hook`],
  [/^(?:toy ?box|box)$/i, (his) => `${his} toys, all jumbled up`],
];
const DARK_PLACE = /^(?:bed|wardrobe|cupboard|closet|toy ?box|box)$/i;

export interface LookedFor {
  /** "there was a monster under the bed": the note's words, in the story's past. */
  claim: string;
  /** "Finn took a deep breath and looked under the bed with a torch. There was no monster, only his slippers and one lost sock." */
  look: string;
}

export function lookedFor(sentence: string, hero: { name: string; his: string; he: string }): LookedFor | undefined {
  const found = CLAIMED.exec(sentence);
  if (!found) return undefined;
  const thing = found[1]!.toLowerCase().replace(/^a /, '');
  const at = `${found[2]!.toLowerCase()} the ${found[3]!.toLowerCase()}`;
  const always = ALWAYS_THERE.find(([place]) => place.test(found[3]!))?.[1](hero.his) ?? `the ${found[3]!.toLowerCase()}, the same as always`;
  const plural = /s$/.test(thing) && !/^(?:something|someone)$/.test(thing);
  const claim = `there ${plural ? 'were' : 'was'} ${plural || /^some/.test(thing) ? '' : /^[aeiou]/.test(thing) ? 'an ' : 'a '}${thing} ${at}`;
  const none = /^some/.test(thing) ? 'nothing there' : `no ${thing}`;
  const torch = DARK_PLACE.test(found[3]!) ? ' with a torch' : '';
  const looked = found[2]!.toLowerCase() === 'in' || found[2]!.toLowerCase() === 'inside' ? `looked in the ${found[3]!.toLowerCase()}` : `looked ${at}`;
  return { claim, look: `${hero.name} took a deep breath and ${looked}${torch}. There was ${none}, only ${always}.` };
}
