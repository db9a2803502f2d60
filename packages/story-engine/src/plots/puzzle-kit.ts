import type { DayReading } from '../understand/read-day';
import type { DayKit } from './day-kits';

/**
 * A puzzle's own steps (round 20): a jigsaw is edges first and the picture on the lid, with a piece lost under the sofa;
 * a crossword is clues across and down, letters that must fit both ways; a Rubik's cube is one face, then a layer, and a
 * twist that muddles a finished side; an escape room is a locked room, an hour on the clock, clues and padlocks with
 * number codes, done as a team with the grown-ups there. Each try is one the puzzle really has, never a pencil rubbed
 * through paper on a jigsaw.
 */
type PuzzleLines = Omit<DayKit, 'subplot' | 'steps' | 'hope'> & { trouble: string; gives: string; solved: string; taught: string; hope: string; steps: string };

const JIGSAW: PuzzleLines = {
  worry: ['"What if there\'s a piece missing?" asked {hero}.', '"There are so many pieces," said {hero}. "Where do I even start?"'],
  tries: [
    ['{hero} tipped all the pieces out in a heap and tried to fit two together at random, and they did not fit.'],
    ['{hero} pushed a piece in the wrong way round so hard that it bent at the corner.'],
    ['{hero} did a whole patch of blue, and then found it was the sea, not the sky, and had to move it all.'],
  ],
  turn: ['{hero} had an idea: find the straight edges first, make the frame, and then sort the rest into colours, looking at the picture on the lid.'],
  details: [
    ['{hero} propped the box lid up, so the picture was right there to look at.'],
    ['{grownup} helped turn every piece picture side up, and {hero} put the straight-edged ones in a pile.'],
    ['The frame went together, corner by corner, and then the middle began to fill in.'],
    ['{hero} pressed in the very last piece, and the whole picture was there.'],
  ],
  senses: ['The pieces clicked softly as they fitted.', 'The sky pieces all looked the same, blue and blue and blue.', 'The table was covered, edge to edge.'],
  win: 'the jigsaw was finished, every last piece',
  end: ['At bedtime, {hero} went to look at the finished jigsaw one more time before it went back in the box.', 'That night, the jigsaw stayed on the table, finished, for everyone to see in the morning.'],
  setback: ['Then there was one gap left, and no piece to fill it, until {hero} found it under the sofa, with a biscuit crumb on it.'],
  choice: ['{hero} could do the sky or the house next, and {he} chose the house, because it had more colours.'],
  taught: '{hero} saw that the edges first made the middle easier.',
  trouble: '{pal} wanted to help, but kept trying pieces in the wrong places.',
  gives: 'the job of finding every red piece',
  solved: '{pal} found every red piece, and grinned.',
  hope: 'finish the jigsaw',
  steps: 'the steps any jigsaw has (the picture on the lid, the edges first, colours sorted, a piece lost and found)',
};

const CROSSWORD: PuzzleLines = {
  worry: ['"What if I don\'t know any of the answers?" asked {hero}.', '"Can I do the hard clues too?" asked {hero}.'],
  tries: [
    ['{hero} wrote an answer in the squares, but it had one letter too many.'],
    ['{hero} filled in a word going across, and then the word going down did not fit with it.'],
    ['{hero} stared at one clue for ages, and it did not get any easier.'],
  ],
  turn: ['{hero} had an idea: leave the hard clue, do the easy ones first, and let the letters crossing it give a hint.'],
  details: [
    ['{grownup} folded the paper so the crossword was on top, and found a pencil with a rubber on the end.'],
    ['There were clues for across and clues for down, and a number in the corner of the squares where each answer started.'],
    ['With two letters already there from the words crossing it, the hard answer popped into {hero}\'s head.'],
    ['{hero} wrote the last word in, letter by letter, and every square was full.'],
  ],
  senses: ['The pencil went scratch, scratch in the little squares.', 'The paper smelled of newsprint.', '{grownup} tapped the pencil on the table, thinking.'],
  win: 'every square of the crossword was filled in, and every answer fitted',
  end: ['At bedtime, {hero} was still thinking of clues, and made one up for the word "sleepy".', 'The finished crossword went on the fridge, and {hero} looked at it every time {he} went past.'],
  setback: ['Then {hero} found a mistake in a word near the start, and three other answers had to be rubbed out.'],
  choice: ['{hero} could look up the answer or keep thinking, and {he} chose to keep thinking, just a bit longer.'],
  taught: '{hero} noticed that the letters crossing a word were the best hint of all.',
  trouble: '{pal} wanted to help, but did not know any of the long words.',
  gives: 'the short clues, with three letters',
  solved: '{pal} got two short clues right, and grinned.',
  hope: 'fill in every square',
  steps: 'the steps any crossword has (clues across and down, a word too long, letters crossing, the last square)',
};

