/**
 * The refrain a catalogue story says to its hero on the hard pages and answers at the turn, in the words of the
 * story's own lesson, always an encouragement where something went wrong: a book about waiting cheers "Wait and see",
 * one about trying again "One more go", so that
 * "You can do it!" is not the refrain of every book (issue 28, variety). `{name}` is the hero's fond name.
 */
// Short words (a board book fits its band by them): one syllable a word where it can be.
const CHEERS: Readonly<Record<string, readonly (readonly [ask: string, answer: string])[]>> = {
  bravery: [['Be brave, {name}!', 'So brave, {name}!'], ['Chin up, {name}!', 'Chin up, and you did it, {name}!'], ['One brave step, {name}.', 'One brave step, and there you are, {name}!']],
  patience: [['Wait and see, {name}.', 'Worth the wait, {name}!'], ['Nice and slow, {name}.', 'Nice and slow did it, {name}!'], ['Take your time, {name}.', 'Time well taken, {name}!']],
  perseverance: [['One more go, {name}!', 'One more go did it, {name}!'], ['Keep at it, {name}!', 'You kept at it, {name}!'], ['Try once more, {name}!', 'You tried once more, {name}, and look!']],
  teamwork: [['Side by side, {name}.', 'Side by side did it, {name}!'], ['All of us, {name}!', 'All of us did it, {name}!'], ['Two can do it, {name}!', 'Two of you did it, {name}!']],
  kindness: [['Be kind, {name}.', 'So kind, {name}!'], ['Soft and kind, {name}.', 'Soft and kind did it, {name}.']],
  helping: [['Lend a hand, {name}!', 'What a help, {name}!'], ['Each bit helps, {name}.', 'Each bit helped, {name}!']],
  sharing: [['Nearly there, {name}.', 'Done, {name}, and enough to share!'], ['Keep going, {name}.', 'You kept going, {name}, and now there is some for everyone!']],
  friendship: [['Friends help, {name}.', 'Friends helped, {name}!'], ['Stick close, {name}.', 'You stuck close, {name}!']],
  listening: [['Listen, {name}, listen.', 'You listened, {name}!'], ['Hush and hear, {name}.', 'You heard it, {name}!']],
  gratitude: [['Chin up, {name}.', 'So much to be glad of, {name}!'], ['Nearly there, {name}.', 'So many good things, {name}!']],
  mistakes: [['Oops is fine, {name}.', 'Oops, then hooray, {name}!'], ['Try a new way, {name}.', 'The new way worked, {name}!']],
  honesty: [['Steady, {name}.', 'Steady and true, {name}.'], ['Deep breath, {name}.', 'Well done, {name}. All is well.']],
  'being-yourself': [['Just be you, {name}.', 'Just you, {name}, and just right!'], ['Your own way, {name}.', 'Your own way worked, {name}!']],
};

/** The cheer for a story of `lesson`, one of its wordings by `pick`; "You can do it" only for a lesson with none of its own. */
export function cheerFor(lesson: string, name: string, pick: <T>(options: readonly T[]) => T): { ask: string; answer: string } {
  const [ask, answer] = pick(CHEERS[lesson] ?? [['You can do it, {name}!', 'You did it, {name}!'] as const]);
  return { ask: ask.replaceAll('{name}', name), answer: answer.replaceAll('{name}', name) };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A fond name: "Mia", "Auntie Jo", "dear dragon".
const NAME = "(?:dear [\\p{Ll} -]+|\\p{Lu}[\\p{L}' -]*)";
const ASKED = new RegExp(`^(?:${['You can do it, {name}!', ...Object.values(CHEERS).flatMap((pairs) => pairs.map(([ask]) => ask))].map((ask) => ask.split('{name}').map(escape).join(NAME)).join('|')})$`, 'u');

/** Whether a line is one of the cheers asked, for the detectors that check it is said where something is hard. */
export const isCheer = (line: string): boolean => ASKED.test(line);
