import type { ParentTheme } from './parent-inputs';

const t = (about: RegExp, ...texts: string[]): ParentTheme[] => texts.map((text) => ({ text, kind: 'other', about }));

/**
 * Themes the catalogue does not place (round 12: what the writer does with words it cannot place), as parents type
 * them: a loss, an illness, an unkindness or a worry no entry tells, a clause, a place the story may not go to, and
 * doings no day frame can tell. `THEMES=unplaced` draws the generated parents' themes from this list instead.
 */
export const UNPLACED_THEMES: readonly ParentTheme[] = [
  ...t(/\b(?:goldfish|fish|died|sad)\b/i, 'our goldfish died', 'the fish died', 'a pet that ran away'),
  ...t(/\b(?:sick|ill|poorly|hospital|doctor|better)\b/i, 'her brother is sick', 'uncle is very ill', 'mum has cancer', 'daddy has a bad back', 'grandpa in a care home'),
  ...t(/\b(?:mean|unkind|kind|friends?|sorry)\b/i, 'a boy in class is mean to her', 'a friend who is unkind to others', 'someone said her hair is ugly', 'nobody came to her party', 'being told off at school'),
  ...t(/\b(?:worr\w+|scared|brave|lonely)\b/i, 'scared grandma will die', 'a giant who was lonely', 'a teacher leaving'),
  ...t(/\b(?:flood\w*|fire|water|house)\b/i, 'our house got flooded', 'a fire at the school'),
  ...t(/\b(?:goodbye|bye|nursery|mummy)\b/i, 'saying bye bye to mummy at nursery'),
  ...t(/\b(?:hands?|wash\w*|soap)\b/i, 'washing hands'),
  ...t(/\b(?:trophy|mystery|clues?)\b/i, 'who took the class trophy', 'the mystery of who ate the biscuits'),
  ...t(/\b(?:treasure|garden|map)\b/i, 'a treasure hunt in the garden', "grandma's garden"),
  ...t(/\b(?:race|running|won|win)\b/i, 'the big race'),
  ...t(/\b(?:gold|city|lost)\b/i, 'the lost city of gold'),
  ...t(/\b(?:sun|shine|cloud\w*)\b/i, 'the day the sun forgot to shine'),
  ...t(/\b(?:wolf|truth|lie)\b/i, 'the boy who cried wolf'),
  ...t(/\b(?:fox|bins?)\b/i, 'a fox in the bins'),
  ...t(/\b(?:dog|homework)\b/i, 'the dog who ate homework'),
  ...t(/\b(?:volcano\w*|lava)\b/i, 'volcanoes'),
  ...t(/\b(?:knights?|castles?)\b/i, 'knights and castles'),
  ...t(/\b(?:lighthouse|ghost\w*)\b/i, 'a haunted lighthouse'),
];
