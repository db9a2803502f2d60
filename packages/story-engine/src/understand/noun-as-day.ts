import nlp from 'compromise';

/**
 * A theme of a few words that names no doing, but whose head noun says what a child does with it (round 19, from held-out
 * read 44 and a reach probe: "a hot air balloon festival", "the first snowdrop of spring" and "Granny's knitting" were
 * told as a pigeon helped home and two lullabies). An event, or one who is seen for help (the school nurse), is gone to, a thing of the outdoors is looked for, a puzzle
 * is done, and a grown-up's craft is done with them: the theme said as that doing, for the readers of doings to read, with
 * the parent's words whole in it.
 */
const EVENT = /^(?:nurse|librarian|optician|hairdresser|barber|festival|fair|fete|fête|show|carnival|gala|parade|concert|market|tournament|regatta|rally|exhibition|display|pageant|procession|jamboree|fiesta|fun day|open day)$/;
const LOOKED_FOR = /^(?:snowdrop|bluebell|daffodil|crocus|blossom|rainbow|frogspawn|frog|toad|newt|ladybird|butterfly|nest|conker|acorn|mushroom|toadstool|fossil|shooting star|comet|eclipse|badger|deer|squirrel|hedgehog|robin|swallow|bat|owl|rock pool)s?$/;
const DONE = /^(?:jigsaw|puzzle|crossword|word search|dot-to-dot|colouring book|sticker book)s?$/;
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
  // The head is the last word before a phrase of place, time or kind: "the first snowdrop [of spring]", "a jigsaw [with a missing piece]".
  const core = typed.split(/\s+(?:of|with|at|in|on|for|from|by|near|under)\s+/i)[0]!.toLowerCase();
  const words = core.split(/\s+/);
  if (words.length > 5) return [];
  const said = DETERMINER.test(typed) ? typed : `the ${typed}`;
  const head = words.at(-1)!;
  const lastTwo = words.slice(-2).join(' ');
  // The head alone where the words before it are not read ("the village fete" is the fete, in the village).
  const verb = EVENT.test(head) || EVENT.test(lastTwo) ? 'going to' : LOOKED_FOR.test(head) || LOOKED_FOR.test(lastTwo) ? 'looking for' : DONE.test(head) || DONE.test(lastTwo) ? 'doing' : undefined;
  return verb ? [`${verb} ${said}`, `${verb} the ${EVENT.test(lastTwo) || LOOKED_FOR.test(lastTwo) || DONE.test(lastTwo) ? lastTwo : head}`] : [];
}

/** "knitting" → "knit", "baking" → "bake": the tagger's infinitive of a doing. */
const infinitiveOf = (gerund: string): string => nlp(gerund).verbs().toInfinitive().text() || gerund.replace(/ing$/, '');
