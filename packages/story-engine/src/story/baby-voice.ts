import { isSpeciesId, speciesEntry } from '@studio/species';
import type { CastMember } from '../cast/cast-member';
import { cachedRegExp, escapeRegExp as escape } from '../core/regex';
import type { SentenceRole } from './roled-text';
import { asAnAnimalLooks, asIfToSay } from './older-animals';

/** Words a line of speech is given by: `"Look!" said Ravi`, `Ravi asked, "Why?"`. */
const SPEECH = 'said|asked|cheered|called|laughed|giggled|whispered|shouted|yawned|grumbled|added|cried|answered|replied|sang|told|wondered|sighed|gasped|muttered|exclaimed';

/** What a baby does instead of talking, in turn through the book so no two pages say the same. */
const BABY_ACTS: readonly ((member: CastMember) => string)[] = [
  (member) => `${member.name} gurgled and waved ${member.his} fists.`,
  (member) => `${member.name} kicked ${member.his} feet and squealed.`,
  (member) => `${member.name} gave a big gummy smile.`,
  (member) => `${member.name} clapped ${member.his} chubby hands.`,
  (member) => `"Ba-ba-ba!" went ${member.name}.`,
  (member) => `${member.name} blew a raspberry.`,
];

/** What a real animal does where a line would have it talk: it looks, it makes its own sound, it watches (never "came closer" again: the page had it close). */
const ANIMAL_ACTS: readonly ((member: CastMember) => string)[] = [
  (member) => `${member.name} looked up, head on one side.`,
  (member) => `${member.name} ${member.kit.sound}, just once.`,
  (member) => `${member.name} stayed very still, watching.`,
];

/** A real animal of the cast (a dog, a cat, an owl), not a made-up creature nor a person. */
export const isRealAnimal = (member: CastMember): boolean => member.kit.person === undefined && isSpeciesId(member.kit.noun) && speciesEntry(member.kit.noun).kind === 'animal';

/**
 * A creature of the cast that keeps quiet on a real day: a real animal, or a made-up creature (a dragon, a unicorn) that is
 * the child's make-believe friend there: "Sparky whispered" the dentist's hint and a fox told a knock-knock joke at a potty
 * book (round 13). A robot may still beep its words.
 */
export const isQuietOnARealDay = (member: CastMember): boolean => isRealAnimal(member) || (member.kit.person === undefined && isSpeciesId(member.kit.noun) && member.kit.noun !== 'robot');

interface Page {
  sentences: string[];
  roles: SentenceRole[];
}

/**
 * A baby of the cast ("her baby brother") is with the hero on the pages, but cannot talk: every line the shared
 * pages would give them to say ("Not yet," said Ravi) becomes something a baby does, and a page does not give the
 * baby two such acts in a row. Speech given to "he" or "she" is the baby's when the baby was the last one named.
 */
