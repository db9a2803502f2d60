/** Where the story flow goes next; /build belongs to the books issue and reads story_id. */
export const generatingPath = (storyId: string, jobId?: string) =>
  `/story/generating?story_id=${encodeURIComponent(storyId)}${jobId ? `&job_id=${encodeURIComponent(jobId)}` : ''}`;

export const buildPath = (storyId: string) => `/build?story_id=${encodeURIComponent(storyId)}`;
