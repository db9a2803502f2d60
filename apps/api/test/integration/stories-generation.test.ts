import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { writeIdea, writeStory } from '@studio/story-engine';
import { storyInputsSchema } from '@studio/contracts/stories';
import { stories, storyIdeas, storyPages } from '../../src/db/schema';
import { createWriteStoryJob } from '../../src/modules/stories/write-story-job';
import { seedFor } from '../../src/modules/stories/ideas';
import { signUp } from '../support/accounts';
import { switchToPlan } from '../support/billing';
import { multipartBody } from '../support/multipart';
import { apiAs } from '../support/client';
import { startTestProduct, type TestProduct } from '../support/test-product';
import {approvedStory, createDraft, storyDetails, waitForJob } from '../support/stories';

let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product.stop());

describe('GET /api/v1/stories/{id}/story-idea', () => {
  it("writes the idea on the first request with the built-in engine, then answers the same idea", async () => {
    const auth = await signUp(product);
    const api = apiAs(product, auth);
    const storyId = await createDraft(product, auth);
    const response = await api.get(`/api/v1/stories/${storyId}/story-idea`);
    expect(response.statusCode).toBe(200);
    const idea = response.json();
    const inputs = storyInputsSchema.parse({ ...storyDetails(), age_group: '3-5' });
    const expected = writeIdea(inputs, seedFor(storyId));
    expect(idea).toEqual({
      story_id: storyId, title: expected.title, summary: expected.summary, characters: expected.characters,
      setting: 'forest', lesson: 'Friends help each other', tone: 'gentle', version: 1, status: 'idea_ready',
    });
    expect((await api.get(`/api/v1/stories/${storyId}/story-idea`)).json()).toEqual(idea);
    const story = (await api.get(`/api/v1/stories/${storyId}`)).json();
    expect(story).toMatchObject({ status: 'idea_ready', title: expected.title });
  });

  it('writes one idea when two requests race for it', async () => {
    const auth = await signUp(product);
    const api = apiAs(product, auth);
    const storyId = await createDraft(product, auth);
    const [first, second] = await Promise.all([api.get(`/api/v1/stories/${storyId}/story-idea`), api.get(`/api/v1/stories/${storyId}/story-idea`)]);
    expect(first.json()).toEqual(second.json());
    expect(await product.context.db.select().from(storyIdeas).where(eq(storyIdeas.storyId, storyId))).toHaveLength(1);
  });
});

