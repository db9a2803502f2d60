import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUp } from '../support/accounts';
import { FakeOpenAi } from '../support/fake-openai';
import { apiAs } from '../support/client';
import { startTestProduct, type TestProduct } from '../support/test-product';
import {approvedStory, createDraft, waitForJob } from '../support/stories';

/** The whole product with OPENAI_API_KEY set, talking to a local server that speaks the protocol. */
let fake: FakeOpenAi;
let product: TestProduct;
beforeAll(async () => {
  fake = await new FakeOpenAi().start();
  product = await startTestProduct({ OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: fake.baseUrl, OPENAI_TEXT_MODEL: 'tiny-story-model' });
});
afterAll(async () => {
  await product.stop();
  await fake.stop();
});
beforeEach(() => {
  fake.faults.length = 0;
  fake.alwaysFault = null;
  fake.flagged.clear();
});

describe('stories with an OpenAI-compatible provider', () => {
  it('takes the idea, refinement, outline and pages from the model, moderating what it writes', async () => {
    const auth = await signUp(product);
    const api = apiAs(product, auth);
    const storyId = await createDraft(product, auth);
    const idea = (await api.get(`/api/v1/stories/${storyId}/story-idea`)).json();
    expect(idea).toMatchObject({ title: 'Mia and the Moonlit Garden', version: 1 });
    expect(fake.chatRequests('story_idea').at(-1)?.body.model).toBe('tiny-story-model');

    const refined = (await api.postForm('/api/v1/generate/refine-story-idea', { story_id: storyId, user_feedback: 'add a dragon named Ember' })).json();
    expect(refined.characters.map((character: { name: string }) => character.name)).toEqual(['Mia', 'Pip', 'Ember']);
    await api.postForm('/api/v1/stories/approve-idea', { story_id: storyId });

    const { job_id } = (await api.post('/api/v1/generate/complete-storybook', { story_id: storyId })).json();
    expect(await waitForJob(product, auth, job_id)).toMatchObject({ status: 'succeeded', message: 'Wrote page 8 of 8' });
    const story = (await api.get(`/api/v1/stories/${storyId}`)).json();
    expect(story.status).toBe('complete');
    expect(story.pages.map((page: { text: string }) => page.text)).toEqual(
      Array.from({ length: 8 }, (_, index) => `On page ${index + 1}, Mia walked through the moonlit garden and smiled.`),
    );
    const moderated = fake.requests.filter((request) => request.path.endsWith('/moderations')).map((request) => request.body.input);
    // A page is checked with the names its scene gives the illustrator.
    expect(moderated).toEqual(expect.arrayContaining(['add a dragon named Ember', `${story.pages[0].text}\nMia`, `${story.pages[7].text}\nMia`]));
  });

  it("refuses input the provider's moderation endpoint flags", async () => {
    fake.flagged.set('pinch everyone', 'harassment');
    const auth = await signUp(product);
    const response = await apiAs(product, auth).post('/api/v1/stories/draft', {
      characters: [{ name: 'Mia', kind: 'child' }],
      target_age_range: '3-5',
      notes: 'Mia should pinch everyone at school',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'unsafe_harassment', errors: [{ field: 'notes' }] });
  });

  it('asks again after a malformed answer and still finishes the story', async () => {
    const auth = await signUp(product);
    const api = apiAs(product, auth);
    const storyId = await approvedStory(product, auth);
    fake.faults.push('not_json', 'wrong_pages');
    const { job_id } = (await api.post('/api/v1/generate/complete-storybook', { story_id: storyId })).json();
    expect((await waitForJob(product, auth, job_id)).status).toBe('succeeded');
    expect((await api.get(`/api/v1/stories/${storyId}`)).json().pages).toHaveLength(8);
  });

  it('fails the job and the story with a clear reason when every answer is malformed', async () => {
    const auth = await signUp(product);
    const api = apiAs(product, auth);
    const storyId = await approvedStory(product, auth);
    fake.alwaysFault = 'missing_fields';
    const { job_id } = (await api.post('/api/v1/generate/complete-storybook', { story_id: storyId })).json();
    const reason =
      'The AI story-writing service answered in a form we could not use (it did not fit the story outline format: the answer missed fields: outline). No credits were taken. Please try again.';
    expect(await waitForJob(product, auth, job_id)).toMatchObject({ status: 'failed', error: reason });
    expect((await api.get(`/api/v1/stories/${storyId}`)).json()).toMatchObject({ status: 'failed', failure_reason: reason });

    fake.alwaysFault = null;
    const retry = (await api.post('/api/v1/generate/complete-storybook', { story_id: storyId })).json();
    expect((await waitForJob(product, auth, retry.job_id)).status).toBe('succeeded');
    expect((await api.get(`/api/v1/stories/${storyId}`)).json()).toMatchObject({ status: 'complete', failure_reason: null });
  });

  it('fails the job with the HTTP status when the model server keeps failing', async () => {
    const auth = await signUp(product);
    const api = apiAs(product, auth);
    const storyId = await approvedStory(product, auth);
    fake.alwaysFault = 'server_error';
    const { job_id } = (await api.post('/api/v1/generate/complete-storybook', { story_id: storyId })).json();
    const job = await waitForJob(product, auth, job_id);
    expect(job.status).toBe('failed');
    expect(job.error).toBe('The AI story-writing service failed (HTTP 500). No credits were taken. Please try again.');
  });
});
