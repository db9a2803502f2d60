import nlp from 'compromise';

/**
 * A doing's infinitive from its -ing: "knitting" → "knit", "biting" → "bite". British spelling doubles the l of a verb
 * of more than one syllable ("snorkelling", "travelling", "modelling"), and the tagger keeps both ("snorkell": held-out
 * read 47's "Nia wanted to learn to snorkell"): one goes, unless the verb is a short one's with a prefix ("retelling",
 * "installing", "recalling").
 */
export function infinitiveOfGerund(gerund: string): string | undefined {
  const word = gerund.trim().toLowerCase();
  const read = nlp(word).verbs().toInfinitive().text().trim();
  const base = /^\p{L}+$/u.test(read) && read !== word ? read : fromSpelling(word);
  return base && BRITISH_LL.test(base) && syllables(base) > 1 && !KEPT_LL.test(base) ? base.slice(0, -1) : base;
}

/** "chewing" → "chew", "stopping" → "stop", by the spelling rules, where the tagger knows no verb. */
function fromSpelling(word: string): string | undefined {
  const base = word.replace(/ing$/, '');
  if (base === word) return undefined;
  if (/(\p{L})\1$/u.test(base) && !/(?:ss|ll|zz|ff)$/.test(base)) return base.slice(0, -1);
  return base.length > 1 ? base : undefined;
}

const BRITISH_LL = /[aeiou]ll$/;
/** Verbs whose own ll stays: a one-syllable verb with a prefix, and a few of their own. */
const KEPT_LL = /^(?:re|un|out|fore|be|over|under|mis)(?:tell|sell|call|fill|roll|fall|spell|stall|kill|pull)$|^(?:install|instill|distill|fulfill|enthrall|enroll|recall|befall)$/;

const syllables = (word: string): number => word.match(/[aeiouy]+/g)?.length ?? 0;
