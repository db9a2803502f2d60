/**
 * What a wanted thing is, for the honest lines of wanting it (`plots/wanting-lines.ts`): a pet (a living thing to care
 * for every day), a gadget (costs a lot, and comes with rules), an outing (far away or a big day, costs a lot), a toy or
 * a big thing (saved for), being older, or staying up late. Real words parents type, not a guess at every noun.
 */
import type { OlderLines } from './catalogue/older-lines';

export type WantedKind = 'pet' | 'gadget' | 'toy' | 'outing' | 'older' | 'late';

export const WANTED_PET = /\b(?:puppy|puppies|dog|doggy|kitten|kitty|cat|rabbit|bunny|hamster|guinea pigs?|gerbil|mouse|mice|rat|pony|horse|goldfish|fish|tortoise|turtle|lizard|gecko|snake|budgie|parrot|bird|chickens?|hens?|pet)$/i;
export const WANTED_GADGET = /\b(?:phone|mobile|smartphone|iphone|tablet|ipad|kindle|laptop|computer|console|switch|nintendo|playstation|ps5|xbox|smartwatch|watch|headphones|earbuds|camera|gaming pc)$/i;
/** Big days out and far places: wanted as a going, not a having. An everyday place (the park, the beach) is that day's. */
export const WANTED_OUTING = /\b(?:disneyland|disney world|disney|legoland|theme park|funfair|zoo|aquarium|cinema|pictures|holiday|sleepover|party|plane|aeroplane|airplane|cruise|camping|trip|concert|show|pantomime|panto|safari park|water park|america|florida|paris|london)$/i;
/** Outings far away or costing a great deal, saved for over months; any other is a day chosen on the calendar. */
export const FAR_OUTING = /\b(?:disneyland|disney world|disney|legoland|theme park|holiday|plane|aeroplane|airplane|cruise|safari park|water park|america|florida|paris|london)$/i;

/** Wants no story waits for: a hug, a snack, a turn now; and the moon or space, a dream the space entry tells. */
export const NOT_WANTED_THINGS = /\b(?:moon|space|mars|stars|cuddles?|hugs?|kiss(?:es)?|drinks?|snacks?|biscuits?|sweets|treats?|milk|bottle|dummy|nap|turn|go|help|attention|mummy|mum|daddy|dad|friends?|baby|brother|sister|to|more)$/i;

/** Things that come as a pair or a set and are said as "they": roller skates, trainers, headphones. */
export const PLURAL_THING = /\b(?:skates|trainers|shoes|boots|headphones|earbuds|rollerblades|sweets|cards|stickers|heelys)$/i;

export function wantedKindOf(head: string): WantedKind {
  if (WANTED_PET.test(head)) return 'pet';
  if (WANTED_GADGET.test(head)) return 'gadget';
  if (WANTED_OUTING.test(head)) return 'outing';
  return 'toy';
}

/**
 * What a reader of nine to twelve hears of a wanting (`plots/the-wanting.ts`): not an ordeal to get through, but wanting
 * a yes and knowing wanting is not the same as being ready.
 */
export const WANTING_OLDER: Partial<OlderLines> = {
  want: ['{hero} wanted {name} so much it was almost embarrassing, and {he} knew, somewhere underneath, that wanting it was not the same as being ready for it.', 'What {hero} wanted was a yes, and what {he} suspected {he} would get was a "we\'ll see".'],
  grownUpSays: ['"Wanting something for a long time is a good way to find out if you really want it," said {grownup}, which was exactly the kind of thing {grownup} would say.', '"Ask me again in a month," said {grownup}. "If you still want it as much, we\'ll talk properly."'],
  palSays: ['"You\'ve talked about it every day this week," said {pal}. "Only six days," said {hero}.'],
  decides: ['{hero} could keep on asking, or show {he} could wait. {he} decided to wait, properly.', 'Sulking was easier, {hero} knew, and {he} decided not to.'],
  misread: [{ thought: 'When {pal} changed the subject every time {hero} mentioned it, {hero} was sure {pal} was fed up with hearing about it.', truth: 'It turned out {pal} had been saving up for something too, and had not wanted to say.' }],
};
