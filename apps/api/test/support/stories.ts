import type { JobStatusResponse } from '@studio/contracts/jobs';
import { FINISHED_JOB_STATUSES } from '@studio/contracts/jobs';
import type { StoryDraftCreateRequest } from '@studio/contracts/stories-api';
import { apiAs } from './client';
import { nextJobChange } from './job-changes';
import type { TestProduct } from './test-product';

/** Shared by the stories and books suites: story details, a story at each step, waiting for jobs. */
type Auth = { access_token: string };

export function storyDetails(overrides: Partial<StoryDraftCreateRequest> = {}): StoryDraftCreateRequest {
  return {
    characters: [
      { name: 'Mia', kind: 'child', pronoun: 'she', appearance: { hair: 'curly brown', skin_tone: 'warm brown', clothing: 'yellow raincoat' }, traits: ['curious'] },
      { name: 'Pip', kind: 'animal', species: 'fox', appearance: { fur: 'red' }, traits: ['shy'] },
    ],
    target_age_range: '3-5',
    story_length: 'short',
    theme: 'a picnic that goes wrong',
    setting: 'forest',
    lesson: 'Friends help each other',
    tone: 'gentle',
    ...overrides,
  };
}


export async function createDraft(product: TestProduct, auth: Auth, overrides: Partial<StoryDraftCreateRequest> = {}): Promise<string> {
  const response = await apiAs(product, auth).post('/api/v1/stories/draft', storyDetails(overrides));
  if (response.statusCode !== 201) throw new Error(`draft failed: ${response.body}`);
  return (response.json() as { story_id: string }).story_id;
}

/** Draft, idea, approval: a story ready to be written. */
export async function approvedStory(product: TestProduct, auth: Auth, overrides: Partial<StoryDraftCreateRequest> = {}): Promise<string> {
  const api = apiAs(product, auth);
  const storyId = await createDraft(product, auth, overrides);
  await api.get(`/api/v1/stories/${storyId}/story-idea`);
  const approved = await api.postForm('/api/v1/stories/approve-idea', { story_id: storyId });
  if (approved.statusCode !== 200) throw new Error(`approve failed: ${approved.body}`);
  return storyId;
}

/**
 * Asks GET /jobs/status again whenever one of the product's customer jobs changes, or every 250 ms for
 * changes no event reports. Asking every 25 ms cost about 5 ms of CPU an answer, on the thread the job
 * itself runs on: a tenth of a core for as long as any test waited.
 */
const UNREPORTED_CHANGE_MS = 250;

export async function waitForJob(product: TestProduct, auth: Auth, jobId: string, timeoutMs = 20_000): Promise<JobStatusResponse> {
  const api = apiAs(product, auth);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    // Listening before asking, so a change made while the answer is on its way is not missed.
    const next = nextJobChange(product.context.jobs, Math.min(UNREPORTED_CHANGE_MS, Math.max(0, deadline - Date.now())));
    const status = (await api.get(`/jobs/status/${jobId}`)).json() as JobStatusResponse;
    if (FINISHED_JOB_STATUSES.includes(status.status)) {
      next.cancel();
      return status;
    }
    await next.changed;
  }
  throw new Error(`job ${jobId} did not finish`);
}
