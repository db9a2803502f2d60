import type { ImageProvider } from '../../src/infra/ai/images/image-provider';

/**
 * `real`, except that every book picture after the first `pictures` fails (`fail`) or never comes back
 * (`hang`: what a worker that died mid-drawing leaves behind).
 */
export function illustratorBreakingAfter(real: ImageProvider, pictures: number, how: 'fail' | 'hang'): ImageProvider {
  let drawn = 0;
  const broken = <T>(draw: () => Promise<T>): Promise<T> => {
    if (++drawn <= pictures) return draw();
    return how === 'hang' ? new Promise<T>(() => undefined) : Promise.reject(new Error('The illustrator ran out of ink'));
  };
  return {
    name: real.name,
    modelFor: (quality) => real.modelFor(quality),
    drawCharacterSheet: (cast) => real.drawCharacterSheet(cast),
    drawPage: (request) => broken(() => real.drawPage(request)),
    drawCover: (request) => broken(() => real.drawCover(request)),
    drawFromPrompt: (request) => real.drawFromPrompt(request),
  };
}
