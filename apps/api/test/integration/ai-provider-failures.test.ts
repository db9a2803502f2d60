import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { bookImages } from '../../src/db/schema';
import { createTextProvider } from '../../src/infra/ai/text/create-text-provider';
import { insertStory, updateStory, upsertPage } from '../../src/modules/stories/repo';
import { storyText } from '../../src/modules/stories/story-text';
import { signUp } from '../support/accounts';
import { FAST_AI_ENV, FAST_AI_REQUEST_TIMEOUT_MS } from '../support/ai-calls';
import { balanceOf, switchToPlan } from '../support/billing';
import { imageSpends, storedFiles } from '../support/books';
import { apiAs } from '../support/client';
import { FakeOpenAi, type ChatFault } from '../support/fake-openai';
import { FakeOpenAiImages, type ImageFault } from '../support/fake-openai-images';
import { findClosedPort } from '../support/ports';
import { approvedStory, createDraft, storyDetails, waitForJob } from '../support/stories';
import { startTestProduct, type TestProduct } from '../support/test-product';

/**
 * Every way an OpenAI-compatible provider fails — down, slow, rate-limited, 5xx, unreadable — as the
 * customer meets it: a 502 or 503 saying what failed, that no credits were taken and to try again,
 * and nothing charged or half-written. Local servers speak the protocol; the limits are small
 * (FAST_AI_ENV: 0.8 s per attempt, 2 retries, 2.8 s a request) so a slow fake (2.5 s) times out quickly.
 */
const text = new FakeOpenAi();
const images = new FakeOpenAiImages();
let textProduct: TestProduct;
let imageProduct: TestProduct;

beforeAll(async () => {
  await Promise.all([text.start(), images.start()]);
  textProduct = await startTestProduct({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: text.baseUrl, ...FAST_AI_ENV });
  imageProduct = await startTestProduct({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: images.baseUrl, ...FAST_AI_ENV });
});
afterAll(async () => {
  await textProduct?.stop();
  await imageProduct?.stop();
  await Promise.all([text.stop(), images.stop()]);
});
beforeEach(() => {
  text.requests.length = 0;
  text.faults.length = 0;
  text.alwaysFault = null;
  text.moderationFault = null;
  text.faultOptions.retryAfter = '1';
  images.requests.length = 0;
  images.faults.length = 0;
  images.alwaysFault = null;
  images.faultOptions.retryAfter = '1';
});

const TRY_AGAIN = ' No credits were taken. Please try again.';

async function customerWithDraft() {
  const auth = await signUp(textProduct);
  const storyId = await createDraft(textProduct, auth);
  return { auth, storyId, api: apiAs(textProduct, auth), credits: await balanceOf(textProduct, auth) };
}

