import { hashString } from '@studio/seeded-random';
import type { CastMember } from '../cast/cast-member';
import { teachesSomeone } from '../understand/read-teaching';
import { FAMILIES, isOfFamily } from '../cast/family-words';
import { capitalize, listNames, possessive } from '../core/text';
import { forUnderSixes } from '../story/story-context';
import type { StoryContext } from '../story/story-context';
import { takesPad, type PadKind } from './pad-lines';

/**
 * A part of their own for everyone the parent put in the story (issue 28, round 12): a big sister helps or teases, a
 * grandparent tells how it was, a dad carries, squeezes a hand or laughs quietly, a pet comes close. "Lily was there too"
 * and nothing more left a sister in the cast with no part; the last named was the only one given lines.
 */

/** Where voices are low (a ward, a goodbye, an exam room): a grown-up smiles or squeezes a hand, never laughs loudest. */
export type Hush = 'quiet' | 'lively';

const GRANDPARENTS = [FAMILIES[0]!, FAMILIES[1]!];
// A step-parent by word ("Stepdad Mark") is a parent here as well.
const PARENTS = [FAMILIES[2]!, FAMILIES[3]!, FAMILIES[6]!, FAMILIES[7]!];

/** What someone is to the hero, by the name and the parent's words about them. */
type Role = 'grandparent' | 'parent' | 'grown-up' | 'big sibling' | 'little sibling' | 'baby' | 'child' | 'creature';

export function roleOf(member: CastMember): Role {
  if (member.baby) return 'baby';
  if (member.kit.person === undefined) return 'creature';
  if (member.kit.person === 'grown-up') {
    if (member.elder || GRANDPARENTS.some((family) => isOfFamily(member, family))) return 'grandparent';
    return PARENTS.some((family) => isOfFamily(member, family)) ? 'parent' : 'grown-up';
  }
  const facts = member.facts.join(' ');
  if (/\b(?:big|older|elder) (?:sister|brother|sibling)\b/i.test(facts)) return 'big sibling';
  if (/\b(?:little|younger|baby) (?:sister|brother|sibling)\b/i.test(facts)) return 'little sibling';
  return 'child';
}

/**
 * A picture book's parts for a listener under six: a few words each, that the page's reading band keeps. The hero is named
 * only where a hand is held: where two share "she", every name said twice was the book's name count going up.
 */
function littlePartsOf(member: CastMember, hero: CastMember, hush: Hush): string[] {
  const { name } = member;
  switch (roleOf(member)) {
    case 'grandparent':
      // Not "told a story of long ago": dropped into a middle, it was of no day in particular (round 17).
      return [`${name} gave a big, warm smile.`, `${name} was close by.`];
    case 'parent':
      // A squeeze answers a go gone wrong (round 14b); after any other go, a smile that fits a thing well done or a small mess.
      // Words as light as the squeeze's: a 3-5 book near its reading grade loses its own lines to a heavier one (`fit-readability.ts`).
      return hush === 'quiet' ? [`${name} gave a big, warm squeeze.`, `${name} was right there.`] : [`${name} gave a big, warm smile.`, `${name} was close by.`];
    case 'grown-up':
      return [`${name} smiled a kind smile.`, `${name} gave a wink.`];
    case 'big sibling':
      return [`${name} showed how it was done.`, `${name} helped, just a bit.`];
    case 'little sibling':
      return [`${name} watched, wide-eyed.`, `${name} copied everything.`];
    case 'baby':
    case 'creature':
      return [`${name} ${member.kit.sound}${hush === 'quiet' ? ' softly' : ''}.`];
    case 'child':
      return [`${name} held ${possessive(hero.name)} hand.`, `${name} stayed close.`];
  }
}

