import { PAGE_HEIGHT, PAGE_WIDTH } from './epub-book';
import { LAYOUT } from './page-markup';

/** The embedded fonts, as the PDF embeds them: Nunito for the story, Fredoka for titles. */
export const FONT_FILES_IN_BOOK = { body: 'fonts/nunito-medium.ttf', display: 'fonts/fredoka-semibold.ttf' } as const;

const { words, pictureHeight, dedication } = LAYOUT;

/** One style sheet for every page; the colours are the viewer's. */
export const STYLE_SHEET = `@font-face { font-family: "Nunito"; font-weight: 500; font-style: normal; src: url("${FONT_FILES_IN_BOOK.body}"); }
@font-face { font-family: "Fredoka"; font-weight: 600; font-style: normal; src: url("${FONT_FILES_IN_BOOK.display}"); }
html, body { margin: 0; padding: 0; width: ${PAGE_WIDTH}px; height: ${PAGE_HEIGHT}px; overflow: hidden; }
body { background: #fffaf3; color: #2b2238; font-family: "Nunito", sans-serif; font-weight: 500; }
.page { position: relative; width: ${PAGE_WIDTH}px; height: ${PAGE_HEIGHT}px; overflow: hidden; }
.picture { display: block; width: ${PAGE_WIDTH}px; height: ${pictureHeight}px; object-fit: cover; }
.no-picture { background: #f6ecdc; }
.words { position: absolute; left: ${words.left}px; top: ${words.top}px; width: ${words.width}px; height: ${words.height}px; display: flex; flex-direction: column; justify-content: center; }
.words p { margin: 0; }
.folio { position: absolute; left: 0; right: 0; bottom: 20px; margin: 0; text-align: center; font-size: 18px; color: #6d6280; }
.cover { background: #efe3f7; }
.cover-art { position: absolute; left: 0; top: 0; width: ${PAGE_WIDTH}px; height: ${PAGE_HEIGHT}px; object-fit: cover; }
.title-box { position: absolute; left: 40px; right: 40px; top: 40px; padding: 24px 32px; border: 8px solid #ffd75e; border-radius: 40px; background: rgba(255, 250, 243, 0.95); text-align: center; }
h1 { margin: 0; font-family: "Fredoka", sans-serif; font-weight: 600; color: #7b3fa0; }
.author { margin: 12px 0 0; font-size: 26px; font-weight: 500; color: #6d6280; }
.belongs-to h2 { position: absolute; left: 56px; right: 56px; top: 380px; margin: 0; text-align: center; font-family: "Fredoka", sans-serif; font-weight: 600; font-size: 60px; line-height: 72px; color: #7b3fa0; }
.name-line { position: absolute; left: 115px; right: 115px; top: 594px; border-top: 2px solid #6d6280; }
.dedication-words { position: absolute; left: ${dedication.left}px; top: ${dedication.top}px; width: ${dedication.width}px; height: ${dedication.height}px; display: flex; flex-direction: column; justify-content: center; text-align: center; color: #2b2238; }
.dedication-words p { margin: 0; }
.end { background: #fdf3e1; }
.the-end { position: absolute; left: 0; right: 0; top: 440px; margin: 0; text-align: center; font-family: "Fredoka", sans-serif; font-weight: 600; font-size: 96px; color: #7b3fa0; }
`;
