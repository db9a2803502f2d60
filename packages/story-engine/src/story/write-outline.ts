import { withOutingAtTheSetting } from '../understand/outing-at-the-setting';
import type { OutlineEntry, StoryIdea, StoryInputs } from '@studio/contracts/stories';
import { capitalize } from '../core/text';
import { plotById } from '../plots';
import { buildContext } from './build-context';
import { planPages } from './plan-pages';

/** One line per page with its beat; it follows the same plan writeStory writes from. */
export function writeOutline(idea: StoryIdea, asWritten: StoryInputs): OutlineEntry[] {
  const inputs = withOutingAtTheSetting(asWritten);
  const plot = plotById(idea.plot, inputs.theme, inputs.notes, inputs.age_group);
  return planPages(buildContext(idea, inputs, plot), plot, inputs.story_length).map(({ beat, plan }, index) => ({
    page_number: index + 1,
    beat,
    summary: capitalize(plan.gist),
  }));
}
