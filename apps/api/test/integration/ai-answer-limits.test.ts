import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stories } from '../../src/db/schema';
import { signUp } from '../support/accounts';
import { FAST_AI_ENV } from '../support/ai-calls';
import { apiAs } from '../support/client';
import { FakeOpenAi } from '../support/fake-openai';
import { approvedStory, createDraft, waitForJob } from '../support/stories';
import { startTestProduct, type TestProduct } from '../support/test-product';

/** Answers that parse but break the product's own limits (issue 29): the story they would land in stays readable and editable. */
let fake: FakeOpenAi;
let product: TestProduct;
beforeAll(async () => {
  fake = await new FakeOpenAi().start();
  product = await startTestProduct({ OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: fake.baseUrl, ...FAST_AI_ENV });
});
afterAll(async () => {
  await product.stop();
  await fake.stop();
});
beforeEach(() => {
  fake.answerWith = null;
  fake.requests.length = 0;
  fake.flagged.clear();
});

const LONG_LESSON = `${'Sharing with friends makes every garden grow a little brighter '.repeat(4)}`.slice(0, 200);
const twelveCharacters = (good: Record<string, unknown>) =>
  Array.from({ length: 12 }, (_, index) => ({ ...(good.characters as Array<Record<string, unknown>>)[0], name: `Friend ${index + 1}` }));

