import { comfortToyIn, softToyIn } from '../understand/read-toy';
import { possessive } from '../core/text';

/**
 * A catalogue line's comfort toy, as the theme names it (`understand/read-toy.ts`): {toy} its name ("Floppy"), {toykind}
 * its kind ("bunny"), {toypart} the part worn soft ("ear", a blanket's "corner"), {toyintro} how it is first met ("a bunny
 * called Floppy", "an old teddy" when the theme gives no name and the name is the kind's own).
 */
export function withToy(line: string, themeText: string | undefined): string {
  if (!line.includes('{toy')) return line;
  const toy = comfortToyIn(themeText) ?? softToyIn(themeText) ?? { kind: 'teddy', name: 'Teddy', named: false, part: 'ear' };
  const intro = !toy.named && toy.name.toLowerCase() === toy.kind ? `an old ${toy.kind}` : `${/^[aeiou]/i.test(toy.kind) ? 'an' : 'a'} ${toy.kind} called ${toy.name}`;
  return line.replaceAll('{toyintro}', intro).replaceAll('{toy}\'s', possessive(toy.name)).replaceAll('{toykind}', toy.kind).replaceAll('{toypart}', toy.part).replaceAll('{toy}', toy.name);
}
