import { escapeRegExp } from '../core/regex';
import type { CatalogueTheme } from '../world/catalogue';
import type { ThemeMiddle } from './theme-story';

/** A general frame's entry matches the theme it was built from, as typed (`plots/frames.ts`). */
export const typedTheme = (theme: string): RegExp => new RegExp(`^\\s*${escapeRegExp(theme.trim())}`, 'i');

/** The story lines a frame's lines give its entry, and the middle they give its plot. */
export type FrameStory = Pick<CatalogueTheme, 'title' | 'opening' | 'worry' | 'tries' | 'turn' | 'details' | 'win' | 'end'>;

export const storyOf = ({ title, opening, worry, tries, turn, details, win, end }: FrameStory): FrameStory => ({ title, opening, worry, tries, turn, details, win, end });

export const middleOf = ({ setback, choice, subplot, hope }: Pick<ThemeMiddle, 'setback' | 'choice' | 'subplot'> & { hope: string }): ThemeMiddle => ({ setback, choice, subplot, hope });
