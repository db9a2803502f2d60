/** What other modules (books) may read of the character photos of a story. */
export { listStoryPhotos, type CharacterImageRow } from './repo';