const CUBE: PuzzleLines = {
  worry: ['"What if I can never get it back?" asked {hero}, holding the muddled cube.', '"Can I do all six sides?" asked {hero}.'],
  tries: [
    ['{hero} twisted and twisted as fast as {he} could, and the colours got more muddled, not less.'],
    ['{hero} got one whole side white, but when {he} turned the next row, it was muddled again.'],
    ['{hero} tried to remember the moves, but mixed up left and right, and had to start again.'],
  ],
  turn: ['{hero} had an idea: not one side at a time, but one layer at a time, the white cross first, and the same few moves, slowly, again and again.'],
  details: [
    ['{grownup} wrote the moves on a card, with little arrows, and propped it up by {hero}.'],
    ['First came the white cross, then the white corners, and the top layer was done.'],
    ['{hero} turned the middle layer, and then the last, one slow move at a time.'],
    ['Click, click, click: the last twist, and every side was one colour.'],
  ],
  senses: ['The cube went click, click as it turned.', 'The colours flashed past: red, blue, green, yellow.', '{hero}\'s thumbs ached a little from all the twisting.'],
  win: 'every side of the Rubik\'s cube was one colour',
  end: ['At bedtime, {hero} put the finished cube on the shelf, and nobody was allowed to touch it.', 'That night, {hero} dreamed of twisting colours, all clicking into place.'],
  setback: ['Then {pal} picked the cube up and gave it a twist, just to see, and a side came undone.'],
  choice: ['{hero} could look at the card or try the move from memory, and {he} chose memory, and got it right.'],
  taught: '{hero} saw that the same slow moves, again and again, worked better than fast twisting.',
  trouble: '{pal} wanted a go, but did not know which way to turn.',
  gives: 'the card with the moves on it',
  solved: '{pal} did the white cross with the card, and grinned.',
  hope: 'get every side back to one colour',
  steps: 'the steps a Rubik\'s cube has (one layer at a time, the white cross first, the same few moves, a twist that undoes a side)',
};

const ESCAPE_ROOM: PuzzleLines = {
  worry: ['"What if we can\'t get out in time?" asked {hero}.', '"What if I don\'t find any clues?" asked {hero}.'],
  tries: [
    ['{hero} tried every number {he} could think of on the padlock, one after another, and it did not open.'],
    ['{hero} found a clue in a book, but everyone talked at once, and nobody heard it.'],
    ['{hero} searched the same drawer three times, and found the same old key that opened nothing.'],
  ],
  turn: ['{hero} had an idea: everyone stop, put every clue found so far on the table in a row, and look at them together.'],
  details: [
    ['The lady who ran the escape room explained the rules: one hour on the clock, clues hidden everywhere, and a walkie-talkie to ask for a hint.'],
    ['There were clues everywhere: a locked box, a map with holes in it, and a book with one page folded down.'],
    ['Behind a painting was a row of numbers, and {grownup} read them out while {hero} turned the padlock.'],
    ['The last lock clicked, the door swung open, and there were still four minutes on the clock.'],
  ],
  senses: ['The clock on the wall ticked loudly.', 'The room was dim, with a lamp in the corner.', 'Every padlock was cold and heavy in {hero}\'s hands.'],
  win: 'the team had solved every clue and opened the door before the clock ran out',
  end: ['On the way home, {hero} told everyone how the last lock had clicked open, again and again.', 'At bedtime, {hero} wondered what the next escape room would be like.'],
  setback: ['Then the clock said ten minutes left, and there were still two locks to go.'],
  choice: ['{hero} could ask for a hint or keep trying, and {he} chose one hint, and it was just enough.'],
  taught: '{hero} saw that clues put together made more sense than clues on their own.',
  trouble: '{pal} found a clue, but was too shy to say.',
  gives: 'the walkie-talkie, to ask for the hint',
  solved: '{pal} asked for the hint, and it was {palhis} clue that opened the last lock.',
  hope: 'get out before the clock ran out',
  steps: 'the steps any escape room has (an hour on the clock, clues hidden in the room, padlocks with number codes, a hint, teamwork)',
};