/** The parts a role has, several wordings each; the quiet ones only where voices are low. */
function partsOf(member: CastMember, hero: CastMember, hush: Hush, older = false, about?: string): string[] {
  const { name, he, his } = member;
  const He = capitalize(he);
  const to = hero.name;
  switch (roleOf(member)) {
    case 'grandparent':
      // Of the day itself where the theme names one (round 15): "told how it had been … long ago" was any book's grandparent.
      // Not under six, whose band keeps the short line (a longer one dropped the page's parts with it).
      // Two wordings, so two grandparents in one book never tell the same memory in the same words (`partFor`'s place).
      // Never the day that is their own ("Nana moving in"): Nana does not remember herself moving in from when she was small.
      if (about && !about.includes(name)) return [`${name} remembered ${about} from when ${he} ${member.was} small, and told the best bit, slowly.`, `"I remember ${about} when I was small," said ${name}, and told the funny part.`];
      return [
        `${name} told how it had been when ${he} ${member.was} small, a long time ago.`,
        `${name} remembered doing this, long ago, and told the best bit, slowly.`,
        `"I was just the same, once," said ${name}, and told all about it.`,
      ];
    case 'parent':
      return hush === 'quiet'
        ? [`${name} gave ${possessive(to)} hand a squeeze, which helped.`, `${name} stayed close, and did not hurry anyone.`]
        : [
            // "Small hands" are not a reader of nine to twelve's (round 12c).
            older ? `${name} carried the heavy things without being asked.` : `${name} carried the heavy things, so that small hands were free.`,
            // Not "laughed quietly, the way he did when things were going to be all right": of no day, and said again and again (round 17).
            // In words of their own, not a nod "as if to say" (round 18): a reader of six hears who they are.
            // Nine to twelve hear the grown-up's own saying on this page (`sayingOf`): the part is a deed, never a second speech.
            older ? `${name} pretended to read ${his} phone, and watched every second.` : `"I'm not looking," said ${name}, looking the whole time.`,
            `${name} gave ${possessive(to)} hand a squeeze. ${He} did not need to say anything.`,
          ];
    case 'grown-up':
      return hush === 'quiet'
        ? [`${name} nodded, slow and kind.`, `${name} kept an eye on everything, and on ${to} most of all.`]
        : [older ? `${name} said nothing at all, which, from ${name}, was a great deal.` : `"No rush," said ${name}. "I've got all day, and a flask of tea."`, `${name} kept an eye on everything, and on ${to} most of all.`];
    case 'big sibling':
      return [`${name}, who was older and knew everything, showed how it was done, and only teased a little.`, `"Bet you can't," said ${name}. Then ${he} helped anyway.`];
    case 'little sibling':
      return [`${name} copied everything, one step behind.`, `${name} watched with big round eyes.`];
    case 'baby':
      return [`${name} ${member.kit.sound} softly and reached out.`];
    case 'creature':
      return [`${name} ${member.kit.moved} over and stayed close.`, `${name} ${member.kit.sound} softly, to say ${he} ${member.was} there.`];
    case 'child':
      return hush === 'quiet'
        ? [`${name} stayed close.`, `${name} gave a small smile.`]
        : [older ? `${name} gave ${to} a thumbs-up, and then, to be honest, a thumbs-sideways.` : `"I'm right behind you," whispered ${name}. "Well, a bit behind."`, `${name} stayed right beside ${to}, and ${his} being there helped.`];
  }
}

/** Every stock part a nine-to-twelve's book may give a member, lively or quiet (`story/older-spare-pads.ts` reads them). */
export const olderStockPartsOf = (member: CastMember, hero: CastMember): string[] => [...partsOf(member, hero, 'lively', true), ...partsOf(member, hero, 'quiet', true)];

/**
 * One part for one member, chosen by the story's seed and their place in the list: two books do not share it, two
 * grandparents in one book do not tell the same story, and no later pick moves. `about`: the day a grandparent remembers.
 */
export function partFor(ctx: StoryContext, member: CastMember, hush: Hush, place = 0, about?: string): string {
  // Under six, the page's reading band keeps only a short line: a long one was dropped, and the part with it.
  const parts = forUnderSixes(ctx) ? littlePartsOf(member, ctx.hero, hush) : partsOf(member, ctx.hero, hush, ctx.age === '9-12', about);
  const part = parts[(hashString(String(ctx.seed ?? 0)) + place) % parts.length]!;
  // "Carried the heavy things", "laughed quietly, the way he did …" fit any day: the book's one pad, else a plainer part (round 17).
  const pad = padPart(part, ctx.themeText ?? '');
  return pad === undefined || (pad !== 'untrue' && takesPad(ctx, pad)) ? part : parts.find((other) => padPart(other, ctx.themeText ?? '') === undefined) ?? `${member.name} watched it all, and did not miss a thing.`;
}

/**
 * The named members of the cast with no lines of their own in a catalogue book: everyone but the hero, the best friend
 * (the plot's {pal}), the newcomer (who has the hardest try's cheer and the win) and the host who opens the door.
 */
