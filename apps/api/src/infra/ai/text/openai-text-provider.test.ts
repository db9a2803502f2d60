import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { FAST_AI_CALLS } from '../../../../test/support/ai-calls';
import { FakeOpenAi } from '../../../../test/support/fake-openai';
import { findClosedPort } from '../../../../test/support/ports';
import { AiProviderError } from '../provider-error';
import { createOpenAiTextProvider } from './openai-text-provider';
import type { TextProvider } from './text-provider';

const inputs = storyInputsSchema.parse({
  characters: [{ name: 'Mia', kind: 'child', pronoun: 'she', appearance: { hair: 'curly' } }, { name: 'Biscuit', kind: 'animal', species: 'dog' }],
  age_group: '3-5',
  story_length: 'medium',
  setting: 'beach',
});

let fake: FakeOpenAi;
let provider: TextProvider;
beforeAll(async () => {
  fake = await new FakeOpenAi().start();
});
afterAll(() => fake.stop());
beforeEach(() => {
  fake.requests.length = 0;
  fake.faults.length = 0;
  fake.alwaysFault = null;
  fake.flagged.clear();
  fake.hasModeration = true;
  fake.moderationFault = null;
  provider = createOpenAiTextProvider({ apiKey: 'sk-test', baseUrl: fake.baseUrl, model: 'story-model', calls: FAST_AI_CALLS });
});

