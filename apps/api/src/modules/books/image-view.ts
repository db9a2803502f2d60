import type { BookImage, SingleImage } from '@studio/contracts/books';
import type { AppContext } from '../../app-context';
import type { BookImageRow } from './pictures-repo';

export function toBookImage(context: AppContext, row: BookImageRow): BookImage {
  return {
    id: row.id,
    page_number: row.pageNumber ?? 0,
    version: row.version,
    model: row.model,
    style: row.style,
    is_current: row.isCurrent,
    url: context.media.urlFor(row.screenKey),
    thumbnail_url: context.media.urlFor(row.thumbKey),
    width: row.width,
    height: row.height,
    created_at: row.createdAt.toISOString(),
  };
}

export function toSingleImage(context: AppContext, row: BookImageRow): SingleImage {
  return {
    id: row.id,
    prompt: row.prompt ?? '',
    style: row.style,
    model: row.model,
    url: context.media.urlFor(row.screenKey),
    thumbnail_url: context.media.urlFor(row.thumbKey),
    credits_spent: row.creditsSpent,
  };
}
