import type { Variant } from './theme-entry';

/**
 * The times table the parent names ("finding the 8 times table really hard", "learning her sixes"): the times tables'
 * own day told with that table's own numbers, counted up, sung and got wrong. The entry's own lines are the sevens.
 */

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** 56 → "fifty-six", 132 → "a hundred and thirty-two". */
function inWords(n: number): string {
  if (n >= 100) return `a hundred${n % 100 ? ` and ${inWords(n % 100)}` : ''}`;
  if (n < 20) return ONES[n]!;
  return `${TENS[Math.floor(n / 10)]}${n % 10 ? `-${ONES[n % 10]}` : ''}`;
}

/** The plural a child says: "the eights", "the sixes". */
const pluralOf = (word: string) => (word.endsWith('x') ? `${word}es` : `${word}s`);
const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/** The tables a child is stuck on (the twos, fives and tens are the ones they already know; the sevens are the entry's own). */
const TABLES = [3, 4, 6, 8, 9, 11, 12];

function tableVariant(n: number): Variant {
  const word = ONES[n]!;
  const table = pluralOf(word);
  const [first, second, third] = [n, n * 2, n * 3].map(inWords);
  const tens = TENS[Math.floor((n * 5) / 10)];
  const hard = n === 12 ? 11 : n + 1;
  const right = inWords(n * hard);
  const wrong = inWords(n * hard + 1);
  return {
    said: new RegExp(`\\b(?:${n}|${word})(?:'?s)? times ?tables?\\b|\\bthe ${table}\\b|\\b(?:learning|practising|practicing) (?:my |his |her |their )?${table}\\b`, 'i'),
    title: [`{hero} and the ${capitalised(table)}`, `${capitalised(word)} Times What?`],
    name: `the ${word} times table`,
    opening: [`On Friday there was a times tables test, and {hero} could do the twos, the fives and the tens, but the ${table} would not stay in {his} head.`, `{hero} was learning {his} times tables. The ${table} were hard.`],
    worry: [`"${capitalised(word)} times ${inWords(hard)} is... something," said {hero}. "I'll never know the ${table}."`, `"I'll never know the ${table}," said {hero}.`],
    tries: [
      [`{hero} read the ${table} off the sheet ten times, and then turned it over, and they had all gone.`, `{hero} read the ${table}, and they all went away.`],
      [`{hero} counted up on {his} fingers, ${first}, ${second}, ${third}, and lost count at ${tens ? `${tens}-something` : 'the end of {his} fingers'}.`, '{hero} counted on {his} fingers, and lost count.'],
      [`{hero} tried to go fast like the others, and said "${word} times ${inWords(hard)} is ${wrong}", and everybody laughed.`, `"${capitalised(word)} times ${inWords(hard)} is ${wrong}!" Oops.`],
    ],
    turn: [`{grownup} and {hero} made up a silly song for the ${table} and sang it going up the stairs, one step for each answer, every night, and on Friday {hero} sang it inside {his} head and wrote the answers down one after another.`, `{hero} sang the ${table} song in {his} head, and wrote the answers down.`],
    win: `{hero} knew the ${table}, even ${word} times ${inWords(hard)}: ${right}`,
    ownSetback: `Then, on the practice test, {hero} got stuck on ${word} times ${inWords(hard)} and the timer beeped before {he} had finished.`,
    ownChoice: `{hero} could practise the ${table} with the app or with the song on the stairs, and {he} chose the stairs.`,
    end: [`In {hero}'s homework book, the teacher had written in green pen: ${capitalised(table)}, all right!`, `The teacher wrote: ${capitalised(table)}, all right!`],
  };
}

export const TIMES_TABLE_VARIANTS: readonly Variant[] = TABLES.map(tableVariant);
