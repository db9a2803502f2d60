/** Words too common to say whether two sentences tell the same thing. */
const COMMON = new Set(['the', 'and', 'that', 'this', 'with', 'what', 'they', 'them', 'their', 'there', 'then', 'were', 'was', 'had', 'have', 'from', 'into', 'onto', 'over', 'just', 'very', 'some', 'too', 'all', 'her', 'his', 'him', 'she', 'for', 'out', 'off', 'its', 'it', 'at', 'on', 'in', 'of', 'to', 'a', 'an']);

/** A word by its first four letters, so "glide" and "glided", "thankful" and "thanks" count as one. */
const stem = (word: string): string => word.slice(0, 4);

const wordsOf = (sentence: string): string[] =>
  (sentence.toLowerCase().match(/[a-z']+/g) ?? []).filter((word) => word.length > 3 && !COMMON.has(word)).map(stem);

/**
 * Whether `sentence` only says again what `before` said: most of its words are there already ("The ducks came close and
 * ate every bit of food." after "The ducks came paddling over and gobbled up every pea."). A page that said the success
 * in the theme's own detail does not then say it in the summary's words too.
 */
export function saysAgain(sentence: string, before: string): boolean {
  const words = wordsOf(sentence);
  if (words.length === 0) return false;
  const earlier = new Set(wordsOf(before));
  return words.filter((word) => earlier.has(word)).length * 2 >= words.length;
}

/**
 * Whether two sentences a page or two apart tell the same news: two of the words that carry it, and a quarter of the
 * shorter one's ("The power came back, and it had been the cosiest evening." and "With a hum and a click, the lights came
 * back on"; "The whole crew waved back, and the lorry hooted" and "The driver waved, and gave two short hoots"). Looser
 * than `saysAgain`, for the win and the ending's detail only (round 12c): the listener heard the news already.
 */
export function tellsTheSameNews(sentence: string, other: string): boolean {
  const [one, two] = [new Set(wordsOf(sentence)), new Set(wordsOf(other))];
  const shared = [...one].filter((word) => two.has(word)).length;
  return shared >= 2 && shared * 4 >= Math.min(one.size, two.size);
}
