import { describe, expect, it } from 'vitest';
import type { Character, Scene } from '@studio/contracts/stories';
import { createBuiltinImageProvider } from './builtin-image-provider';
import { sceneFromPrompt } from './scene-from-prompt';

const characters: Character[] = [{ name: 'Maya', kind: 'child', pronoun: 'she', appearance: { clothing_color: 'yellow' }, traits: [] }];
const scene: Scene = { setting: 'forest', time_of_day: 'day', characters: ['Maya'], action: 'walking', mood: 'curious' };
const cast = { characters, style: 'flat', photos: [], model: 'builtin' } as const;

describe('builtin image provider', () => {
  const provider = createBuiltinImageProvider();

  it('draws vector pages; a new version is a new composition, the first is the illustrator default', async () => {
    const first = await provider.drawPage({ cast, scene, text: '', variant: 1 });
    const again = await provider.drawPage({ cast, scene, text: '', variant: 1 });
    const second = await provider.drawPage({ cast, scene, text: '', variant: 2 });
    expect(first.kind).toBe('svg');
    expect(first).toEqual(again);
    expect(second).not.toEqual(first);
    expect(provider.modelFor('high')).toBe('builtin');
    expect(await provider.drawCharacterSheet(cast)).toBeNull();
  });

  it('draws covers without the title, which the viewer and the PDF set in type', async () => {
    const cover = await provider.drawCover({ cast, title: 'Maya Walks', setting: 'forest', variant: 1 });
    expect(cover.kind === 'svg' && cover.svg).not.toContain('Maya Walks</tspan>');
    expect(cover.kind === 'svg' && cover.svg).toContain('data-character="Maya"');
  });
});

describe('sceneFromPrompt', () => {
  it('reads setting, time, action, mood and characters from plain words', () => {
    const { scene: read, characters: cast } = sceneFromPrompt('A sleepy fox and a little girl dancing on the beach at night');
    expect(read).toEqual({ setting: 'beach', time_of_day: 'night', action: 'dancing', mood: 'sleepy', characters: ['Fox 1', 'Girl 2'] });
    expect(cast.map((c) => [c.kind, c.species])).toEqual([['animal', 'fox'], ['child', undefined]]);
  });

  it('falls back to a friendly default for words it does not know', () => {
    const { scene: read, characters: cast } = sceneFromPrompt('something wonderful');
    expect(read).toMatchObject({ setting: 'forest', time_of_day: 'day', action: 'waving', mood: 'happy' });
    expect(cast).toHaveLength(1);
  });
});