describe('OpenAI-compatible text provider', () => {
  it('writes an idea through structured outputs, with the configured model and the given characters', async () => {
    const idea = await provider.writeIdea(inputs, 42);
    expect(idea).toMatchObject({ title: 'Mia and the Moonlit Garden', setting: 'beach', seed: 42 });
    expect(idea.characters.map((character) => [character.name, character.species])).toEqual([['Mia', undefined], ['Biscuit', 'dog']]);
    expect(idea.characters[0]?.appearance).toEqual({ hair: 'curly' });
    const [request] = fake.chatRequests('story_idea');
    expect(request?.body).toMatchObject({ model: 'story-model', response_format: { type: 'json_schema', json_schema: { name: 'story_idea', strict: true } } });
  });

  it('refines an idea with the feedback, keeping earlier characters and adding the new one', async () => {
    const idea = await provider.writeIdea(inputs, 42);
    const refined = await provider.refineIdea(idea, inputs, 'add a dragon named Ember');
    expect(refined.idea.characters.map((character) => character.name)).toEqual(['Mia', 'Biscuit', 'Ember']);
    expect(refined.idea.seed).not.toBe(idea.seed);
    expect(refined.inputs.notes).toContain('add a dragon named Ember');
    expect(JSON.parse(String((fake.chatRequests('refined_story_idea')[0]?.body.messages as Array<{ content: string }>)[1]?.content)).feedback).toBe('add a dragon named Ember');
  });

  it('writes the outline and the pages section by section, continuing from earlier pages', async () => {
    const idea = await provider.writeIdea(inputs, 1);
    const outline = await provider.writeOutline(idea, inputs);
    expect(outline.map((entry) => entry.page_number)).toEqual(Array.from({ length: 16 }, (_, index) => index + 1));
    const sections = [];
    for await (const pages of provider.writePages(idea, inputs, outline)) sections.push(pages.map((page) => page.page_number));
    expect(sections).toEqual([[1, 2, 3, 4, 5, 6, 7, 8], [9, 10, 11, 12, 13, 14, 15, 16]]);
    const second = JSON.parse(String((fake.chatRequests('story_pages')[1]?.body.messages as Array<{ content: string }>)[1]?.content));
    expect(second.pages_already_written).toHaveLength(8);
  });

  it('asks for a next adventure that names the earlier book and remembers it on one or two pages, and only then', async () => {
    const remembered = { place: 'at the old oak tree', friend: 'a hedgehog', thing: 'the blue feather' };
    const following = { ...inputs, story_length: 'short' as const, follows: { story_id: 'earlier', title: 'The Missing Blue Feather', remembered } };
    const idea = await provider.writeIdea(following, 3);
    const outline = await provider.writeOutline(idea, following);
    for await (const section of provider.writePages(idea, following, outline)) expect(section).not.toHaveLength(0);
    const asked = (name: string) => JSON.parse(String((fake.chatRequests(name)[0]?.body.messages as Array<{ content: string }>)[1]?.content)) as { task: string; details: Record<string, unknown> };
    for (const name of ['story_idea', 'story_outline', 'story_pages']) expect(asked(name).details.earlier_book).toEqual({ title: 'The Missing Blue Feather', remembered });
    expect(asked('story_idea').task).toContain('the summary names that book by its title');
    for (const name of ['story_outline', 'story_pages']) expect(asked(name).task).toContain('on one or two pages, and no more, call back to it');

    fake.requests.length = 0;
    await provider.writeIdea(inputs, 3);
    expect(asked('story_idea').details).not.toHaveProperty('earlier_book');
    expect(asked('story_idea').task).not.toContain('earlier_book');
  });

  it('asks again once after a malformed answer and succeeds', async () => {
    fake.faults.push('not_json');
    const idea = await provider.writeIdea(inputs, 7);
    expect(idea.title).toBe('Mia and the Moonlit Garden');
    expect(fake.chatRequests('story_idea')).toHaveLength(2);
  });

  it('asks again when pages come back with the wrong numbers', async () => {
    fake.faults.push('wrong_pages');
    const idea = await provider.writeIdea(inputs, 7);
    const outline = await provider.writeOutline(idea, { ...inputs, story_length: 'short' });
    const pages = [];
    for await (const section of provider.writePages(idea, { ...inputs, story_length: 'short' }, outline)) pages.push(...section);
    expect(pages.map((page) => page.page_number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it.each([
    ['not_json', 'it did not fit the story idea format: the answer was not JSON'],
    ['missing_fields', 'it did not fit the story idea format: the answer missed fields: summary, plot, setting, lesson, tone, characters'],
    ['empty_choices', 'it did not fit the story idea format: the answer was empty'],
  ] as const)('gives up after asking twice when every answer is malformed (%s)', async (fault, problem) => {
    fake.alwaysFault = fault;
    const failure = provider.writeIdea(inputs, 7);
    await expect(failure).rejects.toMatchObject({ service: 'text', kind: 'bad_answer', message: `The AI story-writing service answered in a form we could not use (${problem}).` });
    expect(fake.chatRequests('story_idea')).toHaveLength(2);
  });

  it.each([
    ['malformed_body', 'The AI story-writing service answered in a form we could not use (it did not fit the story idea format: the answer was not JSON).'],
    ['wrong_shape', 'The AI story-writing service sent an answer we could not read.'],
  ] as const)('reports a body it cannot read (%s) as a bad answer, asked for twice', async (fault, message) => {
    fake.alwaysFault = fault;
    await expect(provider.writeIdea(inputs, 7)).rejects.toMatchObject({ kind: 'bad_answer', message });
    expect(fake.chatRequests('story_idea')).toHaveLength(2);
  });

  it('retries server errors with backoff, then reports the service as failing', async () => {
    fake.faults.push('server_error');
    await expect(provider.writeIdea(inputs, 7)).resolves.toMatchObject({ title: 'Mia and the Moonlit Garden' });
    fake.alwaysFault = 'server_error';
    fake.requests.length = 0;
    await expect(provider.writeIdea(inputs, 7)).rejects.toMatchObject({ kind: 'server_error', message: 'The AI story-writing service failed (HTTP 500).' });
    expect(fake.chatRequests()).toHaveLength(1 + FAST_AI_CALLS.maxRetries);
  });

  it('does not retry a request the service refuses (401)', async () => {
    fake.alwaysFault = 'unauthorized';
    await expect(provider.writeIdea(inputs, 7)).rejects.toMatchObject({ kind: 'rejected', message: 'The AI story-writing service refused the request (HTTP 401).' });
    expect(fake.chatRequests()).toHaveLength(1);
  });

  it('reports a refused connection and a dropped one as unreachable, after retrying', async () => {
    const down = createOpenAiTextProvider({ apiKey: 'sk-test', baseUrl: `http://127.0.0.1:${await findClosedPort()}/v1`, model: 'story-model', calls: FAST_AI_CALLS });
    await expect(down.writeIdea(inputs, 7)).rejects.toMatchObject({ kind: 'unreachable', message: 'The AI story-writing service could not be reached.' });
    fake.alwaysFault = 'connection_reset';
    await expect(provider.writeIdea(inputs, 7)).rejects.toMatchObject({ kind: 'unreachable' });
    expect(fake.chatRequests()).toHaveLength(1 + FAST_AI_CALLS.maxRetries);
  });

  it('gives up on a service slower than the attempt timeout, within the whole call budget', async () => {
    fake.alwaysFault = 'slow';
    const started = Date.now();
    await expect(provider.writeIdea(inputs, 7)).rejects.toMatchObject({ kind: 'timed_out', message: 'The AI story-writing service took too long to answer.' });
    expect(Date.now() - started).toBeLessThan(FAST_AI_CALLS.callTimeoutMs + 500);
    expect(fake.chatRequests()).toHaveLength(1 + FAST_AI_CALLS.maxRetries);
  });

  it("waits as long as a 429's Retry-After asks when that is within bounds", async () => {
    fake.faults.push('rate_limited');
    const started = Date.now();
    await expect(provider.writeIdea(inputs, 7)).resolves.toMatchObject({ title: 'Mia and the Moonlit Garden' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    expect(fake.chatRequests()).toHaveLength(2);
  });

  it('does not wait for a Retry-After beyond the bound, and says how long to wait', async () => {
    fake.faultOptions.retryAfter = '120';
    fake.alwaysFault = 'rate_limited';
    try {
      const failure = await provider.writeIdea(inputs, 7).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(AiProviderError);
      expect(failure).toMatchObject({ kind: 'rate_limited', retryAfterMs: 120_000, message: 'The AI story-writing service is busy with too many requests.' });
      expect(fake.chatRequests()).toHaveLength(1);
    } finally {
      fake.faultOptions.retryAfter = '1';
    }
  });

  it('treats a failing moderation endpoint as a failure and an answer without a verdict as a bad answer, never as a pass', async () => {
    fake.moderationFault = 'server_error';
    await expect(provider.moderate('Mia shares her kite')).rejects.toMatchObject({ kind: 'server_error' });
    fake.moderationFault = 'wrong_shape';
    await expect(provider.moderate('Mia shares her kite')).rejects.toMatchObject({ kind: 'bad_answer' });
  });

  it('moderates with the word lists and the moderation endpoint, and without one when the server has none', async () => {
    fake.flagged.set('pinch', 'harassment');
    expect(await provider.moderate('Mia will pinch everyone')).toMatchObject({ safe: false, kind: 'harassment' });
    expect(await provider.moderate('A story with a gun in it')).toMatchObject({ safe: false, kind: 'violence' });
    expect(await provider.moderate('Mia shares her kite')).toEqual({ safe: true });
    expect(fake.requests.filter((request) => request.path.endsWith('/moderations')).map((request) => request.body.input)).toEqual([
      'Mia will pinch everyone',
      'Mia shares her kite',
    ]);
    fake.hasModeration = false;
    expect(await provider.moderate('Mia will pinch everyone')).toEqual({ safe: true });
    expect(await provider.moderate('a gun')).toMatchObject({ safe: false, kind: 'violence' });
    // A 404 is not remembered: once the endpoint answers again, it judges again.
    fake.hasModeration = true;
    expect(await provider.moderate('Mia will pinch everyone')).toMatchObject({ safe: false, kind: 'harassment' });
  });

  it('suggests five ideas for a field', async () => {
    expect(await provider.suggest('title', { age_group: '3-5', seed: 1 })).toHaveLength(5);
  });
});
