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
  // A copy bound to a request's deadline counts its pictures with the original.
  const breaking = (provider: ImageProvider): ImageProvider => ({
    name: provider.name,
    within: (deadline) => breaking(provider.within(deadline)),
    modelFor: (quality) => provider.modelFor(quality),
    drawCharacterSheet: (cast) => provider.drawCharacterSheet(cast),
    drawPage: (request) => broken(() => provider.drawPage(request)),
    drawCover: (request) => broken(() => provider.drawCover(request)),
    drawFromPrompt: (request) => provider.drawFromPrompt(request),
  });
  return breaking(real);
}
