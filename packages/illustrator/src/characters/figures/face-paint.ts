import type { FacePaint } from '../face';
import type { CharacterLook } from '../look';

export function facePaintOf(look: CharacterLook): FacePaint {
  return { ink: look.ink, cheek: look.cheek, lid: look.body, eyeShine: '#ffffff', mouthInside: '#7a2e3b' };
}
