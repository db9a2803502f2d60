import { isThemeSubject } from '../cast/theme-subject';
import type { StoryContext } from '../story/story-context';
import { CAME_ALONG } from './told-ends';

/**
 * Whether a nine-to-twelve's meeting line has the grown-up the day is about as the hero's company ("Grandpa was there
 * with her, at his own steady pace." after "Grandpa had dementia"; "Ella was not on her own: Dad was with her." after Dad
 * told her he was losing his job): such a line is left out, and the worry is not said "to" them.
 */
export const subjectMetAsCompany = (ctx: StoryContext, met: string | undefined): boolean =>
  ctx.age === '9-12' && met !== undefined && CAME_ALONG.test(met) && ctx.pal.isNamed && isThemeSubject(ctx.pal, ctx.themeText);
