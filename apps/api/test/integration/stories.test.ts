import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { stories } from '../../src/db/schema';
import { signUp } from '../support/accounts';
import { switchToPlan } from '../support/billing';
import { apiAs } from '../support/client';
import { startTestProduct, type TestProduct } from '../support/test-product';
import {approvedStory, createDraft, storyDetails, waitForJob } from '../support/stories';

let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product.stop());

describe('POST /api/v1/stories/draft', () => {
  it('keeps the details with target_age_range renamed to age_group, and answers the story id', async () => {
    const auth = await signUp(product);
    const api = apiAs(product, auth);
    const response = await api.post('/api/v1/stories/draft', storyDetails({ target_age_range: '6-8' }));
    expect(response.statusCode).toBe(201);
    const { story_id } = response.json();
    const story = (await api.get(`/api/v1/stories/${story_id}`)).json();
    expect(story).toMatchObject({ id: story_id, status: 'draft', title: "Mia's story", idea: null, outline: null, pages: [], page_count: 8, job_id: null });
    expect(story.inputs).toMatchObject({ age_group: '6-8', story_length: 'short', theme: 'a picnic that goes wrong', setting: 'forest' });
    expect(story.inputs).not.toHaveProperty('target_age_range');
    expect(story.inputs.characters[1]).toMatchObject({ name: 'Pip', kind: 'animal', species: 'fox', appearance: { fur: 'red' } });
  });

  it('answers 422 for details that do not make a story', async () => {
    const auth = await signUp(product);
    const api = apiAs(product, auth);
    const noCharacters = await api.post('/api/v1/stories/draft', storyDetails({ characters: [] }));
    expect(noCharacters.statusCode).toBe(422);
    expect(noCharacters.json()).toMatchObject({ code: 'validation_error', detail: 'characters: Add at least one character' });
    const animalWithoutSpecies = await api.post('/api/v1/stories/draft', storyDetails({ characters: [{ name: 'Rex', kind: 'animal' }] }));
    expect(animalWithoutSpecies.json().errors).toEqual([{ field: 'characters.0.species', message: 'Animals and creatures need a species' }]);
    expect((await api.post('/api/v1/stories/draft', storyDetails({ target_age_range: '13-18' as never }))).statusCode).toBe(422);
  });

  it('refuses unsafe free text with 422, the kind in the code and the field named', async () => {
    const auth = await signUp(product);
    const api = apiAs(product, auth);
    const violent = await api.post('/api/v1/stories/draft', storyDetails({ notes: 'Pip should kill the wolf' }));
    expect(violent.statusCode).toBe(422);
    expect(violent.json()).toMatchObject({ code: 'unsafe_violence', errors: [{ field: 'notes' }] });
    expect(violent.json().detail).toMatch(/^Notes: This text describes violence or gore \("kill"\)/);

    const personal = await api.post('/api/v1/stories/draft', storyDetails({ theme: 'call mum on 07700 900123' }));
    expect(personal.json()).toMatchObject({ code: 'unsafe_personal_data', errors: [{ field: 'theme' }] });

    const trait = await api.post('/api/v1/stories/draft', storyDetails({ characters: [{ name: 'Mia', kind: 'child', traits: ['sexy'] }] }));
    expect(trait.json()).toMatchObject({ code: 'unsafe_sexual', errors: [{ field: 'characters.0.traits.0' }] });
    expect((await api.get('/api/v1/stories/summary')).json().total).toBe(0);
  });

  it('applies the plan to the story length: free customers write short stories, paid ones any', async () => {
    const auth = await signUp(product);
    const api = apiAs(product, auth);
    const long = await api.post('/api/v1/stories/draft', storyDetails({ story_length: 'long' }));
    expect(long.statusCode).toBe(403);
    expect(long.json()).toMatchObject({ code: 'plan_upgrade_required', detail: 'Long stories are available on the Pro and Premium plans. Upgrade to use them.' });
    expect((await api.post('/api/v1/stories/', storyDetails({ story_length: 'medium' }))).statusCode).toBe(403);

    await switchToPlan(product, auth, 'pro');
    expect((await api.post('/api/v1/stories/draft', storyDetails({ story_length: 'long' }))).statusCode).toBe(201);
  });

  it('answers 401 without a token', async () => {
    expect((await product.app.inject({ method: 'POST', url: '/api/v1/stories/draft', payload: storyDetails() })).statusCode).toBe(401);
    expect((await product.app.inject({ method: 'GET', url: '/api/v1/stories/' })).statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the stories and generation endpoints', async () => {
    const paths = Object.keys((await product.app.inject({ method: 'GET', url: '/openapi.json' })).json().paths);
    for (const path of ['/api/v1/stories/', '/api/v1/stories/draft', '/api/v1/stories/summary', '/api/v1/stories/filter', '/api/v1/stories/{id}', '/api/v1/stories/{id}/story-idea', '/api/v1/stories/approve-idea', '/api/v1/stories/{id}/pages/{page}', '/api/v1/generate/refine-story-idea', '/api/v1/generate/chapter-outline', '/api/v1/generate/complete-storybook', '/api/v1/suggestions']) {
      expect(paths).toContain(path);
    }
  });
});

describe('PATCH /api/v1/stories/{id}', () => {
  it('renames a story and changes its details before approval, sending it back to draft for a new idea', async () => {
    const auth = await signUp(product);
    const api = apiAs(product, auth);
    const storyId = await createDraft(product, auth);
    const firstIdea = (await api.get(`/api/v1/stories/${storyId}/story-idea`)).json();
    const patched = await api.patch(`/api/v1/stories/${storyId}`, { setting: 'under the sea', target_age_range: '0-2' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ status: 'draft', idea: null, inputs: { setting: 'under the sea', age_group: '0-2', theme: 'a picnic that goes wrong' } });
    const secondIdea = (await api.get(`/api/v1/stories/${storyId}/story-idea`)).json();
    expect(secondIdea).toMatchObject({ version: firstIdea.version + 1, setting: 'under the sea' });

    const renamed = await api.patch(`/api/v1/stories/${storyId}`, { title: 'Mia Under the Waves' });
    expect(renamed.json()).toMatchObject({ title: 'Mia Under the Waves', status: 'idea_ready' });
  });

  it('keeps the details of an approved story, checks the title and the plan, and refuses empty changes', async () => {
    const auth = await signUp(product);
    const api = apiAs(product, auth);
    const storyId = await approvedStory(product, auth);
    const locked = await api.patch(`/api/v1/stories/${storyId}`, { theme: 'space pirates' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ code: 'story_locked' });
    expect((await api.patch(`/api/v1/stories/${storyId}`, { title: 'A bloody tale' })).json()).toMatchObject({ code: 'unsafe_violence' });
    expect((await api.patch(`/api/v1/stories/${storyId}`, {})).statusCode).toBe(422);

    const draftId = await createDraft(product, auth);
    expect((await api.patch(`/api/v1/stories/${draftId}`, { story_length: 'medium' })).json()).toMatchObject({ code: 'plan_upgrade_required' });
  });
});

describe('ownership', () => {
  it("answers 404 for another customer's story on every endpoint, and for ids that are not ids", async () => {
    const owner = await signUp(product);
    const other = await signUp(product);
    const storyId = await approvedStory(product, owner);
    const api = apiAs(product, other);
    const attempts = [
      api.get(`/api/v1/stories/${storyId}`),
      api.patch(`/api/v1/stories/${storyId}`, { title: 'Mine now' }),
      api.get(`/api/v1/stories/${storyId}/story-idea`),
      api.patch(`/api/v1/stories/${storyId}/pages/1`, { text: 'Hello' }),
      api.postForm('/api/v1/stories/approve-idea', { story_id: storyId }),
      api.postForm('/api/v1/generate/refine-story-idea', { story_id: storyId, user_feedback: 'make it funnier' }),
      api.post('/api/v1/generate/chapter-outline', { story_id: storyId }),
      api.post('/api/v1/generate/complete-storybook', { story_id: storyId }),
      api.post('/api/v1/suggestions', { field: 'title', story_id: storyId }),
      api.get('/api/v1/stories/not-a-uuid'),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found', detail: 'Story not found' });
    }
    expect((await api.get('/api/v1/stories/')).json().total).toBe(0);
    expect((await apiAs(product, owner).get(`/api/v1/stories/${storyId}`)).json().title).not.toBe('Mine now');
  });
});

describe('lists: GET /api/v1/stories/, /filter and /summary', () => {
  it('pages the customer’s stories newest first, with and without the trailing slash', async () => {
    const auth = await signUp(product);
    const api = apiAs(product, auth);
    const ids = [];
    for (const name of ['Ada', 'Ben', 'Cleo']) ids.push(await createDraft(product, auth, { characters: [{ name, kind: 'child' }] }));
    const first = (await api.get('/api/v1/stories/?page=1&per_page=2')).json();
    expect(first).toMatchObject({ total: 3, page: 1, per_page: 2 });
    expect(first.items.map((item: { id: string }) => item.id)).toEqual([ids[2], ids[1]]);
    const second = (await api.get('/api/v1/stories?page=2&per_page=2')).json();
    expect(second.items.map((item: { id: string }) => item.id)).toEqual([ids[0]]);
    expect(second.items[0]).toMatchObject({ title: "Ada's story", status: 'draft', age_group: '3-5', story_length: 'short', page_count: 8, pages_written: 0 });
  });

  it('filters by kind with skip and limit, and sums up the dashboard', async () => {
    const auth = await signUp(product);
    const api = apiAs(product, auth);
    const draftId = await createDraft(product, auth);
    const ideaId = await createDraft(product, auth);
    await api.get(`/api/v1/stories/${ideaId}/story-idea`);
    const approvedId = await approvedStory(product, auth);
    const completeId = await approvedStory(product, auth);
    const { job_id } = (await api.post('/api/v1/generate/complete-storybook', { story_id: completeId })).json();
    await waitForJob(product, auth, job_id);

    const ids = async (query: string) => (await api.get(`/api/v1/stories/filter?${query}`)).json().items.map((item: { id: string }) => item.id);
    expect(await ids('kind=draft')).toEqual([ideaId, draftId]);
    expect(await ids('kind=in_progress')).toEqual([approvedId]);
    expect(await ids('kind=completed')).toEqual([completeId]);
    expect(await ids('kind=all&skip=1&limit=2')).toEqual([approvedId, ideaId]);
    const all = (await api.get('/api/v1/stories/filter')).json();
    expect(all).toMatchObject({ kind: 'all', total: 4, skip: 0, limit: 1000 });
    expect((await api.get('/api/v1/stories/filter?kind=finished')).statusCode).toBe(422);

    const summary = (await api.get('/api/v1/stories/summary')).json();
    expect(summary).toMatchObject({
      total: 4, drafts: 2, in_progress: 1, completed: 1, pages_written: 8,
      by_status: { draft: 1, idea_ready: 1, approved: 1, generating: 0, complete: 1, failed: 0 },
    });
    expect(summary.recent[0]).toMatchObject({ id: completeId, status: 'complete', pages_written: 8 });
  });

  it('counts a failed story as in progress', async () => {
    const auth = await signUp(product);
    const api = apiAs(product, auth);
    const storyId = await approvedStory(product, auth);
    await product.context.db.update(stories).set({ status: 'failed', failureReason: 'The model was away' }).where(eq(stories.id, storyId));
    expect((await api.get('/api/v1/stories/summary')).json()).toMatchObject({ in_progress: 1, by_status: { failed: 1 } });
    expect((await api.get(`/api/v1/stories/${storyId}`)).json()).toMatchObject({ status: 'failed', failure_reason: 'The model was away' });
  });
});
