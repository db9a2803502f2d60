import { infinitiveOfGerund } from '../core/gerund';
import nlp from 'compromise';
import type { CastMember } from '../cast/cast-member';
import { memoised } from '../core/memo';
import { capitalize } from '../core/text';
import { conceptOf } from './lesson-concepts';
import { plainWords } from './plain-words';
import { readPhrase } from './read-words';

/**
 * A parent's own lesson read into what the hero does at the turn, in the story's words: "It's fine to feel
 * nervous" is "Ivan felt nervous, and that was all right."; "Tell someone how you feel" is "This time, Mia
 * told someone how she felt."; "Growing up can feel strange" is the hero saying so out loud. A lesson that
 * is neither something to do nor a feeling to own ("Family is forever", "Nobody is perfect") has no act, and
 * the idea says the built-in writer could not act it out.
 */
export type LessonAct = (hero: CastMember, brief?: boolean) => string;

/** "It is okay to …", "It's fine to …": the rest is what the hero does, openly. */
const ALLOWED = /^(?:it'?s|it is)\s+(?:ok(?:ay)?|fine|all right|alright|good|normal)\s+to\s+(.+)$/i;
/** "Growing up can feel strange", "Trying new things might be scary": a gerund's feeling, owned out loud. */
const FEELS = /^(\p{L}+ing\b.*?)\s+(?:can|may|might|will|often|sometimes)?\s*(?:feel|feels|be|is|seem|seems)\s+(\p{L}+)$/iu;

/** "Everyone deserves to be included", "Everybody should be heard": the hero makes it so for everyone there. */
const EVERYONE = /^(?:everyone|everybody|every child|all children)\s+(?:deserves to be|should be|needs to be|has the right to be)\s+(\p{L}+)$/iu;
/** "Everyone belongs", "Everybody counts": the same, said with its own verb. */
const EVERYONE_DOES = /^(?:everyone|everybody|every child)\s+(belongs|counts|matters)(?:\s+here)?$/i;

/** What happens to the hero rather than what the hero does: losing, failing, coming last, getting it wrong. */
const OUTCOME = /^(?:lose|fail|come (?:last|second|third)|not win|miss|make (?:a )?mistakes?|get (?:it|things|something) wrong|mess up|be (?:last|wrong))\b/i;

export const lessonActOf = memoised(readLessonAct);

function readLessonAct(lesson: string): LessonAct | undefined {
  const text = lesson.trim().replace(/[.!]+$/, '');
  const everyone = EVERYONE.exec(text)?.[1];
  if (everyone && isDoneTo(everyone)) return (hero) => `This time, ${hero.name} made sure that everyone was ${everyone.toLowerCase()}.`;
  const does = EVERYONE_DOES.exec(text)?.[1];
  if (does) return (hero) => `This time, ${hero.name} made sure that everyone ${pastOf(does.toLowerCase())}.`;
  const allowed = ALLOWED.exec(text)?.[1];
  // An outcome ("to lose", "to make mistakes") is not the hero's to do at the turn, before the end is known: it is what
  // the hero knows would be all right ("Ella lost, and that was all right." came before the match was lost).
  if (allowed && isDoing(allowed) && OUTCOME.test(allowed)) return (hero) => `${hero.name} knew that if ${hero.he} ${toHero(allowed, hero)}, that would be all right.`;
  if (allowed && isDoing(allowed)) return (hero) => `${hero.name} ${toHero(allowed, hero)}, and that was all right.`;
  const feels = FEELS.exec(text);
  if (feels && readPhrase(feels[2]!).shape === 'adjective') {
    const [, what, how] = feels as unknown as [string, string, string];
    // A listener under six hears it said, in few words: the longer line could take a little book out of its band.
    return (hero, brief) => `"${capitalize(what.toLowerCase())} feels ${how.toLowerCase()}," ${hero.name} said${brief ? '' : ' out loud, and saying it made it easier'}.`;
  }
  // "It is not your fault", "You are loved": words the hero needs to hear, said to themself at the turn and believed.
  const heard = SAID_TO_THE_CHILD.test(text) && !/\b(?:we|us|our)\b/i.test(text) ? inFirstPerson(text) : undefined;
  if (heard) return (hero, brief) => `"${heard}," ${hero.name} ${brief ? 'said' : `told ${hero.self}, and this time ${hero.he} believed it`}.`;
  // A change to welcome or the planet to look after is a deed of its own, never the instruction told of the hero.
  const deed = conceptOf(text);
  if (deed?.deed) return (hero, brief) => deed.act(hero, brief, plainWords(text));
  // "Try your best, that is enough": the doing is before the comment on it ("tried his best", never "…, that is enough").
  const doing = asInstruction(text.replace(/^(?:always|please|just)\s+/i, '').split(/,\s*(?=(?:that|it|this|and that)(?:'s|\s)\s*)/i)[0]!);
  if (!/^(?:don'?t|never|do not)\b/i.test(doing) && isDoing(doing)) return (hero) => `This time, ${hero.name} ${toHero(doing, hero)}.`;
  // A saying about the world ("Winning isn't everything", "Love has no distance") is acted as the concept it names.
  const concept = conceptOf(text);
  return concept && ((hero, brief) => concept.act(hero, brief, plainWords(text)));
}

/** "Taking turns", "Being patient": a lesson said as a doing is the instruction ("take turns") it names (held-out read 47). */
function asInstruction(phrase: string): string {
  // A gerund alone ("Sharing") is a value's name, not a thing to do: only one with words after it is read.
  const gerund = /^(\p{L}+ing)(\s+\S.*)$/iu.exec(phrase);
  if (!gerund) return phrase;
  const bare = infinitiveOfGerund(gerund[1]!) ?? '';
  return bare && bare !== gerund[1]!.toLowerCase() ? `${bare}${gerund[2]}` : phrase;
}

/** A sentence said to the child ("It is not your fault", "You are loved", "Mistakes help you grow"), not an instruction. */
const SAID_TO_THE_CHILD = /^(?:it(?:'s| is| was)(?: not|n't) your\b|you(?:'re| are| can| will| were| matter| belong| count)\b|your \p{L}+ (?:is|are|belongs?)\b|(?!(?:always|never|don'?t|do|please)\b)\p{L}+(?: \p{L}+)? (?:help|helps|make|makes|keep|keeps) you\b)/iu;

/** The same words as the child says them to themself: "It is not my fault", "I am loved", "Mistakes help me grow". */
function inFirstPerson(text: string): string {
  return capitalize(text
    .replace(/^you're\b/i, "I'm")
    .replace(/^you are\b/i, 'I am')
    .replace(/^you were\b/i, 'I was')
    .replace(/^you\b/i, 'I')
    .replace(/\byourself\b/gi, 'myself')
    .replace(/\byours\b/gi, 'mine')
    .replace(/\byour\b/gi, 'my')
    .replace(/\byou\b/gi, 'me'));
}

const SUBJECT_THEN_HELPER = /^\p{L}+\s+(?:does|doesn'?t|do|don'?t|is|isn'?t|are|aren'?t|was|were|will|won'?t|can|can'?t|never|always|has|have|stays|lasts)\b/iu;

/** "included", "heard", "loved": something done to someone, as a verb's past participle. */
function isDoneTo(word: string): boolean {
  const doc = nlp(`they were ${word.toLowerCase()} by us`);
  return doc.terms().eq(2).has('(#PastTense|#Participle)');
}

/** Whether a phrase starts with a verb a child can do ("feel nervous", "take turns"), not a bare noun. */
export function isDoing(phrase: string): boolean {
  // "Practice makes progress" opens on a noun with its own verb: a saying, not something to do.
  if (/^\p{L}+\s+\p{L}+s\b/u.test(phrase) && nlp(phrase.toLowerCase()).terms().eq(1).has('#PresentTense')) return false;
  // So does "Love does not change when things change": a subject and its helping verb, a statement of how things are.
  if (SUBJECT_THEN_HELPER.test(phrase)) return false;
  const terms = nlp(`you must ${phrase.trim().toLowerCase()}`).terms().json() as Array<{ terms: Array<{ tags: string[] }> }>;
  return terms[2]?.terms[0]?.tags.includes('Infinitive') === true;
}

/** "feel" → "felt", "gets" → "got"; a word that is not a verb stays as it is. */
const pastOf = memoised((word: string): string => {
  const said = nlp(`she ${word.toLowerCase()}`);
  if (!said.has('#Verb')) return word;
  said.verbs().toPastTense();
  return said.text().replace(/^she\s+/, '');
});

/** An instruction told of the hero, in the past: "tell someone how you feel" → "told someone how she felt". */
function toHero(phrase: string, hero: CastMember): string {
  const [verb = '', ...rest] = phrase.trim().split(/\s+/);
  // The hero's name is the subject, so "be" is "was" even for a they-hero ("Ivan was proud").
  const past = verb.toLowerCase() === 'be' ? 'was' : pastOf(verb);
  // Only a verb after its subject is put in the past ("how you feel", "when it gets hard"); "turns" and "going" stay.
  const told = rest.join(' ')
    // "slow down and enjoy the moment", "forgive and forget": a second verb joined to the first is in the past too.
    .replace(/^((?:\p{L}+ )?)and (\p{L}+)/iu, (whole, before: string, word: string) => (isDoing(word) ? `${before}and ${pastOf(word)}` : whole))
    // "stay where you are and find a helper": a second instruction after a clause of its own is the hero's act too.
    .replace(/(\byou (?:\p{L}+ ){1,2})and (\p{L}+)(?= (?:a|an|the|your|someone|somebody|help|out|for|to|it|them|up)\b)/iu, (whole, clause: string, word: string) => (isDoing(word) ? `${clause}and ${pastOf(word)}` : whole))
    .replace(/\byou(?:'re| are)\b/gi, `${hero.he} ${hero.was}`)
    .replace(/\b(you|it|they|we|someone|things)\s+(\p{L}+)/giu, (_m, subject: string, word: string) => `${subject} ${pastOf(word)}`)
    .replace(/\byou were\b/gi, `${hero.he} ${hero.was}`)
    .replace(/\byourself\b/gi, hero.self)
    .replace(/\byour\b/gi, hero.his)
    .replace(/\byou\b/gi, hero.he);
  return [past, told].filter(Boolean).join(' ');
}
