/**
 * What other modules (books, characters, pdf-exports) may read and change of stories. The stories
 * module owns its tables; this is the surface it publishes, so its repo stays private to it.
 */
export { findPage, findStory, holdStoryAgainstDeletion, listPages, updateStory, type StoryPageRow, type StoryRow } from './repo';
