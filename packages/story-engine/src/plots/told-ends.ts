import { escapeRegExp } from '../core/regex';
import { companyOf } from '../world/catalogue/company';
import type { CatalogueTheme } from '../world/catalogue';
import { hashString } from '@studio/seeded-random';
import { forUnderSixes, type StoryContext } from '../story/story-context';
import { holdsARole, metAsHolder } from '../story/role-holders';
import { worryAnswered } from './worry-answered';

/**
 * The ends of a told book (issue 28, round 16): the last page and the idea's last sentence are THIS theme's, never the
 * lesson's stock sentence. "And Arlo knew that a brave heart can be small and still be strong" closed the plane, the
 * haircut and the dentist alike (one told book in twelve, names masked), after a turn that had already acted the lesson
 * (`lessonAtTheTurn`): the book ends on the theme's own after-image (`CatalogueTheme.end`: "From then on, whenever a plane
 * went over, Arlo waved."). The parent's own lesson is still said in their words, and a sad day keeps its comfort.
 */
// A board book no longer says it either (round 20): "Now Lottie knew it for sure: helping others makes the world a warmer
// place." after clean pyjamas was a sermon to a toddler; it ends on its join-in sound or the hero's own few words (`FELT`),
// as light a line as the lesson's was. `joinIn` is kept for callers; the refrain is theirs to say.
export const saysTheStockLesson = (ctx: StoryContext, entry: CatalogueTheme, _joinIn = false): boolean => ctx.customLesson !== undefined || entry.tender === true;

/**
 * The told book's closing lines after the after-image: the lesson's line only where `saysTheStockLesson`. A listener of
 * three to five hears the theme's own tiny word at it where one answers ("...ate it for luck. Munch!") and the hero's own
 * few words of how it felt: the lesson's line was the lightest of the page, and without light ones in its place a book near
 * its band's edge was fitted with stray mood words ("Ahh.") or lost its theme to another plot.
 */
export function lessonLineAtTheEnd(ctx: StoryContext, entry: CatalogueTheme, land: () => string, themeWord: () => string | undefined, end: { refrain?: readonly string[]; line?: string; worry?: string } = {}): string[] {
  const refrainEnd = end.refrain;
  if (saysTheStockLesson(ctx, entry, refrainEnd !== undefined)) return [land()];
  // The first page's worry, met at the last (`worry-answered.ts`), where the lesson's stock feeling was.
  const answered = end.worry === undefined ? undefined : worryAnswered(ctx, end.worry, entry.tender === true);
  if (!forUnderSixes(ctx)) return answered ? [answered] : [];
  // A book with a join-in refrain lands on its sound, softly, or on its own last line (round 18): the hero's words by lesson
  // after it ("'I was kind,' he said. 'And it felt nice.'" at a lemonade stand) were any book's, and a board book's "Zara had
  // found out something: helping others makes the world a warmer place." after "Night night, hoover." a sermon.
  if (refrainEnd) return [...refrainEnd];
  const word = themeWord();
  // A last line the hero says already ('"We did that," said Jude.') is the hero's word on it: a second '"I helped," said Jude.' after it read twice.
  if (end.line !== undefined && new RegExp(`" said ${escapeRegExp(ctx.hero.name)}\\.$`).test(end.line)) return word ? [word] : [];
  const felt = FELT[entry.lesson] ?? FELT.bravery!;
  return [...(word ? [word] : []), answered ?? felt[hashString(entry.id) % felt.length]!.replaceAll('{hero}', ctx.hero.name)];
}

/**
 * What the hero says of how it felt, in a little listener's words, by the lesson the theme acts at its turn (a few
 * wordings, one a theme): the feeling itself, never the lesson's sentence ("Being brave means trying even when you feel scared.").
 */
const FELT: Readonly<Record<string, readonly string[]>> = {
  bravery: ['"I did it," said {hero}. "I was scared, and I did it."', '"Look at me," said {hero}. "I was brave."', '"That was not so scary," said {hero}. "Not one bit."'],
  patience: ['"I waited and waited," said {hero}. "And it was worth it."', '"That was worth the wait," said {hero}. "Every bit."'],
  perseverance: ['"I kept on trying," said {hero}. "And I did it!"', '"I did not give up," said {hero}. "Not once."'],
  kindness: ['"That felt good," said {hero}. "It made them smile."', '"I was kind," said {hero}. "And it felt nice."'],
  teamwork: ['"We did it," said {hero}. "We did it as a team."', '"We did it together," said {hero}. "All of us."'],
  helping: ['"I helped," said {hero}. "I was a big help."', '"I did my bit," said {hero}. "A big bit."'],
  listening: ['"I am glad I listened," said {hero}. "Now I know."'],
  mistakes: ['"Oops is OK," said {hero}. "I can try again."'],
  honesty: ['"I told the truth," said {hero}. "Now I feel light."'],
  'being-yourself': ['"I like being me," said {hero}. "Just me."'],
  friendship: ['"I like my friends," said {hero}. "A lot."'],
  sharing: ['"It was more fun to share," said {hero}. "Much more."'],
  gratitude: ['"Thank you," said {hero}. "Thank you so much."'],
};