describe('story text from a failing provider', () => {
  it.each<[ChatFault, number, string, string, number]>([
    ['connection_reset', 503, 'ai_unreachable', 'The AI story-writing service could not be reached.', 3],
    ['slow', 503, 'ai_timed_out', 'The AI story-writing service took too long to answer.', 3],
    ['server_error', 502, 'ai_server_error', 'The AI story-writing service failed (HTTP 500).', 3],
    ['unauthorized', 502, 'ai_rejected', 'The AI story-writing service refused the request (HTTP 401).', 1],
    ['malformed_body', 502, 'ai_bad_answer', 'The AI story-writing service answered in a form we could not use (it did not fit the story idea format: the answer was not JSON).', 2],
    ['wrong_shape', 502, 'ai_bad_answer', 'The AI story-writing service sent an answer we could not read.', 2],
    ['empty_choices', 502, 'ai_bad_answer', 'The AI story-writing service answered in a form we could not use (it did not fit the story idea format: the answer was empty).', 2],
    ['missing_fields', 502, 'ai_bad_answer', 'The AI story-writing service answered in a form we could not use (it did not fit the story idea format: the answer missed fields: summary, plot, setting, lesson, tone, characters).', 2],
  ])('opening the story idea while the provider answers %s: %i %s, and the draft stays as it was', async (fault, status, code, what, tries) => {
    const { auth, api, storyId, credits } = await customerWithDraft();
    text.alwaysFault = fault;
    const response = await api.get(`/api/v1/stories/${storyId}/story-idea`);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code, detail: `${what}${TRY_AGAIN}` });
    expect(text.chatRequests('story_idea')).toHaveLength(tries);
    expect((await api.get(`/api/v1/stories/${storyId}`)).json()).toMatchObject({ status: 'draft', idea: null, title: "Mia's story" });
    expect(await balanceOf(textProduct, auth)).toEqual(credits);

    text.alwaysFault = null;
    expect((await api.get(`/api/v1/stories/${storyId}/story-idea`)).json()).toMatchObject({ version: 1, status: 'idea_ready' });
  });

  it('answers 503 when nothing listens at the provider’s address (connection refused)', async () => {
    const { context } = textProduct;
    const { api, storyId } = await customerWithDraft();
    storyText.replace(context, createTextProvider({ ...context.config.openai, baseUrl: `http://127.0.0.1:${await findClosedPort()}/v1` }));
    try {
      const response = await api.get(`/api/v1/stories/${storyId}/story-idea`);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'ai_unreachable', detail: `The AI story-writing service could not be reached.${TRY_AGAIN}` });
      expect((await api.get(`/api/v1/stories/${storyId}`)).json()).toMatchObject({ status: 'draft', idea: null });
    } finally {
      storyText.replace(context, createTextProvider(context.config.openai));
    }
  });

  it("waits for a 429's Retry-After within bounds, then answers", async () => {
    const { api, storyId } = await customerWithDraft();
    text.faults.push('rate_limited');
    const started = Date.now();
    const response = await api.get(`/api/v1/stories/${storyId}/story-idea`);
    expect(response.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    expect(text.chatRequests('story_idea')).toHaveLength(2);
  });

  it('answers 503 with Retry-After at once when the provider asks for a longer wait than we allow', async () => {
    const { api, storyId } = await customerWithDraft();
    text.faultOptions.retryAfter = '60';
    text.alwaysFault = 'rate_limited';
    const response = await api.get(`/api/v1/stories/${storyId}/story-idea`);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('60');
    expect(response.json()).toMatchObject({
      code: 'ai_rate_limited',
      detail: 'The AI story-writing service is busy with too many requests. No credits were taken. Please try again in 60 seconds.',
    });
    expect(text.chatRequests('story_idea')).toHaveLength(1);
  });

  it("ends a request's AI calls together by the request's deadline, not each by its own budget", async () => {
    const { api, storyId } = await customerWithDraft();
    // The idea comes on the third try (after about 1.6 s); then the safety check of it hangs.
    text.faults.push('slow', 'slow');
    text.moderationFault = 'slow';
    const started = Date.now();
    const response = await api.get(`/api/v1/stories/${storyId}/story-idea`);
    const elapsed = Date.now() - started;
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('ai_timed_out');
    expect(text.chatRequests('story_idea')).toHaveLength(3);
    // Alone, the safety check would have had its 3 attempts (about 7.5 s in all); the request's 5 s left it 2 s.
    expect(elapsed).toBeGreaterThanOrEqual(FAST_AI_REQUEST_TIMEOUT_MS - 100);
    expect(elapsed).toBeLessThan(FAST_AI_REQUEST_TIMEOUT_MS + 1_200);
    expect((await api.get(`/api/v1/stories/${storyId}`)).json()).toMatchObject({ status: 'draft', idea: null });
  });

  it('writes the idea with the built-in writer when asked to, without calling the provider', async () => {
    const { api, storyId } = await customerWithDraft();
    text.alwaysFault = 'server_error';
    const response = await api.get(`/api/v1/stories/${storyId}/story-idea?engine=built-in`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ version: 1, status: 'idea_ready' });
    expect(text.chatRequests()).toHaveLength(0);
  });

  it('keeps the idea as it was when a refinement fails, and refines with the built-in writer on request', async () => {
    const { api, storyId } = await customerWithDraft();
    const first = (await api.get(`/api/v1/stories/${storyId}/story-idea`)).json();
    text.alwaysFault = 'slow';
    const failed = await api.postForm('/api/v1/generate/refine-story-idea', { story_id: storyId, user_feedback: 'make it funnier' });
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ code: 'ai_timed_out', detail: `The AI story-writing service took too long to answer.${TRY_AGAIN}` });
    expect((await api.get(`/api/v1/stories/${storyId}/story-idea`)).json()).toEqual(first);

    const requestsBefore = text.chatRequests().length;
    const refined = await api.postForm('/api/v1/generate/refine-story-idea', { story_id: storyId, user_feedback: 'make it funnier', engine: 'built-in' });
    expect(refined.statusCode).toBe(200);
    expect(refined.json()).toMatchObject({ version: 2, status: 'idea_ready' });
    expect(text.chatRequests()).toHaveLength(requestsBefore);
  });

  it('answers the outline and suggestions with 502, and the outline from the built-in writer on request', async () => {
    const { api, storyId } = await customerWithDraft();
    await api.get(`/api/v1/stories/${storyId}/story-idea`);
    text.alwaysFault = 'server_error';
    const outline = await api.post('/api/v1/generate/chapter-outline', { story_id: storyId });
    expect(outline.statusCode).toBe(502);
    expect(outline.json().code).toBe('ai_server_error');
    expect((await api.get(`/api/v1/stories/${storyId}`)).json().outline).toBeNull();
    const suggestions = await api.post('/api/v1/suggestions', { field: 'title', story_id: storyId });
    expect(suggestions.statusCode).toBe(502);
    expect(suggestions.json().detail).toBe(`The AI story-writing service failed (HTTP 500).${TRY_AGAIN}`);

    const builtIn = await api.post('/api/v1/generate/chapter-outline', { story_id: storyId, engine: 'built-in' });
    expect(builtIn.statusCode).toBe(200);
    expect(builtIn.json().outline).toHaveLength(8);
  });

  it('answers 503 for new story details when the safety check cannot be reached, and keeps no story', async () => {
    const auth = await signUp(textProduct);
    const api = apiAs(textProduct, auth);
    text.moderationFault = 'connection_reset';
    const response = await api.post('/api/v1/stories/draft', { characters: [{ name: 'Mia', kind: 'child' }], notes: 'A picnic in the park' });
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('ai_unreachable');
    expect((await api.get('/api/v1/stories/')).json().total).toBe(0);

    // The parent can go on with the built-in writer: its own safety check, then its idea (the provider, still down, is not needed).
    text.alwaysFault = 'connection_reset';
    const drafted = await api.post('/api/v1/stories/draft', { characters: [{ name: 'Mia', kind: 'child' }], notes: 'A picnic in the park', engine: 'built-in' });
    expect(drafted.statusCode, drafted.body).toBe(201);
    const idea = await api.get(`/api/v1/stories/${drafted.json().story_id}/story-idea?engine=built-in`);
    expect(idea.json()).toMatchObject({ version: 1, status: 'idea_ready' });
  });

  it('writes a story from its details in one call with the built-in writer, safety check included, while the provider is down', async () => {
    const auth = await signUp(textProduct);
    const api = apiAs(textProduct, auth);
    text.alwaysFault = 'connection_reset';
    text.moderationFault = 'connection_reset';
    const refused = await api.post('/api/v1/stories/', storyDetails());
    expect(refused.statusCode).toBe(503);
    expect(refused.json().code).toBe('ai_unreachable');

    const started = await api.post('/api/v1/stories/', { ...storyDetails(), engine: 'built-in' });
    expect(started.statusCode).toBe(202);
    expect((await waitForJob(textProduct, auth, started.json().job_id)).status).toBe('succeeded');
    const story = (await api.get(`/api/v1/stories/${started.json().story_id}`)).json();
    expect(story).toMatchObject({ status: 'complete', page_count: 8 });
    // Neither the writing nor the safety check of what was written went to the provider.
    expect(text.chatRequests()).toHaveLength(0);
    const moderated = new Set(text.requests.map((request) => request.body.input));
    expect(story.pages.filter((page: { text: string }) => moderated.has(page.text))).toEqual([]);
  });

  it('fails the writing with the reason and no half-written pages, then writes the story with the built-in writer', async () => {
    const auth = await signUp(textProduct);
    const api = apiAs(textProduct, auth);
    await switchToPlan(textProduct, auth, 'pro');
    const storyId = await approvedStory(textProduct, auth, { story_length: 'medium' });
    // The outline and the first 8 pages come back; the second section of pages fails every time.
    text.failAfter(2, 'server_error');
    const { job_id } = (await api.post('/api/v1/generate/complete-storybook', { story_id: storyId })).json();
    const reason = `The AI story-writing service failed (HTTP 500).${TRY_AGAIN}`;
    expect(await waitForJob(textProduct, auth, job_id)).toMatchObject({ status: 'failed', error: reason });
    const failed = (await api.get(`/api/v1/stories/${storyId}`)).json();
    expect(failed).toMatchObject({ status: 'failed', failure_reason: reason, pages: [] });
    expect(text.chatRequests('story_pages').length).toBeGreaterThan(1);

    const requestsBefore = text.chatRequests().length;
    const builtIn = await api.post('/api/v1/generate/complete-storybook', { story_id: storyId, engine: 'built-in' });
    expect(builtIn.statusCode).toBe(202);
    expect((await waitForJob(textProduct, auth, builtIn.json().job_id)).status).toBe('succeeded');
    expect((await api.get(`/api/v1/stories/${storyId}`)).json()).toMatchObject({ status: 'complete', failure_reason: null, page_count: 16 });
    expect((await api.get(`/api/v1/stories/${storyId}`)).json().pages).toHaveLength(16);
    expect(text.chatRequests()).toHaveLength(requestsBefore);
  });
});

