import { COVER_PAGE, type Book } from '@studio/contracts/books';
import type { AppContext } from '../../app-context';
import { readCustomer } from '../auth/customer-cache';
import { charactersPageUrl } from '../characters/characters-page';
import { toCharacterPhoto } from '../characters/character-photos';
import { characterPhotosOfStory } from '../characters/photos-of-story';
import { toBookImage } from './image-view';
import { countVersionsByPage, listCurrentImages } from './pictures-repo';
import { loadOwnedStory } from '../stories/owned-story';
import { pagesBeforeStory, pagesOfStory } from '../stories/story-access';
import { characterIndexesOf } from './page-characters';
import { picturesLeft } from './pictures-left';
import { findBook } from './repo';

/** GET /api/v1/books/{story_id}: the story's text with its current pictures, for the viewer. */
export async function getBook(context: AppContext, customerId: string, storyId: string): Promise<Book> {
  const story = await loadOwnedStory(context, customerId, storyId);
  const [book, pages, current, versions, photos, customer] = await Promise.all([
    findBook(context.db, story.id),
    pagesOfStory(context.db, story.id),
    listCurrentImages(context.db, story.id),
    countVersionsByPage(context.db, story.id),
    characterPhotosOfStory(context.db, story.id),
    readCustomer(context, customerId),
  ]);
  const imageOf = (pageNumber: number) => {
    const row = current.find((candidate) => candidate.pageNumber === pageNumber);
    return row ? toBookImage(context, row) : null;
  };
  return {
    story_id: story.id,
    title: story.title,
    author: customer?.fullName ?? null,
    status: book?.status ?? 'none',
    art_style: story.inputs.art_style,
    age_group: story.inputs.age_group,
    job_id: book?.jobId ?? null,
    failure_reason: book?.failureReason ?? null,
    pictures_left: (await picturesLeft(context, book, pages.map((page) => page.pageNumber))) ?? null,
    cover: imageOf(COVER_PAGE),
    pages: pages.map((page) => ({
      page_number: page.pageNumber, text: page.text, image: imageOf(page.pageNumber), versions: versions.get(page.pageNumber) ?? 0,
      characters: characterIndexesOf(page.scene.characters, story.inputs.characters),
    })),
    characters: story.inputs.characters.map((character, index) => ({ index, name: character.name })),
    character_photos: photos.map((row) => toCharacterPhoto(context, row)),
    characters_page_url: await charactersPageUrl(context, story),
    ...pagesBeforeStory(story),
  };
}
