import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Story, StoryIdeaResponse } from '@studio/contracts/stories-api';
import { signUp } from '../support/accounts';
import { completeStory } from '../support/books';
import { apiAs } from '../support/client';
import { storyDetails } from '../support/stories';
import { startTestProduct, type TestProduct } from '../support/test-product';

/** Issue 33: "Another adventure with Mia and Pip" follows the earlier book, and the new idea says which. */
let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product?.stop());

describe('the next adventure', () => {
  it('names the earlier book in the new idea, with the title read from that book', { timeout: 60_000 }, async () => {
    const auth = await signUp(product);
    const api = apiAs(product, auth);
    const earlierId = await completeStory(product, auth);
    const earlier = (await api.get(`/api/v1/stories/${earlierId}`)).json() as Story;

    const draft = await api.post('/api/v1/stories/draft', storyDetails({ follows: { story_id: earlierId, title: 'A title the browser made up' } } as never));
    expect(draft.statusCode, draft.body).toBe(201);
    const { story_id } = draft.json() as { story_id: string };
    expect(((await api.get(`/api/v1/stories/${story_id}`)).json() as Story).inputs.follows).toEqual({ story_id: earlierId, title: earlier.title });
    const idea = (await api.get(`/api/v1/stories/${story_id}/story-idea`)).json() as StoryIdeaResponse;
    expect(idea.summary).toContain(`Another adventure after “${earlier.title}”.`);

    // Without an earlier book the idea is as the engine wrote it.
    const plain = (await api.post('/api/v1/stories/draft', storyDetails())).json() as { story_id: string };
    expect(((await api.get(`/api/v1/stories/${plain.story_id}/story-idea`)).json() as StoryIdeaResponse).summary).not.toContain('Another adventure after');

    // Another customer's book cannot be followed: it does not exist for them.
    const stranger = await signUp(product);
    const refused = await apiAs(product, stranger).post('/api/v1/stories/draft', storyDetails({ follows: { story_id: earlierId } } as never));
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain(earlier.title);
  });
});
