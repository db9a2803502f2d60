import { COVER_PAGE } from '@studio/contracts/books';
import type { AppContext } from '../../app-context';
import type { BookCast, DrawnPicture } from '../../infra/ai/images/image-provider';
import { imageProvider } from './image-provider-for';
import type { StoryPageRow, StoryRow } from '../stories/story-access';

/** Draws the cover (page 0) or one story page of a book with its cast. */
export function drawSlot(context: AppContext, story: StoryRow, page: StoryPageRow | undefined, pageNumber: number, cast: BookCast, variant: number): Promise<DrawnPicture> {
  const provider = imageProvider(context);
  if (pageNumber === COVER_PAGE) {
    return provider.drawCover({ cast, title: story.title, setting: story.idea?.setting ?? story.inputs.setting ?? 'forest', variant });
  }
  if (!page) throw new Error(`Page ${pageNumber} has no text to illustrate`);
  return provider.drawPage({ cast, scene: page.scene, text: page.text, variant });
}

export const slotLabel = (pageNumber: number) => (pageNumber === COVER_PAGE ? 'the cover' : `page ${pageNumber}`);