export function withBabiesQuiet(pages: readonly Page[], cast: readonly CastMember[], animalsQuiet?: { hero: CastMember; realOnly?: boolean }): Page[] {
  // In a real day (any age since round 13) a dog wags and nudges: '"Is it always like this?" asked Rusty.' is a
  // make-believe plot's, where a talking creature is part of the story (round 12c). `realOnly`: a make-believe plot for a
  // reader of nine or more, where only the real animals keep quiet (`older-animals.ts`).
  const quiet = animalsQuiet?.realOnly ? isRealAnimal : isQuietOnARealDay;
  const animals = animalsQuiet ? cast.filter((member) => member !== animalsQuiet.hero && quiet(member)) : [];
  const babies = [...cast.filter((member) => member.baby), ...animals];
  if (babies.length === 0) return pages.map((page) => ({ sentences: [...page.sentences], roles: [...page.roles] }));
  let turn = 0;
  return pages.map((page) => {
    const sentences: string[] = [];
    const roles: SentenceRole[] = [];
    let lastNamed: CastMember | undefined;
    let lastWasAct = false;
    page.sentences.forEach((sentence, index) => {
      // What a real animal is told of as saying ("Rolo said it was not far now") goes where its words would (`older-animals.ts`).
      if (animalsQuiet?.realOnly && animals.some((animal) => saysInNarration(animal, sentence))) return;
      const speaker = babySpeaking(sentence, babies, lastNamed);
      // The end of a line they would have said ('"Don't cry, it's only a joke!"' after the knock-knock) goes with it.
      if (!speaker && lastWasAct && /^"[^"]*"$/.test(sentence.trim())) return;
      if (speaker) {
        if (!lastWasAct) {
          const acts = speaker.baby ? BABY_ACTS : ANIMAL_ACTS;
          const act = acts[turn++ % acts.length]!(speaker);
          sentences.push(animalsQuiet?.realOnly && !speaker.baby ? asIfToSay(act, sentence) : act);
          roles.push(page.roles[index]!);
        }
        lastWasAct = true;
        lastNamed = speaker;
        return;
      }
      lastWasAct = false;
      lastNamed = lastNamedIn(sentence, cast) ?? lastNamed;
      sentences.push(animalsQuiet?.realOnly ? animals.reduce((line, animal) => asAnAnimalLooks(line, animal), sentence) : sentence);
      roles.push(page.roles[index]!);
    });
    return { sentences, roles };
  });
}

/** A line of speech given to a name or pronoun: `said Ravi`, `Ravi asked`, `he cheered`. */
// "told Pepper" is the hero talking to the dog (round 12c): for an animal, `told` before the name is not its line. A baby
// is not told anything either, as before ("Maya told Ravi" gave way to a baby's act).
const SAID_BY = SPEECH.replace('|told', '');
const spokenBy = (who: string, flags = '', before = SPEECH, at = ''): RegExp => cachedRegExp(`(?:${at}\\b(?:${before})\\s+${escape(who)}\\b|\\b${escape(who)}\\s+(?:${SPEECH})\\b)`, flags);
// An animal's verb before its name is its own only straight after the quote or at the start ('"Why?" asked Pepper'):
// '"Marks out of ten?" Arjun asked Pepper' is Arjun's question to the dog (read 44 heard its answer, "which Arjun took as a
// four", with the question gone). A baby is asked nothing either, as before.
const speaks = (member: CastMember, told: string): boolean => (member.baby ? spokenBy(member.name, '', SPEECH) : spokenBy(member.name, '', SAID_BY, '(?:^|"",?)\\s*')).test(told);

function babySpeaking(sentence: string, babies: readonly CastMember[], lastNamed: CastMember | undefined): CastMember | undefined {
  if (!sentence.includes('"')) return undefined;
  // What is outside the quotes says who speaks: "Goodnight, Ravi," said Maya is Maya's line.
  const told = sentence.replace(/"[^"]*"/g, '""');
  const byName = babies.find((baby) => speaks(baby, told));
  if (byName) return byName;
  if (lastNamed && babies.includes(lastNamed) && spokenBy(lastNamed.he, 'i').test(told)) return lastNamed;
  return undefined;
}

/** A line that tells what someone said without quoting it: "Clover said lost things always hide in the last place you look." */
const saysInNarration = (member: CastMember, sentence: string): boolean => !sentence.includes('"') && cachedRegExp(`\\b${escape(member.name)} (?:said|told|asked|whispered|promised|explained)\\b`).test(sentence);

/** The cast member named last in a sentence, outside its quotes. */
function lastNamedIn(sentence: string, cast: readonly CastMember[]): CastMember | undefined {
  const told = sentence.replace(/"[^"]*"/g, '""');
  let found: { member: CastMember; at: number } | undefined;
  for (const member of cast) {
    const at = told.lastIndexOf(member.name);
    if (at >= 0 && (!found || at > found.at)) found = { member, at };
  }
  return found?.member;
}
