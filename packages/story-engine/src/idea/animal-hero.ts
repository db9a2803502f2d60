import type { Character, StoryIdea, StoryInputs } from '@studio/contracts/stories';
import { coveringOf, isSpeciesId, speciesEntry } from '@studio/species';
import { castFromCharacter, isGrownUp } from '../cast/cast-member';
import { possessive, withArticle } from '../core/text';
import { escapeRegExp } from '../core/regex';
import { plotById, tellsItsOwnTheme } from '../plots';
import { olderAnimalsQuiet } from '../story/older-animals';
import { creatureTheme } from '../understand/creature-theme';
import { pagesOf } from './fits-its-band';
import { heroDeedOf, heroDeedShown } from '../story/hero-deed';

interface Written {
  idea: StoryIdea;
  inputs: StoryInputs;
}

/** What the hero of a child's day does with hands, in the past tense as its pages tell it, and as a decline names it. */
const HANDS_DEEDS: readonly (readonly [RegExp, string])[] = [
  [/\b(?:switched|turned) on the (\w+)/, 'switch on the $1'],
  [/\bmade a (?:big |little |new )?(sign|card|picture|list|poster|badge|sandcastle|den|crown|hat)\b/, 'make a $1'],
  [/\bdrew\b/, 'draw'],
  [/\bpainted\b/, 'paint'],
  [/\bwrote\b|\bhad written\b/, 'write'],
  [/\bread (?:a|the|his|her|their) (?:book|story|card)/, 'read a book'],
  [/\bbrushed (?:his|her|their) teeth/, 'brush teeth'],
  [/\bwashed (?:his|her|their) hands/, 'wash hands'],
  [/\bpicked up\b/, 'pick things up'],
  [/\bopened (?:the|a|an) (\w+)/, 'open the $1'],
  [/\bcarried (?:the|a|an|his|her|their) (\w+)/, 'carry the $1'],
  [/\bbuilt (?:a|an|the) (\w+)/, 'build the $1'],
  [/\bput on (?:his|her|their|a|the) (\w+)/, 'put on the $1'],
  [/\b(?:un)?wrapped\b/, 'unwrap a present'],
  [/\bblew out the candles/, 'blow out candles'],
  [/\b(?:packed|unpacked) (?:his|her|their|a|the) (\w+)/, 'pack the $1'],
  [/\bcut (?:out )?(?:the|a|an) (\w+)/, 'cut the $1'],
  [/\bstirred\b|\bpoured\b|\bbaked\b/, 'bake'],
  [/\b(?:helped )?ice[ds]? the cake\b/, 'ice a cake'],
  [/\bblow up (?:the )?balloons\b|\bblew up (?:the )?balloons\b/, 'blow up balloons'],
  [/\btook the (torch|lamp|book|scissors|pen|crayons?|spoon|card|bag)\b/, 'take the $1'],
  [/\b(?:fetched|found|grabbed) (?:a|the) (?:little |big )?(light|lamp|torch)\b/, 'carry a $1'],
  [/\btook the (\w+) everywhere\b/, 'carry the $1 everywhere'],
  [/\breached (?:for|in|into|out)\b/, 'reach for things'],
  [/\bshared (?:the |some )?(?:\w+ )?(pie|cake|sandwiches|snacks?|biscuits|sweets)\b/, 'share out the $1'],
  [/\b(?:sat|climbed|got) (?:up )?(?:on|in|into) (?:the|a) (?:\w+ )?(?:chair|booster seat|seat)\b/, 'sit in a chair'],
];

/** A child's body where a robot has none: what the dentist counts, what a tummy feels. */
const BODY_PARTS: readonly (readonly [RegExp, string])[] = [
  [/\bteeth\b|\btooth\b/, 'teeth'],
  [/\btumm(?:y|ies)\b/, 'a tummy'],
  [/\bhair\b/, 'hair'],
  [/\bcheek\w*/, 'cheeks'],
];

const SAYS = /\b(?:said|asked|whispered|shouted|called|told|cried|sang)\b/;

/**
 * A wish that made an animal the hero of a book with a child in it (held-out read 44: "make the cat the hero" of
 * "scared of monsters under the bed"): the child's part is written for a child, so the pages are read with the
 * animal in it. Where its hero's deeds need hands it has not got (a cat switching on the torch, making a sign), or a
 * voice in a book whose animals do not talk, or a body a robot has not got, the wish is declined in so many words and
 * the child stays the hero; where they do not (a quiet journey, a robot that can switch on a torch), it is kept.
 */