/**
 * The idea's sentence after the theme's opening: with the engine's lesson, how THIS day comes right ("With Mum close by,
 * Arlo found a way, and in the end the plane landed with a gentle bump."), where "learns that being brave means trying
 * even when you feel scared" was every brave theme's summary.
 */
export function toldSummaryEnd(ctx: StoryContext, entry: CatalogueTheme, company: string, win: string, lesson: () => string, joinIn = false): string {
  if (saysTheStockLesson(ctx, entry, joinIn)) return `With ${company} close by, ${ctx.hero.name} finds a way, and learns that ${lesson()}.`;
  return `With ${company} close by, ${ctx.hero.name} found a way, and in the end ${win}.`;
}

/**
 * The grown-up along met by what they do on this theme's day (`world/catalogue/company.ts`), in place of a line that met
 * them as merely there ("Mum was there with him, the way she always was.", `CAME_ALONG`), from three up.
 */
export function metOnTheDay(ctx: StoryContext, entry: CatalogueTheme, met: string | undefined, fill: (line: string) => string): string | undefined {
  const line = companyOf(entry);
  if (met === undefined || ctx.age === '0-2' || ctx.pal.kit.person !== 'grown-up' || !ctx.pal.isNamed || !CAME_ALONG.test(met)) return met;
  // A teacher, coach or leader of the cast is met as who they are, never with a family grown-up's line (they did not
  // pack the socks): `story/role-holders.ts`.
  if (holdsARole(ctx.pal, ctx.notesText)) return ctx.age === '9-12' ? (metAsHolder(ctx.pal, ctx.hero, ctx.notesText) ?? met) : met;
  if (!line) return met;
  return fill(line);
}

/** The lines that meet a grown-up as coming along (`introduceFriends`). */
export const CAME_ALONG = /\b(?:came along with|was there with|was not on (?:his|her|their) own)\b|^And here is /;

/** "Mum was there too.": the line that says who else came along (`introduceFriends`), of one name. */
const ALSO_THERE = /^(\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)?) (?:was there too|was there as well|came too)\.$/u;

/** "Mr Jones was there too." after the worry was asked of Mr Jones: one already on the page is not met again. */
export const notMetAgain = (lines: readonly string[], said: string): string[] => lines.filter((line) => {
  const name = ALSO_THERE.exec(line)?.[1];
  return name === undefined || !new RegExp(`(?<!\\p{L})${name}(?!\\p{L})`, 'u').test(said);
});

/**
 * A grown-up beside a child friend ("Mum was there too.", on the page that meets the friend) met by what they do on this
 * theme's day, as `metOnTheDay` meets the grown-up who is the friend: "Mum had written two questions on the back of her hand."
 */
export function alsoOnTheDay(ctx: StoryContext, entry: CatalogueTheme, lines: readonly string[], fill: (line: string) => string): string[] {
  const line = companyOf(entry);
  // The day's one line is the grown-up friend's where there is one (`metOnTheDay`): said of both, a page read "Nonno had
  // filled the little clay lamps, ready for the evening, and Nani had filled the little clay lamps, ready for the evening."
  const palHasIt = ctx.pal.kit.person === 'grown-up' && ctx.pal.isNamed && !holdsARole(ctx.pal, ctx.notesText);
  if (!line || ctx.age === '0-2' || palHasIt) return [...lines];
  return lines.map((said) => {
    const name = ALSO_THERE.exec(said)?.[1];
    const member = ctx.others.find((other) => other.name === name && other.kit.person === 'grown-up');
    if (!member || holdsARole(member, ctx.notesText)) return said;
    return fill(line.replaceAll('{palhis}', member.his).replaceAll('{palhim}', member.him).replaceAll('{palhe}', member.he).replaceAll('{pal}', member.name));
  });
}

/**
 * A noted fact that says again the role the meeting line has named: "Mr Hale was Tess's drama teacher." and then "Mr Hale
 * was her drama teacher." (the notes' fact, `cast/kin-from-notes.ts`), which a page joined as "…, and he was her drama teacher".
 */
export function restatesTheRole(line: string, met: string | undefined): boolean {
  const role = /\bwas (?:his|her|their|the|a|an) ([\p{L} -]+?)\.?$/u.exec(line)?.[1];
  return met !== undefined && role !== undefined && met.endsWith(` ${role}.`);
}
