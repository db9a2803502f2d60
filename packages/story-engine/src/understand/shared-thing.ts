/**
 * The thing a sharing or a squabble is over, as the parent named it ("sharing a snack with Papa", "a sibling argument over
 * the TV remote", "fighting about who sits in the front seat"): held-out read 47 told every one of them with the entry's
 * own crayons or red scooter. Three kinds have their own lines (`world/catalogue/shared-thing-variants.ts`); `{shared}`
 * on a page is the thing in the parent's words.
 */
const FOOD = String.raw`snacks?|sweets|sweeties|biscuits?|cookies?|cakes?|cupcakes?|crisps|chocolates?|popcorn|pizza|grapes|strawberries|sandwich(?:es)?|ice creams?|ice lollies|ice lolly|lollies|lolly|treats?|doughnuts?|donuts?|muffins?|pancakes?|chips`;
const SCREEN = String.raw`(?:tv |telly |television )?remote(?: control)?|ipad|tablet|telly|tv|television|games? console|console|controllers?|computer|laptop|nintendo(?: switch)?|xbox|playstation`;
const SEAT = String.raw`(?:front|window|back|middle|best|comfy) seat|top bunk|(?:best|comfy) spot on the sofa|big chair`;
const WHOSE = String.raw`(?:the |a |an |my |our |his |her |their |some )?`;
const SIZE = String.raw`(?:(last|big|new|whole|last piece of|bag of|box of|plate of|bowl of|packet of|tub of) )?`;

export const SHARED_FOOD = new RegExp(String.raw`\b${WHOSE}${SIZE}(${FOOD})\b`, 'i');
export const SHARED_SCREEN = new RegExp(String.raw`\b${WHOSE}${SIZE}(${SCREEN})\b`, 'i');
export const SHARED_SEAT = new RegExp(String.raw`\b${WHOSE}${SIZE}(${SEAT})\b`, 'i');

/** How names of screens are written: "the TV remote", "the iPad". */
const WRITTEN: ReadonlyArray<[RegExp, string]> = [[/\btv\b/g, 'TV'], [/\bipad\b/g, 'iPad'], [/\bxbox\b/g, 'Xbox'], [/\bplaystation\b/g, 'PlayStation'], [/\bnintendo\b/g, 'Nintendo'], [/\bswitch\b/g, 'Switch']];

/** "the TV remote", "the last biscuit", "the front seat", "the sweets": the thing the theme names, else "it". */
export function sharedThingIn(theme: string | undefined): string {
  const found = [SHARED_SCREEN, SHARED_SEAT, SHARED_FOOD].map((kind) => kind.exec(theme ?? '')).find((match) => match !== null);
  if (!found) return 'it';
  const said = [found[1], found[2]].filter(Boolean).join(' ').toLowerCase();
  return `the ${WRITTEN.reduce((text, [word, written]) => text.replace(word, written), said)}`;
}