describe('POST /api/v1/generate/refine-story-idea', () => {
  it('changes the idea in the direction of the feedback and keeps every earlier idea', async () => {
    const auth = await signUp(product);
    const api = apiAs(product, auth);
    // A theme whose place can move: a catalogue day (the fixture's picnic) keeps its own place and says so in the idea.
    const storyId = await createDraft(product, auth, { theme: 'a lost teddy' });
    const first = (await api.get(`/api/v1/stories/${storyId}/story-idea`)).json();

    const dragon = await api.postForm('/api/v1/generate/refine-story-idea', { story_id: storyId, user_feedback: 'add a dragon named Ember' });
    expect(dragon.statusCode).toBe(200);
    expect(dragon.json()).toMatchObject({ version: 2, status: 'idea_ready' });
    expect(dragon.json().characters.map((character: { name: string }) => character.name)).toEqual(['Mia', 'Pip', 'Ember']);

    const sea = (await api.postForm('/api/v1/generate/refine-story-idea', { story_id: storyId, user_feedback: 'set it under the sea' })).json();
    expect(sea).toMatchObject({ version: 3, setting: 'under the sea' });

    const versions = await product.context.db.select().from(storyIdeas).where(eq(storyIdeas.storyId, storyId)).orderBy(storyIdeas.version);
    expect(versions.map((row) => [row.version, row.feedback, row.idea.title])).toEqual([
      [1, null, first.title],
      [2, 'add a dragon named Ember', dragon.json().title],
      [3, 'set it under the sea', sea.title],
    ]);
    const story = (await api.get(`/api/v1/stories/${storyId}`)).json();
    expect(story.inputs).toMatchObject({ setting: 'under the sea' });
    expect(story.idea.characters).toHaveLength(3);
  });

  it('takes the form as multipart and as JSON too', async () => {
    const auth = await signUp(product);
    const api = apiAs(product, auth);
    const storyId = await createDraft(product, auth);
    const multipart = multipartBody([{ name: 'story_id', value: storyId }, { name: 'user_feedback', value: 'make it funnier' }]);
    const viaMultipart = await product.app.inject({ method: 'POST', url: '/api/v1/generate/refine-story-idea', headers: { ...multipart.headers, authorization: `Bearer ${auth.access_token}` }, payload: multipart.payload });
    expect(viaMultipart.json()).toMatchObject({ version: 2, tone: 'funny' });
    const viaJson = await api.post('/api/v1/generate/refine-story-idea', { story_id: storyId, user_feedback: 'less scary' });
    expect(viaJson.json()).toMatchObject({ version: 3 });
    expect((await api.postForm('/api/v1/generate/refine-story-idea', { story_id: storyId })).json()).toMatchObject({ code: 'validation_error', errors: [{ field: 'user_feedback' }] });
  });

  it('refuses unsafe feedback with 422, and a longer story than the plan allows with 403', async () => {
    const auth = await signUp(product);
    const api = apiAs(product, auth);
    const storyId = await createDraft(product, auth);
    const unsafe = await api.postForm('/api/v1/generate/refine-story-idea', { story_id: storyId, user_feedback: 'add a gun fight' });
    expect(unsafe.statusCode).toBe(422);
    expect(unsafe.json()).toMatchObject({ code: 'unsafe_violence', errors: [{ field: 'user_feedback' }] });
    expect(unsafe.json().detail).toMatch(/^Feedback: /);
    const longer = await api.postForm('/api/v1/generate/refine-story-idea', { story_id: storyId, user_feedback: 'make it longer' });
    expect(longer.statusCode).toBe(403);
    expect(longer.json().code).toBe('plan_upgrade_required');
    expect((await api.get(`/api/v1/stories/${storyId}`)).json().inputs.story_length).toBe('short');
  });
});

describe('POST /api/v1/stories/approve-idea', () => {
  it('approves the idea once, then refinement is closed', async () => {
    const auth = await signUp(product);
    const api = apiAs(product, auth);
    const storyId = await createDraft(product, auth);
    const early = await api.postForm('/api/v1/stories/approve-idea', { story_id: storyId });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('no_idea');
    await api.get(`/api/v1/stories/${storyId}/story-idea`);
    const approved = await api.postForm('/api/v1/stories/approve-idea', { story_id: storyId });
    expect(approved.json()).toMatchObject({ story_id: storyId, status: 'approved', version: 1 });
    expect((await api.postForm('/api/v1/stories/approve-idea', { story_id: storyId })).json()).toMatchObject({ status: 'approved' });
    expect((await api.postForm('/api/v1/generate/refine-story-idea', { story_id: storyId, user_feedback: 'make it funnier' })).json().code).toBe('idea_approved');
    expect((await api.postForm('/api/v1/stories/approve-idea', {})).statusCode).toBe(422);
  });
});

describe('POST /api/v1/generate/chapter-outline', () => {
  it('plans every page of the story once an idea exists', async () => {
    const auth = await signUp(product);
    await switchToPlan(product, auth, 'pro');
    const api = apiAs(product, auth);
    const storyId = await createDraft(product, auth, { story_length: 'medium' });
    expect((await api.post('/api/v1/generate/chapter-outline', { story_id: storyId })).json().code).toBe('no_idea');
    await api.get(`/api/v1/stories/${storyId}/story-idea`);
    const response = await api.post('/api/v1/generate/chapter-outline', { story_id: storyId });
    expect(response.statusCode).toBe(200);
    const { outline } = response.json();
    expect(outline.map((entry: { page_number: number }) => entry.page_number)).toEqual(Array.from({ length: 16 }, (_, index) => index + 1));
    expect(outline.every((entry: { beat: string; summary: string }) => entry.beat && entry.summary)).toBe(true);
    expect((await api.get(`/api/v1/stories/${storyId}`)).json().outline).toEqual(outline);
  });
});

