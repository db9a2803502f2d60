import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Character, Scene } from '@studio/contracts/stories';
import { FAST_AI_CALLS } from '../../../../test/support/ai-calls';
import { FakeOpenAiImages } from '../../../../test/support/fake-openai-images';
import type { BookCast, ImageProvider } from './image-provider';
import { createOpenAiImageProvider } from './openai-image-provider';

const characters: Character[] = [
  { name: 'Maya', kind: 'child', pronoun: 'she', appearance: { hair_color: 'black', clothing_color: 'yellow' }, traits: [] },
  { name: 'Rusty', kind: 'animal', species: 'fox', pronoun: 'he', appearance: {}, traits: [] },
];
const scene: Scene = { setting: 'beach', time_of_day: 'evening', characters: ['Maya'], action: 'dancing', mood: 'happy' };

describe('OpenAI image provider against a local images server', () => {
  const server = new FakeOpenAiImages();
  let provider: ImageProvider;

  beforeAll(async () => {
    await server.start();
    provider = createOpenAiImageProvider({ apiKey: 'test-key', baseUrl: server.baseUrl, standardModel: 'gpt-image-1-mini', calls: FAST_AI_CALLS });
  });
  afterAll(() => server.stop());
  beforeEach(() => {
    server.requests.length = 0;
    server.faults.length = 0;
    server.alwaysFault = null;
  });

  it('uses gpt-image-1-mini by default and gpt-image-1 at high quality', async () => {
    expect(provider.modelFor('standard')).toBe('gpt-image-1-mini');
    expect(provider.modelFor('high')).toBe('gpt-image-1');
    await provider.drawFromPrompt({ prompt: 'a fox on a hill', style: 'flat', model: 'gpt-image-1-mini' });
    await provider.drawFromPrompt({ prompt: 'a fox on a hill', style: 'flat', model: 'gpt-image-1' });
    expect(server.requests.map((request) => [request.endpoint, request.model, request.quality])).toEqual([
      ['generations', 'gpt-image-1-mini', 'medium'],
      ['generations', 'gpt-image-1', 'high'],
    ]);
  });

  it('draws the character sheet from the uploaded photos, then passes sheet and photos to every page and the cover', async () => {
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123456' } }).webp().toBuffer();
    const cast: BookCast = { characters, style: 'watercolor', photos: [{ name: 'Maya', data: photo }], model: 'gpt-image-1-mini' };
    const sheet = await provider.drawCharacterSheet(cast);
    expect(sheet).not.toBeNull();
    const withSheet = { ...cast, sheet };
    const page = await provider.drawPage({ cast: withSheet, scene, text: 'Maya danced by the waves.', variant: 1 });
    const cover = await provider.drawCover({ cast: withSheet, title: 'Maya and the Sea', setting: 'beach', variant: 1 });

    const [sheetRequest, pageRequest, coverRequest] = server.requests;
    expect(sheetRequest!.endpoint).toBe('edits');
    expect(sheetRequest!.images).toEqual([photo]);
    expect(sheetRequest!.prompt).toContain('character reference sheet');
    expect(sheetRequest!.prompt).toContain('Rusty, a fox');
    expect(pageRequest!.endpoint).toBe('edits');
    expect(pageRequest!.images).toEqual([sheet, photo]);
    expect(pageRequest!.prompt).toContain('Setting: beach, evening. The mood is happy.');
    expect(pageRequest!.prompt).toContain('each doing what the brackets say: Maya (dancing).');
    expect(pageRequest!.prompt).toContain('"Maya danced by the waves."');
    expect(pageRequest!.prompt).toContain('watercolour');
    expect(coverRequest!.size).toBe('1024x1536');
    expect(page).toMatchObject({ kind: 'raster', width: 1536, height: 1024 });
    expect(cover).toMatchObject({ kind: 'raster', width: 1024, height: 1536 });
  });

  it('generates without references when there is neither sheet nor photo', async () => {
    await provider.drawPage({ cast: { characters, style: 'flat', photos: [], model: 'gpt-image-1-mini', sheet: null }, scene, text: 'Hi', variant: 1 });
    expect(server.requests[0]!.endpoint).toBe('generations');
  });

  it.each([
    ['server_error', 'server_error', 'The AI picture service failed (HTTP 500).', 3],
    ['slow', 'timed_out', 'The AI picture service took too long to answer.', 3],
    ['connection_reset', 'unreachable', 'The AI picture service could not be reached.', 3],
    ['moderation_blocked', 'refused', 'The picture was refused by the safety system; try different words.', 1],
    ['unauthorized', 'rejected', 'The AI picture service refused the request (HTTP 401).', 1],
    ['no_image', 'bad_answer', 'The AI picture service answered in a form we could not use (it came without a picture).', 2],
    ['not_a_picture', 'bad_answer', 'The AI picture service answered in a form we could not use (what it sent is not a picture).', 2],
    ['tiny_picture', 'bad_answer', 'The AI picture service answered in a form we could not use (it sent a 1×1 picture, smaller than the 1536×1024 asked for).', 2],
    ['malformed_body', 'bad_answer', 'The AI picture service sent an answer we could not read.', 2],
  ] as const)('turns %s into a %s failure that says what went wrong', async (fault, kind, message, tries) => {
    server.alwaysFault = fault;
    const cast: BookCast = { characters, style: 'flat', photos: [], model: 'gpt-image-1-mini' };
    await expect(provider.drawPage({ cast, scene, text: 'x', variant: 1 })).rejects.toMatchObject({ name: 'AiProviderError', service: 'image', kind, message });
    expect(server.requests).toHaveLength(tries);
  });
});
