import nlp from 'compromise';

/** Nouns that end like a coined describing word but are things or people: "fairy", "story", "smarty". */
const NOUNS_IN_Y = /^(?:fairy|story|smarty|cherry|berry|pony|bunny|kitty|puppy|teddy|buddy|daddy|mummy|granny|nanny|lady|baby|toddy|jelly|lolly|dolly|poppy|tummy|family|party|hobby|worry|bully|body|army|city|country|fly|spy|guy|boy|toy|key|monkey|donkey|turkey|jockey|hockey|honey|money|journey|valley|chimney|trolley)$/;

/**
 * A describing word a parent coins from a noun with -y that the tagger does not know and reads as a noun:
 * "sporty", "outdoorsy", "arty", "sciencey", "horsey". Said as a noun it reads "He was a sporty."; it is how a
 * child is, said as "He was sporty." and "a sporty boy".
 */
export function isCoinedAdjective(word: string): boolean {
  const lower = word.trim().toLowerCase();
  if (!/^\p{L}{2,}(?:[^aeiouy]y|ey)$/u.test(lower) || NOUNS_IN_Y.test(lower)) return false;
  const lexicon = (nlp as unknown as { world(): { model: { one: { lexicon: Record<string, string> } } } }).world().model.one.lexicon;
  return lexicon[lower] === undefined;
}
