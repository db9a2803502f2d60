import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { FakeOpenAi } from '../../../../test/support/fake-openai';
import { createOpenAiTextProvider } from './openai-text-provider';
import { STRUCTURED_ATTEMPTS } from './openai-structured';
import { TextProviderError } from './text-provider';
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
  provider = createOpenAiTextProvider({ apiKey: 'sk-test', baseUrl: fake.baseUrl, model: 'story-model' });
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

  it('asks again after a malformed answer and succeeds', async () => {
    fake.faults.push('not_json', 'missing_fields');
    const idea = await provider.writeIdea(inputs, 7);
    expect(idea.title).toBe('Mia and the Moonlit Garden');
    expect(fake.chatRequests('story_idea')).toHaveLength(3);
  });

  it('asks again when pages come back with the wrong numbers', async () => {
    fake.faults.push('wrong_pages');
    const idea = await provider.writeIdea(inputs, 7);
    const outline = await provider.writeOutline(idea, { ...inputs, story_length: 'short' });
    const pages = [];
    for await (const section of provider.writePages(idea, { ...inputs, story_length: 'short' }, outline)) pages.push(...section);
    expect(pages.map((page) => page.page_number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('gives up with a clear error when every answer is malformed', async () => {
    fake.alwaysFault = 'not_json';
    const failure = provider.writeIdea(inputs, 7);
    await expect(failure).rejects.toBeInstanceOf(TextProviderError);
    await expect(failure).rejects.toThrow(`The text model's answer did not fit the story idea format after ${STRUCTURED_ATTEMPTS} tries (the answer was not JSON).`);
    expect(fake.chatRequests('story_idea')).toHaveLength(STRUCTURED_ATTEMPTS);
  });

  it('retries server errors (the SDK), then reports the model as failing', async () => {
    fake.faults.push('server_error');
    await expect(provider.writeIdea(inputs, 7)).resolves.toMatchObject({ title: 'Mia and the Moonlit Garden' });
    fake.alwaysFault = 'server_error';
    fake.requests.length = 0;
    await expect(provider.writeIdea(inputs, 7)).rejects.toThrow(/The text model could not be reached or failed \(HTTP 500\)/);
    expect(fake.chatRequests()).toHaveLength(3);
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
  });

  it('suggests five ideas for a field', async () => {
    expect(await provider.suggest('title', { age_group: '3-5', seed: 1 })).toHaveLength(5);
  });
});
