import type { DayReading } from './read-day';

/**
 * A child teaching someone a skill ("teaching Grandma to use her tablet", "showing my little brother how to tie his laces",
 * "helping Grandpa learn to video call"): the child is the teacher and the one named learns, never the hero learning
 * (held-out read 46 told Grandma's tablet as a hen rescue). An animal taught a trick is the pets' own story; a skill in
 * the water is no child's to teach.
 */
const TEACHING_SOMEONE = /^(?:teaching\s+(.+?)\s+(?:how\s+)?to|showing\s+(.+?)\s+how\s+to|helping\s+(.+?)\s+(?:to\s+)?learn\s+(?:how\s+)?to)\s+(.+)$/i;
const GROWN_UP_LEARNING = /^(.+?)\s+(?:is\s+)?learning\s+(?:how\s+)?to\s+(.+)$/i;
const ANIMAL = /\b(?:dog|puppy|cat|kitten|rabbit|bunny|hamster|parrot|budgie|pony|horse|guinea pig|tortoise|pet)\b/i;
const WATER = /\b(?:swim|swimming|dive|diving|float|snorkel)\b/i;
/** "me", "us", "myself": the hero taught is the learning the day reader knows (`asLearning`). */
const THE_HERO = /^(?:me|us|myself|him|her|them)$/i;
/** The one taught, as a page names them: a family word capitalised, a brother or sister the cast's own by name. */
const SIBLING = /^(?:my|his|her|our)\s+((?:little|baby|big|younger|older|twin)\s+)?(brother|sister|cousin)$/i;
const KIN = /^(?:my|our)?\s*(grandma|granny|nana|nanna|nan|gran|grandpa|grandad|granddad|grampy|mum|mummy|mom|dad|daddy|auntie|aunty|aunt|uncle)(\s+\p{Lu}\p{Ll}+)?$/iu;
const FRIEND = /^(?:my|his|her)\s+((?:best|new)\s+)?friend$/i;

/** The one a page names as the learner: "Grandma", "{sibor:{his} little brother}", "Uncle Raj", "Sam". */
function learnerOf(words: string): string | undefined {
  const said = words.trim();
  if (THE_HERO.test(said) || ANIMAL.test(said)) return undefined;
  const kin = KIN.exec(said);
  if (kin) return `${kin[1]!.charAt(0).toUpperCase()}${kin[1]!.slice(1).toLowerCase()}${kin[2] ?? ''}`;
  const sibling = SIBLING.exec(said);
  if (sibling) return `{sibor:{his} ${(sibling[1] ?? '').toLowerCase()}${sibling[2]!.toLowerCase()}}`;
  const friend = FRIEND.exec(said);
  // The cast's friend, by name, where the cast has one (`StoryContext.inRole`).
  if (friend) return `{inrole:{his} ${(friend[1] ?? '').toLowerCase()}friend}`;
  return /^\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?$/u.test(said) ? said : undefined;
}

/** The skill said as a verb phrase: "use her tablet" (the learner's own words about them kept: "her", "his"). */
export function teachingDayIn(text: string): DayReading | undefined {
  const typed = text.trim().replace(/[.!]+$/, '');
  // "Nan learning to use emojis": a grown-up of the family learning is the child teaching them (held-out read 49 told the
  // hero learning emojis, with Nan's memories of doing it when she was small).
  const [, elder, learnt] = GROWN_UP_LEARNING.exec(typed) ?? [];
  const [, teaching, showing, helping, skill = learnt ?? ''] = TEACHING_SOMEONE.exec(typed) ?? [];
  const who = teaching ?? showing ?? helping ?? (elder && KIN.test(elder) ? elder : undefined);
  const learner = who ? learnerOf(who) : undefined;
  if (!learner || !skill || WATER.test(skill) || skill.split(/\s+/).length > 8 || /[?"“”:;]/.test(skill)) return undefined;
  const taught = `${learner} to ${skill}`;
  return { doing: `teaching ${taught}`, todo: `teach ${taught}`, did: `taught ${taught}`, name: `teaching ${taught}`, made: `taught ${taught}`, kind: 'teaching', learner, skill };
}

/** The theme is someone taught by the child ("teaching Grandma to use her tablet"): they never did it long ago. */
export const teachesSomeone = (theme: string): boolean => teachingDayIn(theme.replace(/\s+with\s+.+$/i, '')) !== undefined;