export function partless(ctx: StoryContext, keep: readonly (CastMember | undefined)[]): CastMember[] {
  return ctx.others.filter((member) => member.isNamed && member !== ctx.hero && !keep.includes(member));
}

/** The newcomer glad when it goes well, as their role and the place allow: no grown-up laughs loudest on a ward. */
export function gladIn(member: CastMember, hush: Hush): string {
  const role = roleOf(member);
  if (hush === 'quiet') {
    if (role === 'creature' || role === 'baby') return `${member.name} ${member.kit.sound} softly.`;
    return role === 'grandparent' || role === 'parent' || role === 'grown-up' ? `${member.name} smiled a slow, quiet smile.` : `${member.name} smiled the biggest smile of all.`;
  }
  // A grown-up is glad as a grown-up is: proud, not laughing loudest (round 18: read 41's "Mum laughed the loudest of all."
  // at a sister's dance show, after lights out in a shared bedroom, and at the end of a car-sick drive).
  if (role === 'grandparent' || role === 'parent' || role === 'grown-up') return [`${member.name} beamed.`, `${member.name} looked very proud indeed.`][hashString(member.name) % 2]!;
  const glad = [`the loudest of all`, `louder than anyone`, `and could not stop`] as const;
  return `${member.name} ${member.kit.sound} ${glad[hashString(member.name) % glad.length]}.`;
}

/**
 * Two who do the same thing do it together: "Toffee beeped, and so did Sir Fluffington.", never "Toffee beeped. Sir
 * Fluffington beeped." (two robots' parts on one page read as a list).
 */
export function sharedParts(parts: readonly { member: CastMember; line: string }[]): string[] {
  const byDeed = new Map<string, CastMember[]>();
  const lines: (string | { deed: string })[] = [];
  for (const { member, line } of parts) {
    // Only a line that opens with the name has a deed to share: '"Bet you can't," said Leo.' cut at the name's length
    // read 'Leot you can't," said Leo.' (round 12c).
    if (!line.startsWith(`${member.name} `) && !line.startsWith(`${member.name},`)) {
      lines.push(line);
      continue;
    }
    const deed = line.slice(member.name.length);
    if (!byDeed.has(deed)) lines.push({ deed });
    byDeed.set(deed, [...(byDeed.get(deed) ?? []), member]);
  }
  // Not "Toffee and Sir Fluffington beeped.": a page that has met them both says that as "They beeped.", which reads as anyone.
  return lines.map((line) => {
    if (typeof line === 'string') return line;
    const [first, ...more] = byDeed.get(line.deed)!;
    return more.length === 0 ? `${first!.name}${line.deed}` : `${first!.name}${line.deed.replace(/[.!]$/, '')}, and so did ${listNames(more.map((member) => member.name))}.`;
  });
}

/** A day with things to carry: only there are the heavy things carried (round 17: at the dentist's, at a painting table). */
const CARRYING = /\b(?:shopping|supermarket|moving|camping|picnic|bags?|luggage|suitcases?|carry|carrying)\b/i;

/** A day run to a clock or a running order: a match, a race, a gala, a show, a bee, a test. */
const AGAINST_THE_CLOCK = /\b(?:match(?:es)?|games?|race|gala|tournament|final|cup|competition|contest|sports day|spelling bee|quiz|exams?|tests?|grading|trials?|show|play|concert|recital|performance)\b/i;

/** Which pad a part is, if any (`pad-lines.ts`), on a day the theme tells: one that is not true of it is a pad never said. */
function padPart(part: string, theme: string): PadKind | 'untrue' | undefined {
  // "No rush, I've got all day" is no grown-up's word at a match or a race, which run to a clock (read 44).
  if (/"No rush,"/.test(part)) return AGAINST_THE_CLOCK.test(theme) ? 'untrue' : undefined;
  if (/\bcarried the heavy things\b/.test(part)) return CARRYING.test(theme) ? 'heavy' : 'untrue';
  // Whoever the hero teaches ("teaching Nana to video call") is new to it: no memory of doing it long ago.
  if (/\blong ago\b|\blong time ago\b|\bjust the same, once\b|\bwhen (?:I|he|she|they) (?:was|were) small\b/.test(part) && teachesSomeone(theme)) return 'untrue';
  return /\blong ago\b|\blong time ago\b/.test(part) ? 'long ago' : undefined;
}
