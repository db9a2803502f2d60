import { hashString } from '@studio/seeded-random';
import { escapeRegExp } from '../core/regex';
import { capitalize } from '../core/text';
import type { StoryContext } from '../story/story-context';

/**
 * From six, the worst try is brought back by the one beside the hero, who teases, and the hero answers in words of their
 * own: '"Remember when you tried to push it?" said Dad. "I'm trying not to," said Mia.' Held-out reads 37-40 heard "Mia
 * remembered the time she tried to push it. She saw that …" in book after book of six to eight, and "sat down to think it
 * through" at nine to twelve: the look back told, in nobody's voice, with no one there. The next line (the theme's own
 * "she saw that …") says what it taught.
 */
export function lowPointRibbed(ctx: StoryContext, low: string): string | undefined {
  const { hero, pal } = ctx;
  if (ctx.age !== '6-8' && ctx.age !== '9-12') return undefined;
  const talks = (member: typeof hero) => member.kit.person !== undefined && !member.baby;
  if (!talks(hero) || !talks(pal) || pal === hero) return undefined;
  const asked = toYou(ctx, low);
  if (!asked) return undefined;
  const answers = [
    `"I'm trying not to," said ${hero.name}.`,
    `"No," said ${hero.name}, who did.`,
    `${hero.name} went pink. "We don't talk about that," ${hero.he} said.`,
  ];
  return `"Remember ${asked}?" said ${pal.name}. ${answers[(hashString(`${ctx.seed ?? 0} ${hero.name} ribbed`) >>> 0) % answers.length]!}`;
}

/**
 * "the time she tried to push it" as said to her: "when you tried to push it"; none where the try is not the hero's own
 * doing ("the time when the corridors were long"), or where a word of it would turn wrong as "you".
 */
function toYou(ctx: StoryContext, low: string): string | undefined {
  const { hero } = ctx;
  const prefix = `the time ${hero.he} `;
  if (!low.startsWith(prefix)) return undefined;
  let rest = low.slice(prefix.length);
  // A line that says the hero's name again, or "her" that may be "to her" as well as "her hat", is left as it was.
  if (new RegExp(`\\b${escapeRegExp(hero.name)}\\b`).test(rest)) return undefined;
  if (hero.his === hero.him && new RegExp(`\\b${hero.his}\\b`, 'i').test(rest)) return undefined;
  rest = rest.replace(/^was\b/, 'were').replace(/^has\b/, 'have').replace(/^does\b/, 'do').replace(/^is\b/, 'are');
  rest = rest.replace(new RegExp(`\\b${hero.self}\\b`, 'g'), 'yourself').replace(new RegExp(`\\b${hero.his}\\b`, 'g'), 'your').replace(new RegExp(`\\b${hero.him}\\b`, 'g'), 'you');
  if (new RegExp(`\\b(?:${hero.he}|${capitalize(hero.he)})\\b`).test(rest)) return undefined;
  return `when you ${rest}`;
}
