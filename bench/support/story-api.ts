import { signUpThroughApi } from './accounts';

/** The story flow through the public API, as the web app drives it, for benches on the real product. */
export type Call = (method: string, path: string, body?: unknown) => Promise<Record<string, unknown>>;

export function client(baseUrl: string, accessToken: string): Call {
  return async (method, path, body) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
}

export async function approvedStory(call: Call, length: string, run: number, artStyle?: string): Promise<string> {
  const { story_id } = await call('POST', '/api/v1/stories/draft', {
    characters: [{ name: 'Amara', kind: 'child', pronoun: 'she' }, { name: 'Ember', kind: 'creature', species: 'dragon' }],
    target_age_range: ['0-2', '3-5', '6-8', '9-12'][run % 4],
    story_length: length,
    ...(artStyle && { art_style: artStyle }),
  });
  await call('GET', `/api/v1/stories/${story_id}/story-idea`);
  await call('POST', '/api/v1/stories/approve-idea', { story_id });
  return String(story_id);
}

/** Polls a job as the web app does until it succeeds; a failed job throws with its error. */
export async function jobSucceeded(call: Call, jobId: unknown, pollMs = 10): Promise<void> {
  for (;;) {
    const job = await call('GET', `/jobs/status/${String(jobId)}`);
    if (job.status === 'succeeded') return;
    if (job.status === 'failed') throw new Error(`job failed: ${String(job.error)}`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** Subscribes to Pro and pays on the test checkout: monthly credits and long stories. */
export async function upgradeToPro(call: Call): Promise<void> {
  const plans = (await call('GET', '/api/v1/plans')) as unknown as Array<{ id: string; type: string }>;
  const pro = plans.find((plan) => plan.type === 'pro');
  const started = await call('POST', '/api/v1/subscriptions/subscribe', { plan_id: pro?.id });
  if (started.payment_id) await call('POST', `/api/v1/payments/test/${String(started.payment_id)}/confirm`);
}

/** A Pro customer's story of `length`, written and drawn by the offline engines, as several benches need one. */
export async function drawnBook(baseUrl: string, dataDir: string, length = 'short', artStyle?: string): Promise<{ accessToken: string; call: Call; storyId: string }> {
  const auth = await signUpThroughApi(baseUrl, dataDir);
  const call = client(baseUrl, auth.access_token);
  await upgradeToPro(call);
  const storyId = await approvedStory(call, length, 1, artStyle);
  await jobSucceeded(call, (await call('POST', '/api/v1/generate/complete-storybook', { story_id: storyId })).job_id);
  await jobSucceeded(call, (await call('POST', '/api/v1/books/generate', { story_id: storyId, options: { use_high_quality_mode: false } })).job_id);
  return { accessToken: auth.access_token, call, storyId };
}
