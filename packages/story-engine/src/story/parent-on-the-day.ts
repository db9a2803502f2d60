import { catalogueThemeById } from '../world/catalogue';
import { companyOf } from '../world/catalogue/company';
import { entryAsSaid } from '../plots/theme-story';
import type { StoryContext } from './story-context';

/** The pronouns of a parent the cast does not have, by the word that names them. */
const PARENT_WORDS: Readonly<Record<string, { he: string; his: string; him: string }>> = {
  Mum: { he: 'she', his: 'her', him: 'her' },
  Dad: { he: 'he', his: 'his', him: 'him' },
};

/**
 * The parent a told book brings along (`story/parent-met.ts`) met by what they do on this theme's day ("Dad had the
 * passports in a zip pocket, and checked them twice."), where "Dad was there too." was one told book in eight's first
 * page (round 16, names masked). Only a line whose every placeholder this can fill; none for an untold plot.
 */
export function parentOnTheDay(plotId: string, ctx: Pick<StoryContext, 'hero' | 'themeText' | 'notesText' | 'age'>, parent: string): string | undefined {
  const hero = ctx.hero;
  const entry = catalogueThemeById(/^theme:(.+)$/.exec(plotId)?.[1] ?? '');
  const line = entry ? companyOf(entryAsSaid(entry, ctx.themeText, ctx.notesText, ctx.age)) : undefined;
  const words = PARENT_WORDS[parent];
  if (!line || !words) return undefined;
  const said = line
    .replaceAll('{palhis}', words.his).replaceAll('{palhim}', words.him).replaceAll('{palhe}', words.he).replaceAll('{pal}', parent)
    .replaceAll('{hero}', hero.name).replaceAll('{his}', hero.his).replaceAll('{him}', hero.him);
  return /\{/.test(said) ? undefined : said;
}
