import { JOB_PLOT_ID } from './frame-ids';
import { typedTheme } from './frame-entry';
import type { CatalogueTheme, Wording } from '../world/catalogue';
import { readMoment } from '../understand/read-moment';
import { readJob, type JobReading } from '../understand/read-job';
import type { PlotShape } from './plot-shape';
import { themePlot, type ThemeMiddle } from './theme-story';
import { jobLines } from './job-lines';
import { capitalize } from '../core/text';

/**
 * A grown-up's job ("my mum is a nurse", "dad drives a lorry", "mum works nights", "what daddy does at work") told as the
 * story in the shape the parent means (`understand/read-job.ts`): pride (a visit to their work, playing it at home), the
 * job taking them away at odd hours (the goodnight that is theirs, a note each way), what they do all day (two days side
 * by side), or a job they had once (the old box of things). The grown-up is {who}, the one the moment belongs to.
 */


/** The grown-up's pronouns in a line, and the grown-up by name where the theme names none ("take your child to work day"). */
function withTheGrownUp(wording: Wording, reading: JobReading, theme: string): Wording {
  const [whom, whose] = reading.he === 'she' ? ['her', 'her'] : reading.he === 'he' ? ['him', 'his'] : ['them', 'their'];
  const named = readMoment(theme).owner !== undefined;
  const put = (line: string) => {
    const filled = line.replaceAll('{whom}', whom).replaceAll('{whose}', whose).replaceAll('{whohe}', reading.he);
    return named ? filled : filled.replaceAll('{who}', capitalize(reading.who));
  };
  return typeof wording === 'string' ? put(wording) : [put(wording[0]), ...wording.slice(1).map(put)];
}

function jobEntry(theme: string, reading: JobReading): CatalogueTheme {
  const lines = jobLines(reading);
  const put = (wording: Wording) => withTheGrownUp(wording, reading, theme);
  return {
    id: JOB_PLOT_ID,
    // Nights apart and the morning goodbye are a moment to get through; pride, a day and a job once had are ordinary days, not an ordeal.
    kind: reading.shape === 'away' || reading.shape === 'goodbye' ? 'moment' : 'activity',
    words: typedTheme(theme),
    name: lines.name,
    setting: 'home',
    lesson: lines.lesson,
    owner: reading.who,
    // Away at odd hours, the grown-up is out of the middle and met in the entry's own lines (the goodnight, the morning).
    ...(reading.shape === 'away' || reading.shape === 'goodbye' ? { ownerAway: true as const } : {}),
    title: put(lines.title),
    opening: put(lines.opening),
    worry: put(lines.worry),
    tries: [put(lines.tries[0]), put(lines.tries[1]), put(lines.tries[2])],
    turn: put(lines.turn),
    details: [put(lines.details[0]), put(lines.details[1]), put(lines.details[2]), put(lines.details[3])],
    win: put(lines.win),
    end: put(lines.end),
  };
}

function jobMiddle(reading: JobReading, theme: string): ThemeMiddle {
  const { setback, choice, subplot, hope } = jobLines(reading);
  const put = (wording: Wording) => withTheGrownUp(wording, reading, theme);
  return { setback: put(setback), choice: put(choice), subplot, hope: put(hope) };
}

/** The plot that tells the grown-up's job a theme names, or nothing when it names none (`readJob`). */
export function jobPlot(theme: string | undefined): PlotShape | undefined {
  const reading = theme ? readJob(theme) : undefined;
  if (!reading || !theme) return undefined;
  return { ...themePlot(jobEntry(theme, reading), jobMiddle(reading, theme)), id: JOB_PLOT_ID };
}

/** The job's entry, for what the story's context takes from a theme told as its own day. */
export function jobOuting(theme: string | undefined): CatalogueTheme | undefined {
  const reading = theme ? readJob(theme) : undefined;
  return reading && theme ? jobEntry(theme, reading) : undefined;
}
