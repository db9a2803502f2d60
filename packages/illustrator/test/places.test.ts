import { describe, expect, it } from 'vitest';
import { ACTIONS, ART_STYLES, type ArtStyle, type Scene, type Setting } from '@studio/contracts/stories';
import { illustrateScene } from '../src';
import { distance, thumbnail } from './picture-distance';
import { PLACE_KINDS, placeKindOf } from '../src/places';
import { BOOK_CAST } from './fixtures';

/**
 * Two spots of one setting, the cast and everything else the same, must differ by more than this mean
 * absolute difference of their 64-pixel-wide RGB thumbnails (0-255). Measured: the closest pair, the
 * forest with and without its stream, 6.1 in watercolour (7.0 crayon, 8.0 flat); a room against the
 * garden 42-61; a place ignored draws the same picture, 0. Looked at in every style
 * (/work/helpers/shots/pictures2/places-*.png).
 */
const PLACES_DIFFER = 5;


const sceneAt = (setting: Setting, place?: string): Scene => ({
  setting,
  time_of_day: 'day',
  characters: ['Ada', 'Biscuit'],
  action: 'walking',
  mood: 'happy',
  composition: { camera: 'wide', placement: 'centre', mirrored: false },
  ...(place && { place }),
});
// A redraw's seed, the same for every place: props, turn and side stay put, so only the place can change the picture.
const draw = (scene: Scene, style: ArtStyle) => illustrateScene({ scene, characters: BOOK_CAST, style, seed: 3 });

/** The issue's own examples, and the settings' other spots: each differs from the others of its setting. */
const SPOTS: Array<[Setting, Array<string | undefined>]> = [
  ['home', ['the kitchen table', 'the garden gate', 'the big bathtub', 'the cozy sofa', undefined]],
  ['forest', ['the little stream', 'the sunny clearing', 'the fern hollow', 'the old oak tree', undefined]],
  ['beach', ['the rock pools', 'the sand dunes', undefined]],
];

describe('the place within a setting is painted', () => {
  it('reads the story\'s landmark by its words', () => {
    expect(placeKindOf('the little stream')).toBe('stream');
    expect(placeKindOf('the frozen pond')).toBe('frozen pond');
    expect(placeKindOf('the royal kitchen')).toBe('kitchen');
    expect(placeKindOf('the garden gate')).toBe('garden');
    expect(placeKindOf('the rock pools')).toBe('rock pools');
    expect(placeKindOf('the bus stop')).toBeUndefined();
    expect(placeKindOf(undefined)).toBeUndefined();
  });

  it('draws every spot it knows where the scene names it, and none where it does not', () => {
    for (const kind of PLACE_KINDS) {
      const svg = draw(sceneAt('forest', `the ${kind}`), 'flat');
      expect(svg, kind).toContain(`data-place="${kind}"`);
    }
    expect(draw(sceneAt('forest'), 'flat')).not.toContain('data-place');
  });

  for (const style of ART_STYLES) {
    it(`paints each spot of a setting differently in ${style}`, { timeout: 60_000 }, async () => {
      for (const [setting, places] of SPOTS) {
        const pictures = await Promise.all(places.map(async (place) => ({ place, pixels: await thumbnail(draw(sceneAt(setting, place), style)) })));
        for (const [i, a] of pictures.entries()) {
          for (const b of pictures.slice(i + 1)) {
            expect(distance(a.pixels, b.pixels), `${style} ${setting}: ${a.place ?? 'no place'} vs ${b.place ?? 'no place'}`).toBeGreaterThan(PLACES_DIFFER);
          }
        }
      }
    });
  }

  it('keeps a spot through every action, a sleeping page in the garden included', () => {
    for (const action of ACTIONS) {
      const svg = draw({ ...sceneAt('home', 'the garden gate'), action }, 'flat');
      expect(svg, action).toContain('data-place="garden"');
      expect(svg, action).not.toMatch(/data-layer="background">[\s\S]*?<rect[^>]*fill="#fdeccf"/);
    }
  });
});
