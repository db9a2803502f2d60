/** The offline story engine: pure and deterministic from a seed. */
export { writeIdea } from './idea/write-idea';
export { refineIdea } from './idea/refine-idea';
export { namingTheEarlierBook } from './idea/earlier-book';
export { rememberBook } from './story/remember-book';
export { writeOutline } from './story/write-outline';
export { writeStory } from './story/write-story';
export { rereadScene } from './story/scene';
export { suggest } from './suggest/suggest';
export type { SuggestOptions } from './suggest/suggest';
export { moderateText } from './moderation/moderate-text';
export type { ModerationResult } from './moderation/moderate-text';
export type { ModerationKind } from './moderation/word-lists';
export { countSyllables, fleschKincaidGrade, splitSentences } from './core/readability';
export { PLOT_IDS } from './plots';
export type { GradeOptions } from './core/readability';
export { storyNames } from './story/write-story';
