import type { DayReading } from './read-day';

/**
 * A puzzle or a thinking game done ("doing a jigsaw with Grandpa", "the Sunday crossword", "solving a Rubik's cube", "an
 * escape room for my birthday"): told in the puzzle's own steps (`plots/puzzle-kit.ts`), never work at a desk with a
 * pencil (a jigsaw has none) nor a stock plot.
 */
const PUZZLE = /\b(jigsaw(?:\s+puzzle)?|crossword|rubik['’]?s\s+cube|escape\s+room|sudoku|word\s?search)(?:es|s)?\b/i;
/** The verbs a puzzle is done with, and their forms. */
const VERBS: Readonly<Record<string, readonly [string, string]>> = {
  doing: ['do', 'did'], solving: ['solve', 'solved'], finishing: ['finish', 'finished'], completing: ['complete', 'completed'], trying: ['try', 'tried'],
  'going to': ['go to', 'went to'], 'having a go at': ['have a go at', 'had a go at'], 'starting': ['start', 'started'], 'working on': ['work on', 'worked on'],
};
const SHAPE = new RegExp(String.raw`^(?:(${Object.keys(VERBS).join('|')})\s+)?((?:(?:a|an|the|our|my|his|her)\s+)?(?:[\p{L}\d'’-]+\s+){0,3}?)(${PUZZLE.source})((?:\s+(?:for|with|at|on|in|against|of|about)\s+[\p{L}\d'’ -]+)?)$`, 'iu');

export function puzzleDayIn(text: string): DayReading | undefined {
  const shape = SHAPE.exec(text.trim().replace(/[.!]+$/, ''));
  if (!shape) return undefined;
  const [, verb, before = '', said = '', , rest = ''] = shape;
  const kind = said.toLowerCase();
  const lead = verb?.toLowerCase() ?? (/rubik/.test(kind) ? 'solving' : /escape/.test(kind) ? 'going to' : 'doing');
  const [todo, did] = VERBS[lead]!;
  const article = before.trim() ? before : /^[aeiou]/i.test(said) ? 'an ' : 'a ';
  const object = `${article}${said}${rest}`.replace(/\bmy\b/gi, '{his}');
  const head = /rubik/i.test(said) ? "the Rubik's cube" : `the ${kind.replace(/\s+puzzle$/, '').replace(/\s+/g, ' ').replace(/s$/, '')}`;
  return { doing: `${lead} ${object}`, todo: `${todo} ${object}`, did: `${did} ${object}`, name: `${lead} ${object}`, made: `${did} ${object}`, kind: 'puzzling', thing: { the: head, plural: false } };
}
