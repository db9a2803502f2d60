import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { COVER_WIDTH, illustrateCharacterGallery, illustrateCover, rasterize } from '../src';
import { measureText } from '../src/text/measure';
import { BOOK_CAST, characterOf } from './fixtures';
import { elementsWith, isWellFormed, parseSvg, textOf } from './svg-inspect';

const LONG_TITLE = 'Ada, Biscuit and Zed and the Extraordinarily Long Journey to the Mountain Where Dreams Are Kept';

function fontSizeOf(svg: string): number {
  const match = /<text [^>]*font-size="([\d.]+)"/.exec(svg);
  return Number(match?.[1]);
}

describe('illustrateCover', () => {
  it('sets the title in lines that stay inside the picture, shrinking long titles', () => {
    const short = illustrateCover({ title: 'Zed Says Hello', characters: BOOK_CAST, setting: 'space', style: 'flat' });
    const long = illustrateCover({ title: LONG_TITLE, subtitle: 'A story for bedtime', characters: BOOK_CAST, setting: 'beach', style: 'crayon' });
    for (const svg of [short, long]) expect(isWellFormed(svg)).toBe(true);

    expect(textOf(parseSvg(short), 'tspan')).toEqual(['Zed Says Hello']);
    const lines = textOf(parseSvg(long), 'tspan');
    const titleLines = lines.slice(0, -1);
    expect(titleLines.length).toBeGreaterThan(1);
    expect(titleLines.join(' ')).toBe(LONG_TITLE);
    expect(lines.at(-1)).toBe('A story for bedtime');
    const size = fontSizeOf(long);
    expect(size).toBeLessThan(fontSizeOf(short));
    for (const line of titleLines) expect(measureText(line, size)).toBeLessThanOrEqual(COVER_WIDTH - 2 * 114);
    for (const hero of BOOK_CAST) expect(long).toContain(`data-character="${hero.name}"`);
  });

  it('escapes the title and draws it with the bundled font', async () => {
    const svg = illustrateCover({ title: 'Tom & Jerry <3 "friends"', characters: [characterOf('cat', 'Tom')], setting: 'farm', style: 'flat' });
    expect(isWellFormed(svg)).toBe(true);
    expect(textOf(parseSvg(svg), 'tspan')[0]).toContain('Tom &#38; Jerry &#60;3');
    // The title panel is cream; set text makes dark pixels inside it.
    const png = await rasterize(svg, { width: 600, format: 'png' });
    const { data, info } = await sharp(png).extract({ left: 100, top: 55, width: 400, height: 60 }).raw().toBuffer({ resolveWithObject: true });
    let dark = 0;
    for (let i = 0; i < data.length; i += info.channels) if ((data[i] ?? 255) < 90 && (data[i + 1] ?? 255) < 90) dark++;
    expect(dark).toBeGreaterThan(500);
  });
  it('leaves the title out for print, where the PDF sets it in type, and keeps the same picture', () => {
    const input = { title: 'Zed Says Hello', characters: BOOK_CAST, setting: 'space', style: 'flat' } as const;
    const titled = illustrateCover(input);
    const untitled = illustrateCover({ ...input, showTitle: false });
    expect(isWellFormed(untitled)).toBe(true);
    expect(textOf(parseSvg(untitled), 'tspan')).toEqual([]);
    expect(untitled).not.toContain('data-layer="title"');
    for (const hero of BOOK_CAST) expect(untitled).toContain(`data-character="${hero.name}"`);
    expect(titled).toContain('data-layer="title"');
  });
});

describe('illustrateCharacterGallery', () => {
  it('frames uploaded photos and draws the characters that have none', async () => {
    const photo = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#ff0000' } }).png().toBuffer();
    const dataUri = `data:image/png;base64,${photo.toString('base64')}`;
    const svg = illustrateCharacterGallery({ characters: BOOK_CAST, photos: [{ name: ' ada ', dataUri }], style: 'watercolor' });
    expect(isWellFormed(svg)).toBe(true);
    const images = elementsWith(parseSvg(svg), 'data-photo');
    expect(images.map((node) => node[':@']?.href)).toEqual([dataUri]);
    expect(svg).not.toContain('data-character="Ada"');
    expect(svg).toContain('data-character="Biscuit"');
    expect(svg).toContain('data-character="Zed"');
    expect(textOf(parseSvg(svg), 'tspan')).toEqual(['Meet the characters', 'Ada', 'Biscuit', 'Zed']);
  });

  it('ignores anything that is not an inline image', () => {
    const svg = illustrateCharacterGallery({ characters: BOOK_CAST, photos: [{ name: 'Ada', dataUri: 'https://example.com/ada.png' }, { name: 'Zed', dataUri: 'data:text/html;base64,PHNjcmlwdD4=' }], style: 'flat' });
    expect(svg).not.toContain('<image');
    expect(svg).toContain('data-character="Ada"');
  });

  it('renders WebP photos too (re-encoded for the renderer)', async () => {
    const webp = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#00c000' } }).webp().toBuffer();
    const svg = illustrateCharacterGallery({ characters: [BOOK_CAST[0] ?? characterOf('child')], photos: [{ name: 'Ada', dataUri: `data:image/webp;base64,${webp.toString('base64')}` }], style: 'flat' });
    const png = await rasterize(svg, { width: 400, format: 'png' });
    const { data } = await sharp(png).extract({ left: 200, top: 180, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeLessThan(20);
    expect(data[1]).toBeGreaterThan(170);
    expect(data[2]).toBeLessThan(20);
  });
});
