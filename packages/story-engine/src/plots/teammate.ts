import type { StoryContext } from '../story/story-context';
import { capitalize } from '../core/text';

/**
 * The one who plays beside the hero in a children's event (a match, a race, a show): a catalogue line says `{teammate}`
 * where the friend of the cast would be wrong if a grown-up or a pet. A grown-up of a children's team coaches, cheers
 * and drives; read 44's "saw Coach Ben open ... from Leo to Coach Ben and into the net" gave the coach the child's part.
 * So the child of the cast beside the hero (the friend before the others), never a baby, else a teammate nobody named.
 */
function teammateOf(ctx: Pick<StoryContext, 'hero' | 'pal' | 'others'>): string {
  const child = [ctx.pal, ...ctx.others].find((member) => member !== ctx.hero && member.isNamed && member.kit.person === 'child' && !member.baby);
  return child?.name ?? 'a teammate';
}

/** A line with its `{teammate}` said as `teammateOf`, capitalised where the line starts with it (`{Teammate}`). */
export function withTeammate(ctx: Pick<StoryContext, 'hero' | 'pal' | 'others'>, line: string): string {
  if (!/\{[Tt]eammate\}/.test(line)) return line;
  const who = teammateOf(ctx);
  return line.replaceAll('{teammate}', who).replaceAll('{Teammate}', capitalize(who));
}
