import type { StoryInputs } from '@studio/contracts/stories';
import type { CastMember } from '../cast/cast-member';
import { escapeRegExp } from '../core/regex';

/**
 * A reader of nine to twelve knows a dog does not talk: in any plot the cast's real animals (a dog, a cat, an owl) make
 * their own sounds and looks, and a line given to them to say becomes what an animal does (`story/baby-voice.ts`).
 * Round 18's fresh read of the review set heard a dog at a 9-12 party ask "Are the flags meant to be crooked?". A made-up
 * creature (a dragon, a unicorn) is make-believe already and keeps its voice; so does an animal the parent asked to talk.
 */
export function olderAnimalsQuiet(inputs: Pick<StoryInputs, 'age_group' | 'theme' | 'notes' | 'lesson'>): boolean {
  return inputs.age_group === '9-12' && !ASKS_FOR_MAGIC.test([inputs.theme, inputs.notes, inputs.lesson].filter(Boolean).join(' '));
}

/** The parent's words that make talking animals part of the story they want. */
const ASKS_FOR_MAGIC = /\b(?:magic\w*|talk(?:s|ing)?|speak(?:s|ing)?|enchanted|fairy ?tale|spells?|wizards?|witch(?:es)?|fables?|make[- ]believe|pretend)\b/i;

/**
 * An animal's act with the words it would have said, as its look says them: `Rolo looked up, head on one side, as if to
 * say, "Are the flags meant to be crooked?"`, so the answer after it ('"They are now," said Kai.') still answers
 * something. A long line, or one in two parts, is the act alone.
 */
export function asIfToSay(act: string, sentence: string): string {
  const quotes = sentence.match(/"[^"]*"/g) ?? [];
  const words = quotes[0]?.slice(1, -1).trim() ?? '';
  // What the line goes on to tell ('"This way!" called Rolo, and step by step they got past the gate.') is the story's.
  const rest = /^"[^"]*"\s+\w+\s+[\p{Lu}][\p{L}-]*,\s+and\s+(.+)$/u.exec(sentence.trim())?.[1];
  const goesOn = rest ? ` ${rest[0]!.toUpperCase()}${rest.slice(1)}` : '';
  if (quotes.length !== 1 || words.split(/\s+/).length > SHORT_LINE || !A_LOOK_SAYS.test(words)) return `${act}${goesOn}`;
  const said = /[.!?]$/.test(words) ? words : `${words.replace(/[,;:]$/, '')}.`;
  return `${act.replace(/\.$/, '')}, as if to say, "${said}"${goesOn}`;
}

/** What a look can say: a call, a question, a "let's" or a goodnight, never an opinion ("It looks like a sausage with legs."). */
const A_LOOK_SAYS = /[!?][,.]?$|^(?:Let's|Come on|Good ?night|Night-night)\b/i;

/** Words an animal's look can say; past this a look is a speech. */
const SHORT_LINE = 7;

/**
 * A real animal's face in an older reader's book is an animal's: it does not grin from ear to ear, snort with laughter,
 * raise an eyebrow or smile back; it makes its own happy sound, or looks up (round 18's fresh read: "Biscuit grinned from
 * ear to ear", "Juniper raised an eyebrow: well?").
 */
export function asAnAnimalLooks(sentence: string, animal: Pick<CastMember, 'name' | 'kit'>): string {
  const name = escapeRegExp(animal.name);
  const happily = `${animal.name} ${animal.kit.sound} happily`;
  return sentence
    .replace(new RegExp(`\\b${name} (?:grinned(?: from ear to ear)?|snorted with laughter|laughed(?: and laughed)?|giggled|chuckled|beamed)\\b`, 'g'), happily)
    .replace(new RegExp(`\\b${name} raised an eyebrow\\b`, 'g'), `${animal.name} looked up, head on one side`)
    .replace(new RegExp(`\\b((?:smiled|grinned|laughed)[^.!?]*), and so did ${name}([.!])`, 'g'), `$1, and ${animal.name} ${animal.kit.sound}$2`);
}
