import { COVER_HEIGHT, COVER_WIDTH, SCENE_HEIGHT, SCENE_WIDTH, illustrateCover, illustrateScene } from '@studio/illustrator';
import type { ImageProvider } from './image-provider';
import { charactersWithPhotoColours } from './photo-colours';
import { sceneFromPrompt } from './scene-from-prompt';

/** A different seed per version, so a redrawn picture is a new composition of the same characters. */
const seedFor = (base: string, variant: number): number | undefined => (variant <= 1 ? undefined : hashVariant(base, variant));

function hashVariant(base: string, variant: number): number {
  let hash = 2166136261;
  for (const char of `${base}#${variant}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/**
 * The offline illustrator: vector pictures drawn in-process, no keys, the same characters on every page.
 * A character with a photo is drawn in the photo's skin and hair colours (not its face).
 */
export function createBuiltinImageProvider(): ImageProvider {
  return {
    name: 'builtin',
    modelFor: () => 'builtin',
    drawCharacterSheet: async () => null,

    async drawPage({ cast, scene, variant }) {
      const svg = illustrateScene({ scene, characters: await charactersWithPhotoColours(cast), style: cast.style, seed: seedFor(JSON.stringify(scene), variant) });
      return { kind: 'svg', svg, width: SCENE_WIDTH, height: SCENE_HEIGHT };
    },

    async drawCover({ cast, title, setting, variant }) {
      const svg = illustrateCover({ title, characters: await charactersWithPhotoColours(cast), setting, style: cast.style, showTitle: false, seed: seedFor(title, variant) });
      return { kind: 'svg', svg, width: COVER_WIDTH, height: COVER_HEIGHT };
    },

    async drawFromPrompt({ prompt, style }) {
      const { scene, characters } = sceneFromPrompt(prompt);
      return { kind: 'svg', svg: illustrateScene({ scene, characters, style }), width: SCENE_WIDTH, height: SCENE_HEIGHT };
    },
  };
}
