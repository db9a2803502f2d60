import type { CastMember } from '../cast/cast-member';
import { olderStockPartsOf, roleOf } from '../plots/cast-parts';
import type { SentenceRole } from './roled-text';

interface Page {
  sentences: string[];
  roles: SentenceRole[];
}

const GROWN = new Set(['parent', 'grown-up', 'grandparent']);

const name = (member: CastMember) => member.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "Whatever Ella felt about it, today was happening; …" and "… knowing had not made it smaller.": true of any day at all. */
const MOMENT_STAKES: ReadonlyArray<(hero: CastMember) => RegExp> = [
  (hero) => new RegExp(`Whatever ${name(hero)} felt about it, today was happening; the only thing (?:he|she|they) could choose was how to meet it\\.`),
  (hero) => new RegExp(`${name(hero)} had known about [^.;]+ for days, and knowing had not made it smaller\\.`),
];

/**
 * A grown-up's stock part is for one the book would otherwise leave without a line (round 12's "a part of their own for
 * everyone"); at nine to twelve, one who has lines of their own on other pages does not need it (round 17, read 37):
 * "Mum laughed quietly, the way she did when things were going to be all right", "Dad carried the heavy things without
 * being asked" and "Akela nodded, slow and kind" were pads any older book could carry, beside that grown-up's own words.
 * The part stays where it is their only line, and where dropping it would leave its page one sentence. So do the moment
 * kind's stakes ("Whatever Ravi felt about it, today was happening; …"): said only where the page has nothing else.
 */
export function withoutSparePads<T extends Page>(pages: readonly T[], cast: readonly CastMember[]): T[] {
  const hero = cast[0];
  if (!hero) return [...pages];
  const grown = cast.filter((member) => member !== hero && member.isNamed && GROWN.has(roleOf(member)));
  const stock = grown.flatMap((member) => olderStockPartsOf(member, hero).map((line) => ({ line, member })));
  // A page's element may hold two parts joined ("Dr Ade kept an eye on everything. Mum laughed quietly, …").
  const withoutStock = (text: string) => stock.reduce((left, { line }) => left.split(line).join(' '), text);
  const named = (member: CastMember, text: string) => new RegExp(`\\b${name(member)}\\b`).test(text);
  const ownLines = (member: CastMember) => pages.some((page) => page.sentences.some((sentence) => named(member, withoutStock(sentence))));
  // The moment kind's stakes, any such day's (`theme-story.ts` VOICES), where the page has lines of its own besides.
  const stakes = MOMENT_STAKES.map((stake) => stake(hero)).flatMap((pattern) => pages.flatMap((page) => page.sentences.flatMap((sentence) => pattern.exec(sentence)?.[0] ?? [])));
  const spare = [...stock.filter(({ member }) => ownLines(member)).map(({ line }) => line), ...stakes];
  const sentencesIn = (texts: readonly string[]) => texts.filter((text) => text !== '').join(' ').split(/(?<=[.!?]["”]?)\s+/).length;
  return pages.map((page) => {
    // One pad at a time, while the page keeps two sentences: "Dr Ade kept an eye on everything" may go where Mum's part stays.
    const kept = spare.reduce((texts, line) => {
      // Only a pad said as a sentence of its own: "He knocked a coat off its hook, and Sensei Ken nodded, slow and kind."
      // joined it to the page's own line, and cutting it there left "…hook, and" hanging.
      const alone = new RegExp(`(?:^|(?<=[.!?]["”]?)\\s)${line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=\\s|$)`, 'g');
      if (!texts.some((text) => text.search(alone) >= 0)) return texts;
      const without = texts.map((text) => text.replace(alone, ' ').replace(/\s{2,}/g, ' ').trim());
      return sentencesIn(without) >= 2 ? without : texts;
    }, [...page.sentences]);
    if (kept.every((sentence, index) => sentence === page.sentences[index])) return page;
    return { ...page, sentences: kept.filter((sentence) => sentence !== ''), roles: page.roles.filter((_, index) => kept[index] !== '') };
  });
}
