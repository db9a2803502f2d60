import { catalogueThemeById, catalogueThemeIn } from '../world/catalogue';
import type { CatalogueTheme } from '../world/catalogue';
import { readDay } from './read-day';
import { placeOfAWorriedPart } from '../world/catalogue/place-parts';
import { themeObject } from '../world/theme-object';
import { isCarryable } from '../world/carryable';
import type { ThemeReading } from './read-theme';
import { readTwist, type Twist } from './read-twist';
import { qualifiedReading } from './qualified-reading';

/**
 * The reading of a theme whose twist (`readTwist`) the story its subject names would drop or turn into its opposite:
 * "the tooth fairy forgot to come" is never a coin under the pillow, "sports day without mum" never Mum cheering at the
 * line, "getting lost at the supermarket" never a shopping list ticked off. Saving up is told as the saving, a day of its
 * own; anything else the catalogue has no lines for is declined honestly in the idea (`unplaced`), never told as usual.
 * None when the theme has no twist, or when the entry's own lines or one of its variants tell it.
 */
export function twistedReading(text: string): ThemeReading | undefined {
  // A worry put on a part of a place (the school toilets, the pool's changing rooms) is that place's entry, told through it.
  const place = placeOfAWorriedPart(text);
  const placed = place ? catalogueThemeById(place) : undefined;
  if (placed) return { kind: 'catalogue', entry: placed };
  // A qualifier that changes the problem ("a kite that won't fly", "where it rains all weekend"): its entry's variant, or declined.
  const qualified = qualifiedReading(text);
  if (qualified) return qualified;
  const twist = readTwist(text);
  if (!twist) return undefined;
  const entry = catalogueThemeIn(text);
  if (entry && tellsTheTwist(entry, text, twist)) return undefined;
  // Without someone, at a day no entry tells as the family's ("a school trip without mum"), is told as it would be.
  if (!entry && twist.kind === 'without') return undefined;
  // Someone at work through the day is the days apart, told as that one day where a variant of it says so.
  const apart = twist.kind === 'away' ? catalogueThemeById(DAYS_APART) : undefined;
  if (apart?.variants?.some((variant) => variant.said.test(text))) return { kind: 'catalogue', entry: apart };
  // A thing lost that the entry has no lost variant for is the search for that thing (the lost-and-found plot), not the
  // entry's usual day ("losing a glove in the snow" is no snow day); a thing the stories cannot carry is declined.
  if (twist.kind === 'losing') {
    // "a school jumper" is a jumper to look for, though "school" alone would read as a day at school.
    const thing = themeObject(twist.thing) ?? (isCarryable(twist.thing) ? twist.thing : undefined);
    if (thing) return { kind: 'thing', thing };
    return entry ? { kind: 'unplaced', text } : undefined;
  }
  if (twist.kind === 'saving') {
    const day = readDay(text);
    return day ? { kind: 'day', day } : { kind: 'unplaced', text };
  }
  return { kind: 'unplaced', text };
}

/** Kinds of entry whose day the family shares, so that one of them missing changes it. */
const FAMILY_DAYS = new Set(['festival', 'event']);

/** The entry of a grown-up of the family away at work (`moments.ts`). */
const DAYS_APART = 'parent-away';

/** Whether the entry, as these words choose it, tells the twist itself. */
function tellsTheTwist(entry: CatalogueTheme, text: string, twist: Twist): boolean {
  // A variant the words choose tells the theme as said ("the tooth fairy forgot": a fairy's note the next night).
  if (entry.variants?.some((variant) => variant.said.test(text))) return true;
  switch (twist.kind) {
    // A lost pet is the search: the entry's own story.
    // Getting lost in a big new school is that school's own middle (round 15).
    case 'lost': return entry.missingPet === true || entry.tellsALoss === true || entry.getsLost === true;
    // Someone's work or absence is the entry's own (a parent working away, the first Christmas without grandad).
    case 'away': return entry.owner !== undefined || entry.ownerAway === true || entry.tender === true;
    // A day the family shares (a festival, sports day) is not itself without them; a sleepover, a swim or a stay at
    // grandma's is done without Mum anyway ("first sleepover without mum"), and told as usual.
    case 'without': return entry.owner !== undefined || entry.ownerAway === true || entry.tender === true || !FAMILY_DAYS.has(entry.kind);
    // A moment that is itself something not happening as hoped (a friend who cannot come out, a day off sick) is told.
    case 'undone': return entry.tender === true || entry.ownerAway === true;
    case 'saving': return false;
    // A pet that goes missing is the entry's own search; any other thing lost wants a variant that tells it.
    case 'losing': return entry.missingPet === true || entry.tellsALoss === true;
  }
}

/**
 * Whether the theme's twist is declined (`twistedReading`): then no plot tells it as its own (a party for "the party got
 * cancelled") and no occasion frames the book with it (a school trip for "the school trip was cancelled").
 */
export const twistDeclined = (theme: string | undefined): boolean => theme !== undefined && twistedReading(theme.trim())?.kind === 'unplaced';
