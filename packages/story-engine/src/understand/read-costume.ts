/**
 * The costume a parent names for a dressing-up day ("she wants to go as the Gruffalo", "dressing up as Elsa for World
 * Book Day", "going as a pirate"), as typed, with its article: "the Gruffalo", "Elsa", "a pirate". Nothing when none is
 * named, or when the one named is the dressing-up itself ("as a book character").
 */
export function readCostume(words: string | undefined): string | undefined {
  const said = COSTUME.exec(words ?? '');
  const costume = said?.[1]?.trim().replace(/^(?:her|his|their|my) (?=favou?rite\b)/i, 'a ');
  return costume && !GENERAL.test(costume) ? costume : undefined;
}

const COSTUME = /\b(?:go(?:es|ing)?|went|dress(?:ed|es|ing)?(?: up)?|be(?:ing)?) as ((?:(?:the|a|an) )?[\p{L}'-]+(?: [\p{L}'-]+){0,3}?)(?=\s*(?:[.,!?;]|$|\b(?:for|from|because|with|this|on|at|to|and)\b))/iu;

/** Not a costume but the kind of day: "as a book character", "as someone from a book". */
const GENERAL = /\b(?:book|story) characters?\b|\bcharacters?\b|\bsomeone\b|\bsomebody\b|\bfavou?rite\b$/i;