/** Sudoku and a wordsearch: a pencil, a grid, and the tries each really has (a number already in the row; a word hidden backwards). */
function grid(sudoku: boolean): PuzzleLines {
  return {
    worry: ['"What if I get stuck?" asked {hero}.', '"Can I do it without any help?" asked {hero}.'],
    tries: sudoku
      ? [['{hero} guessed a number, and then found it was already in the same row.'], ['{hero} put a 7 in a square, and then there were two 7s in the same little box.'], ['{hero} filled in too fast, and had to rub out a whole corner.']]
      : [['{hero} looked for every word at once, and found none of them.'], ['{hero} found "cat" going across, and then saw it was really part of "catch".'], ['{hero} looked and looked for the last word, which was hiding backwards, from right to left.']],
    turn: [sudoku ? '{hero} had an idea: one row at a time, slowly, and only the numbers {he} was sure of.' : '{hero} had an idea: one word at a time, looking for its first letter, and then all the ways it could go, even backwards.'],
    details: [
      ['{grownup} found a pencil with a rubber on the end, and {hero} sat down at the table.'],
      [sudoku ? '{hero} started with the row that had the most numbers filled in already.' : '{hero} ticked off each word on the list as {he} found it, and drew a ring round it in the grid.'],
      ['One by one, the gaps got fewer.'],
      [sudoku ? '{hero} filled in the very last number, and checked every row twice.' : '{hero} found the very last word, hiding backwards, and drew a ring round it.'],
    ],
    senses: ['The pencil went scratch, scratch on the paper.', 'The kitchen was quiet, except for the clock.'],
    win: 'the puzzle was done, every bit',
    end: ['At bedtime, {hero} thought of the finished puzzle, and felt proud.'],
    setback: [sudoku ? 'Then {hero} found one mistake, right near the start, and a whole row had to be rubbed out.' : 'Then {hero} found that one word had been ringed in the wrong place.'],
    choice: ['{hero} could look at the answers or keep trying, and {he} chose to keep trying.'],
    taught: sudoku ? '{hero} saw that being sure of one number helped with the next.' : '{hero} saw that looking for the first letter was quicker than looking for the whole word.',
    trouble: '{pal} wanted to help, but did not know the rules.',
    gives: sudoku ? 'the easiest row' : 'the shortest word on the list',
    solved: '{pal} found it, and grinned.',
    hope: 'finish the puzzle',
    steps: sudoku ? 'the steps any sudoku has (a row with most filled in, a number twice in a row, one sure number at a time)' : 'the steps any wordsearch has (the list, a first letter, a word hiding backwards)',
  };
}

const PUZZLES: ReadonlyArray<readonly [RegExp, PuzzleLines]> = [
  [/jigsaw/, JIGSAW], [/crossword/, CROSSWORD], [/rubik/i, CUBE], [/escape room/, ESCAPE_ROOM], [/sudoku/, grid(true)], [/word ?search/, grid(false)],
];

export function puzzleKit(day: DayReading): DayKit | undefined {
  const lines = PUZZLES.find(([words]) => words.test(day.thing?.the ?? ''))?.[1];
  if (!lines) return undefined;
  const { trouble, gives, solved, taught, ...kit } = lines;
  return { ...kit, subplot: { taught: [taught], trouble: [trouble], gives, solved: [solved] }, lesson: 'patience', particular: true };
}
