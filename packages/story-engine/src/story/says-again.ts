/** Words too common to say whether two sentences tell the same thing. */
const COMMON = new Set(['the', 'and', 'that', 'this', 'with', 'what', 'they', 'them', 'their', 'there', 'then', 'were', 'was', 'had', 'have', 'from', 'into', 'onto', 'over', 'just', 'very', 'some', 'too', 'all', 'her', 'his', 'him', 'she', 'for', 'out', 'off', 'its', 'it', 'at', 'on', 'in', 'of', 'to', 'a', 'an']);

/** A word by its first four letters, so "glide" and "glided", "thankful" and "thanks" count as one. */
const stem = (word: string): string => word.slice(0, 4);

const wordsOf = (sentence: string): string[] =>
  (sentence.toLowerCase().match(/[a-z']+/g) ?? []).filter((word) => word.length > 3 && !COMMON.has(word)).map(stem);

/**
 * The one measure both checks read: how many words two sentences share (each word once), against how many the sentence
 * and the shorter of the two have. The checks differ only in their thresholds.
 */
function overlap(sentence: string, other: string): { shared: number; ofSentence: number; ofShorter: number } {
  const [one, two] = [new Set(wordsOf(sentence)), new Set(wordsOf(other))];
  return { shared: [...one].filter((word) => two.has(word)).length, ofSentence: one.size, ofShorter: Math.min(one.size, two.size) };
}

/**
 * Whether `sentence` only says again what `before` said: most of its words are there already ("The ducks came close and
 * ate every bit of food." after "The ducks came paddling over and gobbled up every pea."). A page that said the success
 * in the theme's own detail does not then say it in the summary's words too.
 */
export function saysAgain(sentence: string, before: string): boolean {
  const { shared, ofSentence } = overlap(sentence, before);
  return ofSentence > 0 && shared * 2 >= ofSentence;
}

/**
 * Whether two sentences a page or two apart tell the same news: two of the words that carry it, and a quarter of the
 * shorter one's ("The power came back, and it had been the cosiest evening." and "With a hum and a click, the lights came
 * back on"; "The whole crew waved back, and the lorry hooted" and "The driver waved, and gave two short hoots"). Looser
 * than `saysAgain`, for the win and the ending's detail only (round 12c): the listener heard the news already.
 */
export function tellsTheSameNews(sentence: string, other: string): boolean {
  const { shared, ofShorter } = overlap(sentence, other);
  return shared >= 2 && shared * 4 >= ofShorter;
}
