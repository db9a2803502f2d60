import type { TextEngine } from '@studio/contracts/stories-api';

/** Where the story flow goes next; /build belongs to the books issue and reads story_id. */
export const ideaPath = (storyId: string, engine?: TextEngine) =>
  `/story/details?story_id=${encodeURIComponent(storyId)}${engine ? `&engine=${engine}` : ''}`;

export const generatingPath = (storyId: string, jobId?: string) =>
  `/story/generating?story_id=${encodeURIComponent(storyId)}${jobId ? `&job_id=${encodeURIComponent(jobId)}` : ''}`;

export const buildPath = (storyId: string) => `/build?story_id=${encodeURIComponent(storyId)}`;