describe('POST /api/v1/generate/complete-storybook', () => {
  it('writes every page in a job that reports progress by page and leaves the story complete', async () => {
    const auth = await signUp(product);
    const api = apiAs(product, auth);
    const storyId = await approvedStory(product, auth);
    const started = await api.post('/api/v1/generate/complete-storybook', { story_id: storyId });
    expect(started.statusCode).toBe(202);
    const { job_id } = started.json();
    expect(started.json()).toEqual({ story_id: storyId, job_id: expect.any(String) });
    const job = await waitForJob(product, auth, job_id);
    expect(job).toMatchObject({ kind: 'write-story', status: 'succeeded', progress: 100, message: 'Wrote page 8 of 8', result: { story_id: storyId, pages: 8 }, error: null });

    const story = (await api.get(`/api/v1/stories/${storyId}`)).json();
    expect(story).toMatchObject({ status: 'complete', job_id, failure_reason: null });
    const inputs = storyInputsSchema.parse({ ...storyDetails(), age_group: '3-5' });
    expect(story.pages).toEqual(writeStory(story.idea, inputs));
    expect(story.pages[0].scene).toMatchObject({ setting: 'forest', characters: expect.arrayContaining(['Mia']) });
  });

  it('answers the running job when asked again, writes a finished story again on request, and 409 before approval', async () => {
    const auth = await signUp(product);
    const api = apiAs(product, auth);
    const storyId = await approvedStory(product, auth);
    const first = (await api.post('/api/v1/generate/complete-storybook', { story_id: storyId })).json();
    await waitForJob(product, auth, first.job_id);
    // While a writing job runs, asking again answers that job instead of starting another.
    await product.context.db.update(stories).set({ status: 'generating' }).where(eq(stories.id, storyId));
    expect((await api.post('/api/v1/generate/complete-storybook', { story_id: storyId })).json()).toEqual(first);
    await product.context.db.update(stories).set({ status: 'complete' }).where(eq(stories.id, storyId));
    const again = (await api.post('/api/v1/generate/complete-storybook', { story_id: storyId })).json();
    expect(again.job_id).not.toBe(first.job_id);
    expect((await waitForJob(product, auth, again.job_id)).status).toBe('succeeded');

    const draftId = await createDraft(product, auth);
    expect((await api.post('/api/v1/generate/complete-storybook', { story_id: draftId })).json()).toMatchObject({ code: 'idea_not_approved' });
  });

  it('rewrites the same pages when the job runs again, never adding any, with progress for each page', async () => {
    const auth = await signUp(product);
    const api = apiAs(product, auth);
    const storyId = await approvedStory(product, auth);
    const job = createWriteStoryJob(product.context);
    const progress: Array<[number, string | undefined]> = [];
    const run = (attempt: number) =>
      job.handler({ story_id: storyId }, { jobId: 'direct', attempt, isLastAttempt: false, progress: async (percent, message) => void progress.push([percent, message]) });
    await run(0);
    const firstPages = (await api.get(`/api/v1/stories/${storyId}`)).json().pages;
    await run(1);
    const rows = await product.context.db.select().from(storyPages).where(eq(storyPages.storyId, storyId));
    expect(rows).toHaveLength(8);
    expect((await api.get(`/api/v1/stories/${storyId}`)).json().pages).toEqual(firstPages);
    const pageMessages = progress.filter(([, message]) => message?.startsWith('Wrote page'));
    expect(pageMessages.slice(0, 8).map(([, message]) => message)).toEqual(Array.from({ length: 8 }, (_, index) => `Wrote page ${index + 1} of 8`));
    const percents = pageMessages.slice(0, 8).map(([percent]) => percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.at(-1)).toBe(100);
  });

  it('marks the story failed with the reason when the last attempt fails', async () => {
    const auth = await signUp(product);
    const storyId = await approvedStory(product, auth);
    const job = createWriteStoryJob(product.context);
    // An idea that names a page-one character no moderation would pass: the writing fails its safety check.
    const api = apiAs(product, auth);
    const story = (await api.get(`/api/v1/stories/${storyId}`)).json();
    await product.context.db.update(stories).set({ idea: { ...story.idea, characters: [{ ...story.idea.characters[0], name: 'Killer' }, ...story.idea.characters.slice(1)] } }).where(eq(stories.id, storyId));
    const attempt = job.handler({ story_id: storyId }, { jobId: 'direct', attempt: 2, isLastAttempt: true, progress: async () => undefined });
    await expect(attempt).rejects.toThrow(/did not pass the child-safety check \(violence\)/);
    expect((await api.get(`/api/v1/stories/${storyId}`)).json()).toMatchObject({ status: 'failed', failure_reason: expect.stringMatching(/child-safety check \(violence\)/) });
  });
});

