import { kinPattern } from '../core/kin-words';
import { catalogueThemeById, type CatalogueTheme } from '../world/catalogue';
import { MISSED_WHILE_ILL_ENTRIES, MISSING_SAID, TOO_ILL_SAID } from '../world/catalogue/missed-while-ill';

/** Where the thing missed stops: its cause or its company ("the zoo with her class", "the party because of chickenpox"). */
const STOP = /\s+(?:because|cos|coz|due|with|as|and|but|since|after|when|while|from|so|on|at|in|for|this|next|today|tomorrow)\b|[,.;!?(]/i;
/** Whose day it is, typed without its apostrophe ("nannys wedding", "my friends party"). */
const WHOSE_DAY = new RegExp(`\\b(${kinPattern({})}|friend|cousin)s (party|birthday|wedding|sleepover|christening|show|concert|play)\\b`, 'i');
/** A person missed is longing for them, not a day taken away ("missing mummy"). */
const A_PERSON = new RegExp(`^(?:(?:my|his|her|their|our|the) )?(?:${kinPattern({}, ['friend', 'friends', 'best friend', 'teacher', 'everyone', 'people'])})$`, 'i');

/**
 * The day an illness or a hurt takes away, in the parent's words and the hero's possessive ({missed}): "the party",
 * "{his} best friend's party", "swimming". None when nothing is missed, or only a person.
 */
export function missedOf(text: string | undefined): string | undefined {
  const after = new RegExp(`${MISSING_SAID}([^]*)$`, 'i').exec(text ?? '')?.[1];
  const thing = after?.split(STOP)[0]?.trim().split(/\s+/).slice(0, 5).join(' ');
  if (!thing || A_PERSON.test(thing)) return undefined;
  return thing
    .replace(/^(?:my|his|her|their) /i, '{his} ')
    .replace(WHOSE_DAY, (_all, who: string, day: string) => `${/^(?:friend|cousin)$/i.test(who) ? who : who.replace(/^\p{Ll}/u, (first) => first.toUpperCase())}'s ${day}`);
}

/**
 * The entry of the illness or hurt that takes a day away ("having chickenpox and missing the party" is the sick day with
 * the party missed, never a party): one whose words the theme names, with a thing missed that is not a person.
 */
export function missedWhileIll(text: string): CatalogueTheme | undefined {
  if (!missedOf(text)) return undefined;
  const entries = MISSED_WHILE_ILL_ENTRIES.map((id) => catalogueThemeById(id));
  return entries.find((entry) => entry?.words.test(text)) ?? (new RegExp(TOO_ILL_SAID, 'i').test(text) ? catalogueThemeById('sick-day') : undefined);
}
