import type { StoryContext } from '../story/story-context';
import { readMove, readTrip } from '../understand/read-countries';

/**
 * The words of a move to a new country in a catalogue line, from where the theme and the notes say the family moved
 * ("we moved from Poland to Scotland"), or plain words where they name no country:
 * {newland} "Scotland" / "the new country"; {oldland} "Poland" / "home" (after "from"); {backhome} "back in Poland" /
 * "back home"; {journey} "from Poland to Scotland" / "to a new country"; {language} "English" / "the new language";
 * {hellothanks} '"hello" and "thank you"' / "hello and thank you"; {hello} and {thanks} each of those; {newwords} the
 * sentence of the words a holiday learns there, or of what else is new; {Newland} the place for a title.
 */
export function moveWords(ctx: Pick<StoryContext, 'themeText' | 'notesText'>): Readonly<Record<MoveWord, string>> {
  const { from, to: movedTo } = readMove(ctx.themeText, ctx.notesText);
  // A holiday abroad names where the family goes, not where it moved ("a family trip to Japan").
  const to = movedTo ?? readTrip(ctx.themeText, ctx.notesText);
  // A language is new only when it is not the one the family spoke before ("from England to Australia" has none).
  const language = to?.language && to.language.name !== from?.language?.name ? to.language : undefined;
  const hello = language ? `"${language.hello}"` : 'hello';
  const thanks = language ? `"${language.thanks}"` : 'thank you';
  return {
    newland: to?.name ?? 'the new country',
    oldland: from?.name ?? 'home',
    backhome: from ? `back in ${from.name}` : 'back home',
    journey: `${from ? `from ${from.name} ` : ''}to ${to?.name ?? 'a new country'}`,
    language: language?.name ?? 'the new language',
    hello,
    thanks,
    hellothanks: `${hello} and ${thanks}`,
    // The words a holiday learns where they are not the book's own English; elsewhere, what else is new there.
    newwords: language && language.name !== 'English'
      ? `{hero} learned to say "${language.hello}" for hello and "${language.thanks}" for thank you, and said them to everyone.`
      : 'Even the money and the shops were different there.',
  };
}

export type MoveWord = 'newland' | 'oldland' | 'backhome' | 'journey' | 'language' | 'hello' | 'thanks' | 'hellothanks' | 'newwords';

/** A line's move words filled in. */
export const withMoveWords = (ctx: Pick<StoryContext, 'themeText' | 'notesText'>, line: string): string =>
  /\{(?:newland|oldland|backhome|journey|language|hello|thanks|hellothanks|newwords)\}/.test(line) ? line.replace(/\{(newland|oldland|backhome|journey|language|hello|thanks|hellothanks|newwords)\}/g, (_whole, word: MoveWord) => moveWords(ctx)[word]) : line;
