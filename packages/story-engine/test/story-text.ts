import type { StoryPage } from '@studio/contracts/stories';

export const storyText = (pages: readonly StoryPage[]) => pages.map((page) => page.text).join(' ');
