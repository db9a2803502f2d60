import { expect, inject } from 'vitest';
import type { Plan } from '@studio/contracts/billing';
import type { ArtStyle } from '@studio/contracts/stories';
import { createVerifiedAccount } from './accounts';

const baseUrl = () => inject('baseUrl');

export async function api<T>(path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function waitForJob(token: string, jobId: string): Promise<void> {
  await expect.poll(async () => (await api<{ status: string }>(`/jobs/status/${jobId}`, token)).status, { timeout: 30_000 }).toBe('succeeded');
}

/** A free-plan account (10 credits) with a finished 8-page story, made through the API. */
export async function accountWithStory(artStyle: ArtStyle): Promise<{ account: { email: string; password: string }; token: string; storyId: string }> {
  const account = await createVerifiedAccount('illustrator', 'Ada Parent');
  const { access_token: token } = (await (await fetch(`${baseUrl()}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) })).json()) as { access_token: string };
  const free = ((await (await fetch(`${baseUrl()}/api/v1/plans`)).json()) as Plan[]).find((plan) => plan.type === 'free')!;
  await api('/api/v1/subscriptions/subscribe', token, { plan_id: free.id });
  const story = await api<{ story_id: string; job_id: string }>('/api/v1/stories/', token, {
    characters: [
      { name: 'Mia', kind: 'child', pronoun: 'she', appearance: { hair: 'curly', hair_color: 'brown', skin_tone: 'brown', clothing_color: 'yellow' } },
      { name: 'Pip', kind: 'animal', species: 'fox' },
    ],
    target_age_range: '3-5',
    story_length: 'short',
    setting: 'forest',
    art_style: artStyle,
  });
  await waitForJob(token, story.job_id);
  return { account, token, storyId: story.story_id };
}

/** The same, with every page illustrated. */
export async function accountWithBook(artStyle: ArtStyle) {
  const made = await accountWithStory(artStyle);
  const started = await api<{ job_id: string }>('/api/v1/books/generate', made.token, { story_id: made.storyId, options: { use_high_quality_mode: false } });
  await waitForJob(made.token, started.job_id);
  return made;
}
