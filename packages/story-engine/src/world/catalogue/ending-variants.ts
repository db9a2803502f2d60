import type { Variant } from './theme-entry';

/**
 * A thing of an entry's day that changes or ends ("building a snowman that melts", "our sandcastle got washed away"): the
 * ending carries it honestly, what is left and what the child keeps, never the thing still standing at bedtime.
 */
interface Ending {
  /** The thing's words and what happens to it, either order. */
  thing: string;
  ends: string;
  end: string;
  win?: string;
}

const ENDINGS: Readonly<Record<string, readonly Ending[]>> = {
  'snow-day': [{
    thing: String.raw`snowm[ae]n`, ends: String.raw`melt\w*|thaw\w*|disappear\w*|gone|went away`,
    win: 'the snowman stood in the garden, for as long as the cold lasted',
    end: 'Then the sun came out, and day by day the snowman got smaller, until only a carrot, two stones and a wet scarf were left on the grass. {hero} kept the stones on the window sill, ready for the next snow.',
  }],
  'beach-day': [{
    thing: String.raw`sand ?castles?`, ends: String.raw`wash\w* away|washed|knocked down|flattened|gone|tide`,
    end: 'Then the tide came in, and the sea washed the sandcastle away, all but the shell on top. {hero} waved goodbye to it and said, "I\'ll build a new one next time."',
  }],
  halloween: [{
    thing: String.raw`pumpkins?|jack[- ]o'?[- ]lanterns?`, ends: String.raw`mould\w*|rott\w*|went soft|squish\w*|collaps\w*`,
    end: 'A week later the pumpkin went soft and mouldy, so {hero} and {grownup} put it on the compost heap, where it would help next year\'s pumpkins grow.',
  }],
  'autumn-leaves': [{
    thing: String.raw`leaf ?piles?|piles? of leaves|leaves`, ends: String.raw`blew away|blown away|blew everywhere|scattered`,
    end: 'In the night the wind came and blew the leaf pile all over the garden again. {hero} laughed: the wind wanted to play too.',
  }],
};

/** The entry told with its thing ended: the end and, where the win would say it still stands, the win. */
function endingVariant(ending: Ending): Variant {
  return {
    said: new RegExp(`\\b(?:${ending.thing})\\b[^.]*\\b(?:${ending.ends})\\b|\\b(?:${ending.ends})\\b[^.]*\\b(?:${ending.thing})\\b`, 'i'),
    end: ending.end,
    ...(ending.win ? { win: ending.win } : {}),
  };
}

export const ENDING_VARIANTS: Readonly<Record<string, readonly Variant[]>> = Object.fromEntries(Object.entries(ENDINGS).map(([id, endings]) => [id, endings.map(endingVariant)]));
