import type { ArtStyle, Character, Setting } from '@studio/contracts/stories';
import { hashString } from '../random';
import { group } from '../svg/builder';
import { path, rect } from '../svg/shapes';
import { d } from '../svg/builder';
import { blockHeight, textBlock } from '../text/text-block';
import { fitText } from '../text/wrap';
import { svgDocument } from './document';
import { actorsDoing } from './actors';
import { paintPicture } from './picture';

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 1500;

const PANEL_MARGIN = 70;
const PANEL_PADDING = 44;
const TITLE_INK = '#3b2d5c';
const MAX_HEROES = 4;

export interface IllustrateCoverInput {
  title: string;
  subtitle?: string;
  characters: readonly Character[];
  setting: Setting;
  style: ArtStyle;
  /** Draw the title panel (default). Off for print, where the PDF sets the title in real type over the art. */
  showTitle?: boolean;
  /** Varies where props fall (a redrawn cover); the heroes never depend on it. Defaults to a hash of title and setting. */
  seed?: number;
}

/** The book's cover (1200×1500): the heroes waving in their setting under a title panel. Long titles wrap and shrink to fit. */
export function illustrateCover({ title, subtitle, characters, setting, style, showTitle = true, seed }: IllustrateCoverInput): string {
  const w = COVER_WIDTH;
  const h = COVER_HEIGHT;
  const { defs, body } = paintPicture({
    w, h, setting, time: 'day', actors: actorsDoing(characters.slice(0, MAX_HEROES), 'waving'), mood: 'happy', style, seed: seed ?? hashString(`${title}|${setting}`),
  });
  if (!showTitle) return svgDocument(w, h, `Cover: ${title}`, defs, body);

  const innerWidth = w - 2 * (PANEL_MARGIN + PANEL_PADDING);
  const titleText = fitText(title.trim() || 'My Story', { width: innerWidth, maxLines: 3, maxSize: 128, minSize: 52 });
  const subtitleText = subtitle?.trim() ? fitText(subtitle.trim(), { width: innerWidth, maxLines: 2, maxSize: 50, minSize: 30 }) : undefined;
  const titleHeight = blockHeight(titleText);
  const subtitleGap = subtitleText ? 16 : 0;
  const panelHeight = PANEL_PADDING * 2 + titleHeight + subtitleGap + (subtitleText ? blockHeight(subtitleText) : 0);
  const top = PANEL_MARGIN;
  const panel = group(
    { 'data-layer': 'title' },
    rect(PANEL_MARGIN + 8, top + 12, w - 2 * PANEL_MARGIN, panelHeight, { rx: 48, fill: '#2b1d40', opacity: 0.18 }),
    rect(PANEL_MARGIN, top, w - 2 * PANEL_MARGIN, panelHeight, { rx: 48, fill: '#fffaf0', stroke: '#f2b950', 'stroke-width': 10 }),
    path(d`M${w / 2 - 60} ${top + panelHeight - 2}L${w / 2} ${top + panelHeight + 26}L${w / 2 + 60} ${top + panelHeight - 2}Z`, { fill: '#f2b950' }),
    textBlock(titleText, w / 2, top + PANEL_PADDING, { fill: TITLE_INK }),
    subtitleText ? textBlock(subtitleText, w / 2, top + PANEL_PADDING + titleHeight + subtitleGap, { fill: '#7a5c9e' }) : '',
  );
  return svgDocument(w, h, `Cover: ${title}`, defs, body + panel);
}