describe('AI answers beyond the stored story schema', () => {
  it.each([
    ['a 200-character lesson', (good: Record<string, unknown>) => ({ ...good, lesson: LONG_LESSON })],
    ['twelve characters', (good: Record<string, unknown>) => ({ ...good, characters: twelveCharacters(good) })],
    ['a 300-character title', (good: Record<string, unknown>) => ({ ...good, title: 'A'.repeat(300) })],
    ['a 60-character name', (good: Record<string, unknown>) => ({ ...good, characters: [{ ...(good.characters as Array<Record<string, unknown>>)[0], name: 'N'.repeat(60) }] })],
  ])('refuses a refinement with %s as a bad answer, and the story stays readable and editable', async (_, tamper) => {
    const auth = await signUp(product);
    const api = apiAs(product, auth);
    const storyId = await createDraft(product, auth);
    expect((await api.get(`/api/v1/stories/${storyId}/story-idea`)).statusCode).toBe(200);

    fake.answerWith = (format, good) => (format === 'refined_story_idea' ? tamper(good) : good);
    const refined = await api.postForm('/api/v1/generate/refine-story-idea', { story_id: storyId, user_feedback: 'make it longer' });
    expect(refined.statusCode).toBe(502);
    expect(refined.json()).toMatchObject({ code: 'ai_bad_answer' });
    // Asked once more, as any malformed answer is, then given up.
    expect(fake.chatRequests('refined_story_idea')).toHaveLength(2);

    const story = await api.get(`/api/v1/stories/${storyId}`);
    expect(story.statusCode).toBe(200);
    expect(story.json().idea.lesson).toBe('Sharing makes joy grow.');
    expect((await api.patch(`/api/v1/stories/${storyId}`, { tone: 'funny' })).statusCode).toBe(200);
  });

  it('tells the model the limits of the stored schema', async () => {
    const auth = await signUp(product);
    const storyId = await createDraft(product, auth);
    await apiAs(product, auth).get(`/api/v1/stories/${storyId}/story-idea`);
    type JsonSchema = { maxLength?: number; maxItems?: number; properties: Record<string, JsonSchema>; items: JsonSchema };
    const schema = (fake.chatRequests('story_idea')[0]?.body.response_format as { json_schema: { schema: JsonSchema } }).json_schema.schema;
    expect(schema.properties.lesson).toMatchObject({ maxLength: 160 });
    expect(schema.properties.title).toMatchObject({ maxLength: 120 });
    expect(schema.properties.characters).toMatchObject({ maxItems: 6 });
    expect(schema.properties.characters?.items.properties.name).toMatchObject({ maxLength: 40 });
  });

  it('reads and edits a story stored with over-long values before the limits were enforced', async () => {
    const auth = await signUp(product);
    const api = apiAs(product, auth);
    const storyId = await createDraft(product, auth);
    const idea = (await api.get(`/api/v1/stories/${storyId}/story-idea`)).json();
    expect(idea.version).toBe(1);
    const [row] = await product.context.db.select().from(stories).where(eq(stories.id, storyId));
    const many = Array.from({ length: 12 }, (_, index) => ({ ...row!.inputs.characters[0]!, name: `Friend ${index + 1}` }));
    await product.context.db
      .update(stories)
      .set({ inputs: { ...row!.inputs, lesson: LONG_LESSON, characters: many }, idea: { ...row!.idea!, lesson: LONG_LESSON, characters: many, title: 'T'.repeat(300) } })
      .where(eq(stories.id, storyId));

    const story = await api.get(`/api/v1/stories/${storyId}`);
    expect(story.statusCode).toBe(200);
    expect(story.json().inputs.lesson).toBe(LONG_LESSON.slice(0, 160).trimEnd());
    expect(story.json().inputs.characters).toHaveLength(6);
    expect((await api.get(`/api/v1/stories/${storyId}/story-idea`)).statusCode).toBe(200);
    const patched = await api.patch(`/api/v1/stories/${storyId}`, { tone: 'funny' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().inputs).toMatchObject({ tone: 'funny', lesson: LONG_LESSON.slice(0, 160).trimEnd() });
  });
});

describe('every generated text field checked for safety', () => {
  const WORD = 'gloomblade';
  const withCharacter = (good: Record<string, unknown>, change: (character: Record<string, unknown>) => Record<string, unknown>) => ({
    ...good,
    characters: (good.characters as Array<Record<string, unknown>>).map((character, index) => (index === 0 ? change(character) : character)),
  });

  it.each([
    ['plot', (good: Record<string, unknown>) => ({ ...good, plot: `a ${WORD} quest` })],
    ['a trait', (good: Record<string, unknown>) => withCharacter(good, (character) => ({ ...character, traits: [WORD] }))],
    ['an appearance', (good: Record<string, unknown>) => withCharacter(good, (character) => ({ ...character, appearance: { ...(character.appearance as object), clothing: `a ${WORD} cloak` } }))],
  ])('refuses an idea with an unsafe %s, storing nothing', async (_, tamper) => {
    fake.flagged.set(WORD, 'violence');
    const auth = await signUp(product);
    const api = apiAs(product, auth);
    const storyId = await createDraft(product, auth);
    fake.answerWith = (format, good) => (format === 'story_idea' ? tamper(good) : good);
    const idea = await api.get(`/api/v1/stories/${storyId}/story-idea`);
    expect(idea.statusCode).toBe(502);
    expect(idea.json()).toMatchObject({ code: 'unsafe_generated_text' });
    expect((await api.get(`/api/v1/stories/${storyId}`)).json()).toMatchObject({ status: 'draft', idea: null });
  });

  it('refuses an outline with an unsafe beat', async () => {
    fake.flagged.set(WORD, 'violence');
    const auth = await signUp(product);
    const api = apiAs(product, auth);
    const storyId = await approvedStory(product, auth);
    fake.answerWith = (format, good) =>
      format === 'story_outline' ? { outline: (good.outline as Array<Record<string, unknown>>).map((entry) => ({ ...entry, beat: `the ${WORD}` })) } : good;
    const outline = await api.post('/api/v1/generate/chapter-outline', { story_id: storyId });
    expect(outline.statusCode).toBe(502);
    expect(outline.json()).toMatchObject({ code: 'unsafe_generated_text' });
    expect((await api.get(`/api/v1/stories/${storyId}`)).json().outline).toBeNull();
  });

  it('fails a story whose page names an unsafe character in its scene, keeping no page', async () => {
    fake.flagged.set(WORD, 'violence');
    const auth = await signUp(product);
    const api = apiAs(product, auth);
    const storyId = await approvedStory(product, auth);
    fake.answerWith = (format, good) =>
      format === 'story_pages'
        ? { pages: (good.pages as Array<{ scene: object }>).map((page) => ({ ...page, scene: { ...page.scene, characters: ['Mia', `Captain ${WORD}`] } })) }
        : good;
    const { job_id } = (await api.post('/api/v1/generate/complete-storybook', { story_id: storyId })).json();
    expect(await waitForJob(product, auth, job_id)).toMatchObject({ status: 'failed' });
    const story = (await api.get(`/api/v1/stories/${storyId}`)).json();
    expect(story).toMatchObject({ status: 'failed', pages: [] });
    expect(story.failure_reason).toMatch(/child-safety check/);
  });
});

describe('job-level retries only for what may succeed later', () => {
  /** Writes an approved story's pages while the provider answers every chat request with `fault`; answers the chat requests made. */
  async function pageRequestsWhenFailing(fault: 'unauthorized' | 'rate_limited' | 'server_error' | 'missing_fields') {
    const auth = await signUp(product);
    const api = apiAs(product, auth);
    const storyId = await approvedStory(product, auth);
    await api.post('/api/v1/generate/chapter-outline', { story_id: storyId });
    fake.requests.length = 0;
    fake.alwaysFault = fault;
    try {
      const { job_id } = (await api.post('/api/v1/generate/complete-storybook', { story_id: storyId })).json();
      const job = await waitForJob(product, auth, job_id, 60_000);
      expect(job.status).toBe('failed');
      expect((await api.get(`/api/v1/stories/${storyId}`)).json()).toMatchObject({ status: 'failed', failure_reason: job.error });
    } finally {
      fake.alwaysFault = null;
    }
    return fake.chatRequests().length;
  }

  afterAll(() => {
    fake.faultOptions.retryAfter = '1';
  });

  it('does not run a job again after a 401: one call', async () => {
    expect(await pageRequestsWhenFailing('unauthorized')).toBe(1);
  });

  it('does not run a job again after a Retry-After longer than it would wait: one call', async () => {
    fake.faultOptions.retryAfter = '600';
    expect(await pageRequestsWhenFailing('rate_limited')).toBe(1);
    fake.faultOptions.retryAfter = '1';
  });

  it('does not run a job again after answers that were unusable twice: two calls', async () => {
    expect(await pageRequestsWhenFailing('missing_fields')).toBe(2);
  });

  it('runs a job again after server errors, which may pass: each attempt with its own retries', async () => {
    // 3 attempts of the job, each one call tried 3 times (AI_MAX_RETRIES 2).
    expect(await pageRequestsWhenFailing('server_error')).toBe(9);
  });
});

describe('moderation that failed once', () => {
  afterAll(() => {
    fake.hasModeration = true;
  });

  it('keeps asking the moderation endpoint after a 404, judging by the word lists meanwhile', async () => {
    fake.flagged.set('pinch everyone', 'harassment');
    const auth = await signUp(product);
    const draft = (notes: string) => apiAs(product, auth).post('/api/v1/stories/draft', { characters: [{ name: 'Mia', kind: 'child' }], target_age_range: '3-5', notes });

    fake.hasModeration = false;
    expect((await draft('Mia should pinch everyone at school')).statusCode).toBe(201);
    expect((await draft('Mia finds a gun')).json()).toMatchObject({ code: 'unsafe_violence' });

    fake.hasModeration = true;
    const refused = await draft('Mia should pinch everyone at school');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'unsafe_harassment' });
  });
});
