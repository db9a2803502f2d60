import type { CastMember } from '../cast/cast-member';
import { olderStockPartsOf, roleOf } from '../plots/cast-parts';
import type { SentenceRole } from './roled-text';

interface Page {
  sentences: string[];
  roles: SentenceRole[];
}

const GROWN = new Set(['parent', 'grown-up', 'grandparent']);

/**
 * A grown-up's stock part is for one the book would otherwise leave without a line (round 12's "a part of their own for
 * everyone"); at nine to twelve, one who has lines of their own on other pages does not need it (round 17, read 37):
 * "Mum laughed quietly, the way she did when things were going to be all right", "Dad carried the heavy things without
 * being asked" and "Akela nodded, slow and kind" were pads any older book could carry, beside that grown-up's own words.
 * The part stays where it is their only line, and where dropping it would leave its page one sentence.
 */
export function withoutSpareStockParts<T extends Page>(pages: readonly T[], cast: readonly CastMember[]): T[] {
  const hero = cast[0];
  if (!hero) return [...pages];
  const grown = cast.filter((member) => member !== hero && member.isNamed && GROWN.has(roleOf(member)));
  const stock = grown.flatMap((member) => olderStockPartsOf(member, hero).map((line) => ({ line, member })));
  if (stock.length === 0) return [...pages];
  // A page's element may hold two parts joined ("Dr Ade kept an eye on everything. Mum laughed quietly, …").
  const withoutStock = (text: string) => stock.reduce((left, { line }) => left.split(line).join(' '), text);
  const named = (member: CastMember, text: string) => new RegExp(`\\b${member.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(text);
  const ownLines = (member: CastMember) => pages.some((page) => page.sentences.some((sentence) => named(member, withoutStock(sentence))));
  const spare = stock.filter(({ member }) => ownLines(member)).map(({ line }) => line);
  return pages.map((page) => {
    const kept = page.sentences.map((sentence) => spare.reduce((left, line) => left.split(line).join(' '), sentence).replace(/\s{2,}/g, ' ').trim());
    const changed = kept.some((sentence, index) => sentence !== page.sentences[index]);
    const left = kept.filter((sentence) => sentence !== '').join(' ').split(/(?<=[.!?]["”]?)\s+/).length;
    if (!changed || left < 2) return page;
    return { ...page, sentences: kept.filter((sentence) => sentence !== ''), roles: page.roles.filter((_, index) => kept[index] !== '') };
  });
}
