import { ANIMAL_SPECIES, CREATURE_SPECIES } from '@studio/contracts/stories';
import type { StoryDraftFormValues } from './story-form-schema';

type FormCharacter = StoryDraftFormValues['characters'][number];

const CHILD_WORDS: Record<string, FormCharacter['pronoun']> = { girl: 'she', boy: 'he', child: 'they', kid: 'they' };

/**
 * A character from a suggestion such as "Ember, a shy dragon" or "Leo, a curious boy": the name before
 * the comma, the last word as species or child, the words between as traits.
 */
export function characterFromSuggestion(suggestion: string): FormCharacter {
  const [rawName = '', rest = ''] = suggestion.split(/,(.*)/s);
  const words = rest.trim().replace(/^(a|an)\s+/i, '').split(/\s+/).filter(Boolean);
  const last = words.at(-1)?.toLowerCase() ?? '';
  const traits = words.slice(0, -1).map((word) => word.toLowerCase());
  const name = rawName.trim();
  if ((ANIMAL_SPECIES as readonly string[]).includes(last)) return { ...blank(name, traits), kind: 'animal', species: last as FormCharacter['species'] };
  if ((CREATURE_SPECIES as readonly string[]).includes(last)) return { ...blank(name, traits), kind: 'creature', species: last as FormCharacter['species'] };
  return { ...blank(name, traits), pronoun: CHILD_WORDS[last] ?? 'they' };
}

function blank(name: string, traits: string[]): FormCharacter {
  return { name, kind: 'child', pronoun: 'they', appearance: {}, traits };
}