export function animalHeroDeclined(before: Written, after: Written): string | undefined {
  // A real animal turning the story as itself (`story/hero-deed.ts`) plays no child's part: nothing of it to check.
  if (heroDeedOf(after.idea, after.inputs)) return undefined;
  const hero = after.idea.hero === undefined ? undefined : after.idea.characters.find((member) => member.name === after.idea.hero);
  if (!hero || after.idea.hero === before.idea.hero || hero.kind === 'child' || isGrownUp(hero)) return undefined;
  const child = after.idea.characters.find((member) => member.kind === 'child' && !isGrownUp(member));
  // "A cat who is scared of the vacuum cleaner" is the cat's story with the wish or without it (`themeSubjectIn`): nothing to keep.
  if (!child || (hero.species !== undefined && creatureTheme(after.inputs.theme)?.species === hero.species)) return undefined;
  const pages = pagesOf(after.idea, after.inputs);
  if (!pages) return undefined;
  const deeds = deedsItCannotDo(hero, pages, after);
  if (deeds.length === 0) return undefined;
  const cast = castFromCharacter(hero);
  const kind = withArticle(cast.kit.noun);
  const theme = (after.inputs.theme ?? '').trim().replace(/["“”]/g, "'");
  const story = theme ? `a story of "${theme}"` : 'this story';
  const cannot = deeds.filter((deed) => !deed.startsWith('has no '));
  const lacks = deeds.filter((deed) => deed.startsWith('has no ')).map((deed) => deed.slice('has no '.length));
  const why = [cannot.length > 0 ? `${kind} cannot ${orList(cannot)}` : undefined, lacks.length > 0 ? `${kind} has no ${orList(lacks).replace(/\ba /g, '')}` : undefined].filter(Boolean).join(', and ');
  return `The built-in writer kept ${child.name} as the hero of ${story}: ${why}; an AI writer can tell it from ${possessive(hero.name)} side.`;
}

/**
 * A wish that made a real animal or a grown-up the hero as themselves, whose deed the pages could not show (a pet at
 * home on a first day at nursery, a grown-up who leaves at the door): the child stays the hero, and the idea says so.
 */
export function heroDeedDeclined(before: Written, after: Written): string | undefined {
  const found = heroDeedOf(after.idea, after.inputs);
  if (!found || after.idea.hero === before.idea.hero) return undefined;
  const pages = pagesOf(after.idea, after.inputs);
  if (pages && heroDeedShown(after.idea, after.inputs, pages)) return undefined;
  const child = after.idea.characters.find((member) => member.kind === 'child' && !isGrownUp(member));
  if (!child) return undefined;
  const theme = (after.inputs.theme ?? '').trim().replace(/["“”]/g, "'");
  const story = theme ? `a story of "${theme}"` : 'this story';
  // A pet kept at home from nursery or school is said to be so (the idea says it stays at home).
  const home = new RegExp(`\\b${escapeRegExp(found.taker.name)}\\b[^.]*\\bstays? at home\\b`, 'u').test(after.idea.summary);
  const why = home ? `${found.taker.name} stays at home that day, so is not there when it turns` : `${found.taker.name} is not there when it turns`;
  return `The built-in writer kept ${child.name} as the hero of ${story}: ${why}; an AI writer can tell it from ${possessive(found.taker.name)} side.`;
}

/** The hero's deeds on these pages that its kind cannot do, as the decline names them, at most three. */
function deedsItCannotDo(hero: Character, pages: readonly string[], { idea, inputs }: Written): string[] {
  const cast = castFromCharacter(hero);
  const name = escapeRegExp(hero.name);
  const pronoun = cast.p.subject;
  const names = idea.characters.map((member) => member.name);
  const sentences = pages.flatMap((page) => page.split(/(?<=[.!?]["”]?)\s+/));
  // A line led by "he" is the hero's when the last name before it on the page is the hero's (a page opens on the hero).
  const heroLines = pages.flatMap((page) => {
    let last = hero.name;
    return page.split(/(?<=[.!?]["”]?)\s+/).flatMap((sentence) => {
      const led = new RegExp(`(?:^|[,;]\\s+(?:and\\s+)?|\\band\\s+)(${name}|${pronoun})\\s+(.*)$`, 'iu').exec(sentence);
      const own = led && (led[1] === hero.name || last === hero.name) ? [led[2] ?? ''] : [];
      const named = names.map((other) => ({ other, at: sentence.lastIndexOf(other) })).filter(({ at }) => at >= 0).sort((a, b) => b.at - a.at)[0];
      if (named) last = named.other;
      return own;
    });
  });
  const found: string[] = [];
  const add = (deed: string) => {
    if (!found.includes(deed)) found.push(deed);
  };
  const hasHands = cast.kit.hand === 'hand' || cast.kit.hand === 'claw';
  if (!hasHands) {
    for (const [pattern, deed] of HANDS_DEEDS) {
      const match = heroLines.map((line) => pattern.exec(line)).find((found) => found !== null);
      if (match) add(match[0].replace(pattern, deed));
    }
    // "said Pip, hands over her ears": the hero's own hands, said of a unicorn.
    if (sentences.some((sentence) => new RegExp(`\\b${name}(?:'s|,) hands\\b`, 'u').test(sentence))) add('has no hands');
  }
  // A real animal is quiet in a book of a child's real day (`withBabiesQuiet`), and in an older reader's book that asks for no magic.
  const real = isSpeciesId(hero.species ?? '') ? speciesEntry(hero.species as never).kind === 'animal' : hero.kind === 'animal';
  const plot = plotById(idea.plot, inputs.theme, inputs.notes, inputs.age_group);
  if (real && (tellsItsOwnTheme(plot) || olderAnimalsQuiet(inputs))) {
    const speaks = new RegExp(`(?:${SAYS.source}) ${name}\\b|\\b${name} (?:${SAYS.source})`, 'u');
    if (sentences.some((sentence) => speaks.test(sentence))) found.unshift('talk');
  }
  if (isSpeciesId(hero.species ?? '') && coveringOf(hero.species as never) === 'metal') {
    const own = new RegExp(`\\b(?:${name}|${cast.p.possessive})\\b`, 'iu');
    for (const [pattern, part] of BODY_PARTS) {
      if (sentences.some((sentence) => pattern.test(sentence) && own.test(sentence))) add(`has no ${part}`);
    }
  }
  return found.slice(0, 3);
}

/** "talk, switch on a torch or make a sign". */
const orList = (deeds: readonly string[]) => (deeds.length <= 1 ? (deeds[0] ?? '') : `${deeds.slice(0, -1).join(', ')} or ${deeds[deeds.length - 1]}`);