describe('pictures from a failing provider', () => {
  async function paidCustomerWithStory() {
    const auth = await signUp(imageProduct);
    await switchToPlan(imageProduct, auth, 'pro');
    const inputs = storyInputsSchema.parse({ characters: [{ name: 'Maya', kind: 'child' }], art_style: 'flat' });
    const story = await insertStory(imageProduct.context.db, { customerId: auth.customer.id, title: 'Maya at the Sea', inputs, status: 'complete' });
    for (const page of [1, 2]) {
      await upsertPage(imageProduct.context.db, { storyId: story.id, pageNumber: page, text: `Page ${page}`, scene: { setting: 'beach', time_of_day: 'day', characters: ['Maya'], action: 'waving', mood: 'happy' } });
    }
    await updateStory(imageProduct.context.db, story.id, { status: 'complete' });
    return { auth, storyId: story.id, api: apiAs(imageProduct, auth) };
  }

  it.each<[ImageFault, number, string, string, number]>([
    ['connection_reset', 503, 'ai_unreachable', 'The AI picture service could not be reached.', 3],
    ['slow', 503, 'ai_timed_out', 'The AI picture service took too long to answer.', 3],
    ['server_error', 502, 'ai_server_error', 'The AI picture service failed (HTTP 500).', 3],
    ['unauthorized', 502, 'ai_rejected', 'The AI picture service refused the request (HTTP 401).', 1],
    ['malformed_body', 502, 'ai_bad_answer', 'The AI picture service sent an answer we could not read.', 2],
    ['no_image', 502, 'ai_bad_answer', 'The AI picture service answered in a form we could not use (it came without a picture).', 2],
    ['not_a_picture', 502, 'ai_bad_answer', 'The AI picture service answered in a form we could not use (what it sent is not a picture).', 2],
  ])('a picture from a prompt while the provider answers %s: %i %s, nothing charged or stored', async (fault, status, code, what, tries) => {
    const { auth, api } = await paidCustomerWithStory();
    const filesBefore = await storedFiles(imageProduct);
    images.alwaysFault = fault;
    const response = await api.post('/generate-image/', { prompt: 'a fox on a hill', style: 'flat' });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code, detail: `${what}${TRY_AGAIN}` });
    expect(images.requests).toHaveLength(tries);
    expect((await balanceOf(imageProduct, auth)).balance).toBe(100);
    expect(await imageSpends(imageProduct, auth)).toHaveLength(0);
    expect(await storedFiles(imageProduct)).toEqual(filesBefore);
  });

  it("a story page's picture while the provider is rate-limited: 503 with Retry-After, no version made, then drawn once it recovers", async () => {
    const { auth, api, storyId } = await paidCustomerWithStory();
    images.faultOptions.retryAfter = '30';
    images.alwaysFault = 'rate_limited';
    const refused = await api.post(`/generate-image/story/${storyId}/page/2`);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json()).toMatchObject({ code: 'ai_rate_limited', detail: 'The AI picture service is busy with too many requests. No credits were taken. Please try again in 30 seconds.' });
    expect(await imageProduct.context.db.select().from(bookImages).where(eq(bookImages.storyId, storyId))).toHaveLength(0);
    expect((await balanceOf(imageProduct, auth)).balance).toBe(100);

    images.alwaysFault = null;
    const drawn = await api.post(`/generate-image/story/${storyId}/page/2`);
    expect(drawn.json()).toMatchObject({ version: 1 });
    expect((await balanceOf(imageProduct, auth)).balance).toBe(99);
  });
});
