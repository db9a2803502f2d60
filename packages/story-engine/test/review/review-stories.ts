import type { StoryIdea, StoryInputs, StoryPage } from '@studio/contracts/stories';
import { refineIdea, writeIdea, writeStory } from '../../src/index';
import type { ReviewCase } from './review-cases';
import { stockSentences, storyDefects } from './defects';
import { loadReadings, meanReading, readingLine, type Reading } from './readings';

export interface ReviewedStory {
  case: ReviewCase;
  inputs: StoryInputs;
  idea: StoryIdea;
  pages: StoryPage[];
}

/** Writes a case's story as the product does: the idea, each refinement in turn, then the pages. */
export function writeReviewStory(review: ReviewCase): ReviewedStory {
  let inputs = review.inputs;
  let idea = writeIdea(inputs, review.seed);
  for (const feedback of review.refinements) ({ idea, inputs } = refineIdea(idea, inputs, feedback));
  return { case: review, inputs, idea, pages: writeStory(idea, inputs) };
}

/** The review set as Markdown, one story after another, page by page, to read and to diff. */
export function reviewMarkdown(stories: readonly ReviewedStory[], readings: Record<string, Reading> = loadReadings()): string {
  const { mean, read } = meanReading(stories, readings);
  const parts = [
    '# The story engine\'s review set',
    '',
    'Written by `npm run review -w @studio/story-engine` from `test/review/review-cases.ts`; a test fails when',
    'this file is not what the engine writes today, so every change to the engine shows here as a diff.',
    '',
    'Each story ends with a person\'s reading of it, "would I read this to my child again", 1–5, with the',
    'reason (kept in `review/readings.json`, tied to the text that was read).',
    '',
    read > 0 ? `Read as they are now: ${read} of ${stories.length}, mean ${mean.toFixed(2)}.` : 'None read as they are now.',
    '',
  ];
  for (const story of stories) {
    const { inputs } = story;
    const cast = inputs.characters.map((c) => `${c.name} (${c.species ?? c.kind}, ${c.pronoun})`).join(', ');
    parts.push(`## ${story.case.id}: ${story.idea.title}`, '');
    parts.push(`Ages ${inputs.age_group}, ${inputs.story_length}, ${inputs.tone}, ${inputs.setting ?? 'any setting'}; ${cast}` + (inputs.theme ? `; theme: ${inputs.theme}` : '') + (inputs.lesson ? `; lesson: ${inputs.lesson}` : ''));
    if (story.case.refinements.length > 0) parts.push(`Refined: ${story.case.refinements.map((r) => `"${r}"`).join(', ')}`);
    parts.push('');
    for (const page of story.pages) parts.push(`${page.page_number}. ${page.text}`, '');
    parts.push(readingLine(story, readings[story.case.id]), '');
    const defects = storyDefects(story);
    if (defects.length > 0) parts.push('Found by the checks:', ...defects.map((defect) => `- ${defect.kind}: ${defect.detail}`), '');
  }
  const stock = [...stockSentences(stories)].sort((a, b) => b[1] - a[1]);
  if (stock.length > 0) {
    parts.push('## Lines in more than a fifth of the books (names shown as X)', '', ...stock.map(([sentence, books]) => `- ${books} of ${stories.length}: "${sentence}"`), '');
  }
  return `${parts.join('\n').trimEnd()}\n`;
}
