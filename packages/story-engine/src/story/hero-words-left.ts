import type { CastMember } from '../cast/cast-member';

/**
 * The hero's words a line was built with before it reached the filler: a name the theme was read into ("{his} cousin's
 * christening", `understand/read-occasion.ts`) is put whole into lines that never pass through `fill` (an older reader's
 * asides, the voice's stakes). Every page is swept once more, so no "{his}" reaches a reader; at a sentence's start the
 * word takes its capital ("His cousin's christening was better close up").
 */
const HERO_WORDS = /\{(hero|he|him|his|self|was|has)\}/gi;

export function withHeroWordsFilled(sentence: string, hero: Pick<CastMember, 'name' | 'he' | 'him' | 'his' | 'self' | 'was' | 'has'>): string {
  if (!sentence.includes('{')) return sentence;
  return sentence.replace(HERO_WORDS, (all, word: string, at: number) => {
    const key = word.toLowerCase() as 'he' | 'him' | 'his' | 'self' | 'was' | 'has' | 'hero';
    const said = key === 'hero' ? hero.name : hero[key];
    const startsASentence = at === 0 || /(?:[.!?]["”’]?\s+|[.!?]?\s*["“‘])$/.test(sentence.slice(0, at));
    return startsASentence || all.charAt(1) !== key.charAt(0) ? `${said.charAt(0).toUpperCase()}${said.slice(1)}` : said;
  });
}
