/** What a sentence is to its page: an optional extra (tone, detail, cheer), the page's own line, or one that must stay. */
export type SentenceRole = 'extra' | 'own' | 'kept';

/** A story's sentences page by page, with the role of each. */
export interface RoledText {
  pages: string[][];
  roles: SentenceRole[][];
}
