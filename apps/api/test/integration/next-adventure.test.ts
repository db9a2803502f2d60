import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Story, StoryFilterResponse, StoryIdeaResponse } from '@studio/contracts/stories-api';
import { rememberBook } from '@studio/story-engine';
import { signUp } from '../support/accounts';
import { completeStory } from '../support/books';
import { apiAs } from '../support/client';
import { createDraft, storyDetails } from '../support/stories';
import { startTestProduct, type TestProduct } from '../support/test-product';

/** Issue 33: "Another adventure with Mia and Pip" follows the earlier book, and the new idea says which. */
let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product?.stop());

describe('the next adventure', () => {
  it('tells another plot than the book it follows when the parent leaves the plot to the writer', { timeout: 60_000 }, async () => {
    const auth = await signUp(product);
    const api = apiAs(product, auth);
    // No theme or lesson on either book: they would choose the plot (a picnic asked for again is a picnic again).
    const earlierId = await completeStory(product, auth, { theme: undefined, lesson: undefined } as never);
    const earlier = (await api.get(`/api/v1/stories/${earlierId}`)).json() as Story;
    const draft = await api.post('/api/v1/stories/draft', storyDetails({ theme: undefined, lesson: undefined, follows: { story_id: earlierId } } as never));
    expect(draft.statusCode, draft.body).toBe(201);
    const { story_id } = draft.json() as { story_id: string };
    // The idea is written when it is first asked for; the story says which plot it told.
    expect((await api.get(`/api/v1/stories/${story_id}/story-idea`)).statusCode).toBe(200);
    const later = (await api.get(`/api/v1/stories/${story_id}`)).json() as Story;
    expect(later.inputs.follows?.plot).toBe(earlier.idea!.plot);
    expect(later.idea?.plot).toBeDefined();
    expect(later.idea!.plot).not.toBe(earlier.idea!.plot);
  });

  it('names the earlier book in the new idea, with the title read from that book', { timeout: 60_000 }, async () => {
    const auth = await signUp(product);
    const api = apiAs(product, auth);
    const earlierId = await completeStory(product, auth);
    const earlier = (await api.get(`/api/v1/stories/${earlierId}`)).json() as Story;

    const draft = await api.post('/api/v1/stories/draft', storyDetails({ follows: { story_id: earlierId, title: 'A title the browser made up', series_id: 'a series the browser made up', plot: 'a plot the browser made up' } } as never));
    expect(draft.statusCode, draft.body).toBe(201);
    const { story_id } = draft.json() as { story_id: string };
    const follows = ((await api.get(`/api/v1/stories/${story_id}`)).json() as Story).inputs.follows;
    // The plot the earlier book told comes with it, so the writer tells another.
    expect(follows).toEqual({ story_id: earlierId, title: earlier.title, series_id: earlierId, remembered: rememberBook(earlier.pages, earlier.inputs.characters), plot: earlier.idea!.plot });
    expect(follows?.remembered?.place).toMatch(/^(?:at|in|on|under) the /);
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

  it('writes a next adventure that remembers the earlier book on one or two pages, whatever the request said of it', { timeout: 60_000 }, async () => {
    const auth = await signUp(product);
    const api = apiAs(product, auth);
    const earlierId = await completeStory(product, auth, { setting: 'forest' });
    const made = { place: 'at the chocolate factory', friend: 'a dragon', thing: 'the golden ticket' };
    const laterId = await completeStory(product, auth, { setting: 'beach', follows: { story_id: earlierId, remembered: made } } as never);
    const later = (await api.get(`/api/v1/stories/${laterId}`)).json() as Story;
    const remembered = later.inputs.follows?.remembered;
    expect(remembered?.place).toMatch(/^(?:at|in) the /);
    expect(later.pages.map((page) => page.text).join(' ')).not.toMatch(/chocolate factory|dragon|golden ticket/);
    // The call-back sentences that name what is remembered ("Not long ago, … at the old oak tree.", "… thought of the blue
    // feather from their last adventure"): a beach book may say "the shell" on a page of its own, which is no recall.
    const recalls = (text: string) => text.split(/(?<=[.!?])\s+/).some((sentence) => /^Not long ago, |from (?:their|her|his) last adventure/.test(sentence) && (sentence.includes(remembered!.place!) || (remembered?.thing !== undefined && sentence.includes(remembered.thing))));
    const recalling = later.pages.filter((page) => recalls(page.text));
    expect(recalling.length).toBeGreaterThanOrEqual(1);
    expect(recalling.length).toBeLessThanOrEqual(2);
    expect(later.idea?.summary).toContain(`“${((await api.get(`/api/v1/stories/${earlierId}`)).json() as Story).title}”`);
  });

  it('lists each book with the first book of its series, which stays when a book in the middle is deleted', { timeout: 60_000 }, async () => {
    const auth = await signUp(product);
    const api = apiAs(product, auth);
    const first = await createDraft(product, auth);
    const second = await createDraft(product, auth, { follows: { story_id: first } } as never);
    const third = await createDraft(product, auth, { follows: { story_id: second } } as never);
    const alone = await createDraft(product, auth, { characters: [{ name: 'Ada', kind: 'child', pronoun: 'she', appearance: {}, traits: [] }] });
    const seriesOf = async () => {
      const listed = (await api.get('/api/v1/stories/filter')).json() as StoryFilterResponse;
      return Object.fromEntries(listed.items.map((item) => [item.id, item.series_id]));
    };

    expect(await seriesOf()).toEqual({ [first]: first, [second]: first, [third]: first, [alone]: alone });
    const listed = (await api.get('/api/v1/stories?page=1&per_page=10')).json() as { items: StoryFilterResponse['items'] };
    expect(listed.items.find((item) => item.id === third)).toMatchObject({ series_id: first, cast: ['Mia', 'Pip'] });
    expect(((await api.get('/api/v1/stories/summary')).json() as { recent: Array<{ id: string; series_id: string }> }).recent.find((item) => item.id === second)?.series_id).toBe(first);

    // A book in the middle goes; the next adventure still belongs with the first book.
    expect((await api.delete(`/api/v1/stories/${second}`)).statusCode).toBe(204);
    expect(await seriesOf()).toEqual({ [first]: first, [third]: first, [alone]: alone });
  });
});
