import { BODY_PLOT_ID, CHANGE_PLOT_ID, CONTEST_PLOT_ID, DAY_PLOT_ID, HABIT_PLOT_ID, INTEREST_PLOT_ID, JOB_PLOT_ID, MAKING_PLOT_ID, RELATION_PLOT_ID, VISIT_PLOT_ID, WANTING_PLOT_ID } from './frame-ids';
import type { AgeGroup } from '@studio/contracts/stories';
import type { CatalogueTheme } from '../world/catalogue';
import type { ThemeReading } from '../understand/read-theme';
import type { PlotShape } from './plot-shape';
import { bodyOuting, bodyPlot } from './the-body';
import { changeOuting, changePlot } from './the-change';
import { contestOuting, contestPlot } from './the-contest';
import { dayOuting, dayPlot, visitOuting, visitPlot } from './the-day';
import { habitOuting, habitPlot } from './the-habit';
import { interestOuting, interestPlot } from './the-interest';
import { jobOuting, jobPlot } from './the-job';
import { makingOuting, makingPlot } from './the-making';
import { relationPlot } from './the-relation';
import { wantingOuting, wantingPlot } from './the-wanting';

/**
 * A general frame a theme the catalogue does not name is read into (`understand/read-theme.ts`): the kind of reading, the
 * plot's id, the plot built from the theme, and the entry a story's context takes from it (where the hero lives, who
 * stays at home), where it has one.
 */
export interface Frame {
  kind: ThemeReading['kind'];
  id: string;
  plot: (theme: string | undefined, age?: AgeGroup) => PlotShape | undefined;
  outing?: (theme: string | undefined, age?: AgeGroup) => CatalogueTheme | undefined;
  /** The id of a plainer telling of the same reading, tried when this frame's story is over the listener's band. */
  plainer?: string;
}

/** Every general frame: a day, a contest, a habit, a person's doing, the family's news, the body, an interest, a grown-up's job, a thing made, a thing wanted. */
export const FRAMES: readonly Frame[] = [
  { kind: 'day', id: DAY_PLOT_ID, plot: dayPlot, outing: dayOuting, plainer: VISIT_PLOT_ID },
  { kind: 'contest', id: CONTEST_PLOT_ID, plot: contestPlot, outing: contestOuting },
  { kind: 'habit', id: HABIT_PLOT_ID, plot: habitPlot, outing: habitOuting },
  { kind: 'relation', id: RELATION_PLOT_ID, plot: relationPlot },
  { kind: 'change', id: CHANGE_PLOT_ID, plot: changePlot, outing: changeOuting },
  { kind: 'body', id: BODY_PLOT_ID, plot: bodyPlot, outing: bodyOuting },
  { kind: 'interest', id: INTEREST_PLOT_ID, plot: interestPlot, outing: interestOuting },
  { kind: 'job', id: JOB_PLOT_ID, plot: jobPlot, outing: jobOuting },
  { kind: 'making', id: MAKING_PLOT_ID, plot: makingPlot, outing: makingOuting },
  { kind: 'wanting', id: WANTING_PLOT_ID, plot: wantingPlot, outing: wantingOuting },
  // After every frame of its kind: `frameOfKind('day')` is the day's own frame.
  { kind: 'day', id: VISIT_PLOT_ID, plot: visitPlot, outing: visitOuting },
];

export const frameById = (id: string): Frame | undefined => FRAMES.find((frame) => frame.id === id);
export const frameOfKind = (kind: ThemeReading['kind']): Frame | undefined => FRAMES.find((frame) => frame.kind === kind);