describe('POST /api/v1/stories/ (details to finished story in one call)', () => {
  it('writes idea, outline and pages as one job', async () => {
    const auth = await signUp(product);
    const api = apiAs(product, auth);
    const response = await api.post('/api/v1/stories/', storyDetails({ target_age_range: '6-8' }));
    expect(response.statusCode).toBe(202);
    const { story_id, job_id } = response.json();
    expect((await waitForJob(product, auth, job_id)).status).toBe('succeeded');
    const story = (await api.get(`/api/v1/stories/${story_id}`)).json();
    expect(story).toMatchObject({ status: 'complete', inputs: { age_group: '6-8' }, job_id });
    expect(story.idea.title).toBe(story.title);
    expect(story.outline).toHaveLength(8);
    expect(story.pages).toHaveLength(8);
    expect((await api.post('/api/v1/stories', storyDetails())).statusCode).toBe(202);
  });
});

describe('PATCH /api/v1/stories/{id}/pages/{page}', () => {
  it("replaces a page's text and reads its scene again from it; unsafe text, missing pages and running jobs are refused", async () => {
    const auth = await signUp(product);
    const api = apiAs(product, auth);
    const storyId = await approvedStory(product, auth);
    const { job_id } = (await api.post('/api/v1/generate/complete-storybook', { story_id: storyId })).json();
    await waitForJob(product, auth, job_id);
    const before = (await api.get(`/api/v1/stories/${storyId}`)).json().pages[2];
    const edited = await api.patch(`/api/v1/stories/${storyId}/pages/3`, { text: 'Mia laughed at the hedgehog and its map.' });
    const scene = edited.json().scene;
    expect(edited.json()).toMatchObject({ page_number: 3, text: 'Mia laughed at the hedgehog and its map.' });
    // The picture follows the parent's words: the hedgehog and the map are in, Mia laughs; place and camera stay.
    expect(scene).toMatchObject({ setting: before.scene.setting, time_of_day: before.scene.time_of_day, composition: before.scene.composition, props: ['map'] });
    expect(scene.figures).toEqual(expect.arrayContaining([{ name: 'Mia', pose: 'laughing' }, { name: 'hedgehog', species: 'hedgehog', pose: 'laughing' }]));
    expect((await api.get(`/api/v1/stories/${storyId}`)).json().pages[2].scene).toEqual(scene);
    expect((await api.get(`/api/v1/stories/${storyId}`)).json().pages[2].text).toBe('Mia laughed at the hedgehog and its map.');
    expect((await api.patch(`/api/v1/stories/${storyId}/pages/3`, { text: 'Then the bombs fell.' })).json()).toMatchObject({ code: 'unsafe_violence', detail: expect.stringMatching(/^Page 3: /) });
    expect((await api.patch(`/api/v1/stories/${storyId}/pages/9`, { text: 'An extra page' })).json()).toMatchObject({ code: 'not_found', detail: 'Page not found' });
    expect((await api.patch(`/api/v1/stories/${storyId}/pages/0`, { text: 'Zero' })).statusCode).toBe(422);
    expect((await api.patch(`/api/v1/stories/${storyId}/pages/2`, { text: '  ' })).statusCode).toBe(422);
  });
});

describe('POST /api/v1/suggestions', () => {
  it('suggests five ideas for each field, fitted to a named story', async () => {
    const auth = await signUp(product);
    const api = apiAs(product, auth);
    for (const field of ['title', 'theme', 'setting', 'lesson', 'character']) {
      const response = await api.post('/api/v1/suggestions', { field, age_group: '0-2' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ field });
      expect(response.json().suggestions).toHaveLength(5);
    }
    const storyId = await createDraft(product, auth);
    const characters = (await api.post('/api/v1/suggestions', { field: 'character', story_id: storyId })).json().suggestions as string[];
    expect(characters.some((suggestion) => suggestion.startsWith('Mia,') || suggestion.startsWith('Pip,'))).toBe(false);
    expect((await api.post('/api/v1/suggestions', { field: 'villain' })).statusCode).toBe(422);
  });
});
