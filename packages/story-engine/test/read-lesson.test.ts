import { describe, expect, it } from 'vitest';
import { castFromCharacter } from '../src/cast/cast-member';
import { lessonActOf } from '../src/understand/read-lesson';
import { matchLesson } from '../src/world/lessons';
import { isInstruction } from '../src/understand/read-words';

/** A parent's own lesson read into what the hero does at the turn (issue 28, round 6). */

const mia = castFromCharacter({ name: 'Mia', kind: 'child', pronoun: 'she', appearance: {}, traits: [] });
const ivan = castFromCharacter({ name: 'Ivan', kind: 'child', pronoun: 'they', appearance: {}, traits: [] });
const actOf = (lesson: string, hero = mia) => lessonActOf(lesson)?.(hero);

describe('a parent\'s own lesson read into an act', () => {
  it('acts out what a lesson allows, a feeling owned out loud and an instruction, in the past and in the hero\'s words', () => {
    expect(actOf('It\'s fine to feel nervous')).toBe('Mia felt nervous, and that was all right.');
    expect(actOf('It is okay to cry.')).toBe('Mia cried, and that was all right.');
    // An outcome is not done at the turn, before the end is known: "Mia lost, and that was all right." came before the match was lost.
    expect(actOf("It's fine to lose")).toBe('Mia knew that if she lost, that would be all right.');
    expect(actOf('It is okay to make mistakes')).toBe('Mia knew that if she made mistakes, that would be all right.');
    expect(actOf('Growing up can feel strange')).toBe('"Growing up feels strange," Mia said out loud, and saying it made it easier.');
    // In few words for a listener under six, whose eight pages have no room for the longer line (round 10).
    expect(lessonActOf('Growing up can feel strange')?.(mia, true)).toBe('"Growing up feels strange," Mia said.');
    expect(actOf('Tell someone how you feel')).toBe('This time, Mia told someone how she felt.');
    expect(actOf('Take turns')).toBe('This time, Mia took turns.');
    expect(actOf('Always say sorry')).toBe('This time, Mia said sorry.');
    expect(actOf('Be proud of who you are', ivan)).toBe('This time, Ivan was proud of who they were.');
    expect(actOf('Keep going when it gets hard')).toBe('This time, Mia kept going when it got hard.');
    expect(actOf('Everyone deserves to be included')).toBe('This time, Mia made sure that everyone was included.');
    expect(actOf('Everybody should be heard.')).toBe('This time, Mia made sure that everyone was heard.');
    expect(actOf('Everyone deserves to be table')).toBeUndefined();
    // Words the child needs to hear are said to themself and believed (round 11): "It is not your fault" was declined.
    expect(actOf('It is not your fault')).toBe('"It is not my fault," Mia told herself, and this time she believed it.');
    expect(actOf('You are loved', ivan)).toBe('"I am loved," Ivan told themselves, and this time they believed it.');
    expect(actOf('Mistakes help you grow')).toBe('"Mistakes help me grow," Mia told herself, and this time she believed it.');
    expect(lessonActOf('You can do hard things')?.(mia, true)).toBe('"I can do hard things," Mia said.');
    // Said by the grown-ups, not the child: no words of the child's, but the love that stays is acted (round 12, by meaning).
    expect(actOf('We love you no matter what')).toBe('Mia thought of the people she loved, near and far, and held them close in her heart.');
  });

  it('finds no act in a saying, a statement of how things are or a "don\'t", so the idea can say it was not acted out', () => {
    for (const lesson of ['Nobody is perfect', 'Practice makes progress', 'Don\'t give up', 'sharing']) expect(actOf(lesson), lesson).toBeUndefined();
  });
});

describe('a parent\'s saying about small steps', () => {
  it('is the engine\'s keep-trying lesson, so the hero acts it at the turn instead of the idea declining it', () => {
    for (const lesson of ['Small steps count', 'Step by step we get there', 'Little by little, you learn']) expect(matchLesson(lesson)?.id, lesson).toBe('perseverance');
    // Parents' own words for the built-in lessons (round 10: "being generous" was declined beside an Eid of giving).
    for (const [lesson, id] of [['being generous', 'sharing'], ['Show empathy', 'kindness'], ['Good manners matter', 'gratitude'], ['Resilience', 'perseverance'], ['Taking responsibility', 'helping']] as const) expect(matchLesson(lesson)?.id, lesson).toBe(id);
  });
});

describe('a saying with its own subject', () => {
  it('is no instruction: "Love does not change when things change" is not "Alfie loved does not change"', () => {
    for (const lesson of ['Home is the people you love', 'Kindness always wins']) expect(actOf(lesson), lesson).toBeUndefined();
    // A saying of love that stays is acted by meaning (round 12), as the hero holding the people they love close, never as a mangled instruction.
    expect(actOf('Love does not change when things change')).toBe('Mia thought of the people she loved, near and far, and held them close in her heart.');
    for (const lesson of ['Family will always be there', 'Family is forever']) expect(actOf(lesson), lesson).toBe('Mia thought of her family, near and far, and held them close in her heart.');
  });
});

describe('a saying in the last line', () => {
  it('is said as it is, never as "it is good to practice matters more than talent"', () => {
    for (const saying of ['Practice matters more than talent', 'Kindness always wins', 'Love does not change when things change']) expect(isInstruction(saying), saying).toBe(false);
    for (const instruction of ['Be brave', 'Take turns', 'Tell the truth']) expect(isInstruction(instruction), instruction).toBe(true);
  });
});
