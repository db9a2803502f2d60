import { readDay, type DayReading } from './read-day';
import { infinitiveOfGerund } from '../core/gerund';

/**
 * A theme of a few words that names no doing, but whose words say what a child does (round 19, from held-out reads 44-46:
 * "a hot air balloon festival", "Granny's knitting" and "Nana's silly songs" were told as a pigeon helped home and
 * lullabies). An event is gone to, a grown-up's craft learnt with them, their songs sung and their stories listened to:
 * the theme said as that doing, for the readers of doings to read. A thing of the outdoors looked for, a puzzle done and
 * someone taught are read before this, in kits of their own (`kit-day.ts`, round 20); one seen for help gone to "for
 * ages" is left out.
 */
const EVENT = /^(?:festival|fair|fete|fête|show|carnival|gala|parade|concert|market|tournament|regatta|rally|exhibition|display|pageant|procession|jamboree|fiesta|fun day|open day)$/;
/** "Granny's knitting": a grown-up's craft or habit, said as whose it is. */
const CRAFT_OF = /^(\p{Lu}[\p{L}'-]*(?: \p{Lu}[\p{L}'-]*)?)['’]s (\p{Ll}+ing)$/u;
/** "Nana's silly songs", "Grandad's stories": what a grown-up gives, done with them. */
const GIFT_OF = /^(\p{Lu}[\p{L}'-]*(?: \p{Lu}[\p{L}'-]*)?)['’]s (?:[\p{Ll}-]+ )?(songs|stories|tales|rhymes)$/u;
const DONE_WITH: Readonly<Record<string, (who: string) => string>> = {
  songs: (who) => `singing with ${who}`,
  rhymes: (who) => `singing with ${who}`,
  stories: (who) => `listening to ${who}'s stories`,
  tales: (who) => `listening to ${who}'s stories`,
};
/** Words before the head noun a doing would not follow: a theme with a verb is read as it is. */
const DETERMINER = /^(?:a|an|the|our|my|some|this|that)\b/i;

export function nounAsDoing(text: string): string[] {
  const typed = text.trim().replace(/[.!]+$/, '');
  const craft = CRAFT_OF.exec(typed);
  if (craft) return [`${craft[2]} with ${craft[1]}`, `learning ${craft[2]} with ${craft[1]}`, `learning to ${infinitiveOf(craft[2]!)} with ${craft[1]}`];
  const gift = GIFT_OF.exec(typed);
  if (gift) return [DONE_WITH[gift[2]!]!(gift[1]!)];
  // The head is the last word before a phrase of place, time or kind: "a hot air balloon festival [in the park]".
  const core = typed.split(/\s+(?:of|with|at|in|on|for|from|by|near|under)\s+/i)[0]!.toLowerCase();
  const words = core.split(/\s+/);
  if (words.length > 5) return [];
  const said = DETERMINER.test(typed) ? typed : `the ${typed}`;
  const head = words.at(-1)!;
  const lastTwo = words.slice(-2).join(' ');
  // The head alone where the words before it are not read ("the village fete" is the fete, in the village).
  const verb = EVENT.test(head) || EVENT.test(lastTwo) ? 'going to' : undefined;
  return verb ? [`${verb} ${said}`, `${verb} the ${EVENT.test(lastTwo) ? lastTwo : head}`] : [];
}

/** "knitting" → "knit", "baking" → "bake": the infinitive of a doing (`core/gerund.ts`). */
const infinitiveOf = (gerund: string): string => infinitiveOfGerund(gerund) ?? gerund.replace(/ing$/, '');

/**
 * The day a theme names, in its own words or said as the doing its words mean (`nounAsDoing`): the day frame tells "a hot
 * air balloon festival" as going to it, as `readTheme` read it, where it had read none and a stock plot told it.
 */
export const dayNamedBy = (theme: string): DayReading | undefined => readDay(theme) ?? nounAsDoing(theme).map((doing) => readDay(doing)).find((day) => day !== undefined);
