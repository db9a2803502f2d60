import { PAGES_BY_LENGTH } from '@studio/contracts/stories';
import type { Story, StoryIdeaResponse, StoryListItem } from '@studio/contracts/stories-api';
import type { StoryIdea } from '@studio/contracts/stories';
import type { StoryListRow, StoryPageRow, StoryRow } from './repo';
import { seriesOf } from './next-adventure';
import { storedIdea, storedInputs } from './stored-limits';

export function toStory(row: StoryRow, pages: StoryPageRow[]): Story {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    inputs: storedInputs(row.inputs),
    idea: row.idea && storedIdea(row.idea),
    outline: row.outline,
    pages: pages.map((page) => ({ page_number: page.pageNumber, text: page.text, scene: page.scene })),
    page_count: PAGES_BY_LENGTH[row.inputs.story_length],
    failure_reason: row.failureReason,
    job_id: row.jobId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toListItem(row: StoryListRow): StoryListItem {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    age_group: row.inputs.age_group,
    story_length: row.inputs.story_length,
    page_count: PAGES_BY_LENGTH[row.inputs.story_length],
    pages_written: row.pagesWritten,
    job_id: row.jobId,
    series_id: seriesOf(row),
    cast: row.inputs.characters.map((character) => character.name),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toIdeaResponse(row: StoryRow & { idea: StoryIdea }): StoryIdeaResponse {
  const idea = storedIdea(row.idea);
  return {
    story_id: row.id,
    title: idea.title,
    summary: idea.summary,
    characters: idea.characters,
    setting: idea.setting,
    lesson: idea.lesson,
    tone: idea.tone,
    version: row.ideaVersion,
    status: row.status,
  };
}
