import type { OutlineEntry, StoryIdea, StoryInputs, StoryPage } from '@studio/contracts/stories';
import { AppError } from '../../errors/app-error';
import type { TextProvider } from '../../infra/ai/text/text-provider';

/** A piece of free text and where it came from: `field` as the API names it, `label` as a parent reads it. */
export interface CheckedText {
  field: string;
  label: string;
  text: string | undefined;
}

/**
 * Every given text passes the provider's child-safety check; the first unsafe one answers 422 with
 * its kind in the code (`unsafe_violence`, `unsafe_personal_data`…) and the field it was found in.
 */
export async function assertSafeTexts(provider: TextProvider, texts: CheckedText[]): Promise<void> {
  const present = texts.filter((entry): entry is CheckedText & { text: string } => Boolean(entry.text?.trim()));
  const results = await Promise.all(present.map((entry) => provider.moderate(entry.text)));
  const index = results.findIndex((result) => !result.safe);
  const result = results[index];
  const entry = present[index];
  if (!result || result.safe || !entry) return;
  const detail = `${entry.label}: ${result.detail}`;
  throw new AppError(`unsafe_${result.kind}`, 422, detail, { errors: [{ field: entry.field, message: result.detail }] });
}

/** The free text a parent typed into the story details. */
export function inputTexts(inputs: Partial<StoryInputs>): CheckedText[] {
  const characterTexts = (inputs.characters ?? []).flatMap((character, index) => {
    const at = `characters.${index}`;
    const who = `Character ${index + 1}`;
    return [
      { field: `${at}.name`, label: `${who} name`, text: character.name },
      ...character.traits.map((trait, traitIndex) => ({ field: `${at}.traits.${traitIndex}`, label: `${who} trait`, text: trait })),
      // Ticked features are fixed choices, not typed text.
      ...Object.entries(character.appearance).flatMap(([part, value]) => (typeof value === 'string' ? [{ field: `${at}.appearance.${part}`, label: `${who} appearance`, text: value }] : [])),
    ];
  });
  return [
    ...characterTexts,
    { field: 'theme', label: 'Theme', text: inputs.theme },
    { field: 'lesson', label: 'Lesson', text: inputs.lesson },
    { field: 'notes', label: 'Notes', text: inputs.notes },
    { field: 'dedication', label: 'Dedication', text: inputs.dedication },
  ];
}

/** Checks what a provider wrote; generated text that is not safe is a failure of the writing, not of the parent. */
export async function assertSafeWriting(provider: TextProvider, what: string, text: string): Promise<void> {
  const result = await provider.moderate(text);
  if (!result.safe) throw new AppError('unsafe_generated_text', 502, `The ${what} that was written did not pass the child-safety check (${result.kind.replaceAll('_', ' ')}). Please try again.`);
}

/**
 * Every text of a written idea a parent reads, a later prompt repeats or a picture is drawn from: the
 * characters' traits and appearance go into picture prompts, the plot into the pages' prompts.
 */
export const ideaText = (idea: StoryIdea) =>
  [idea.title, idea.summary, idea.plot, idea.lesson, ...idea.characters.flatMap((character) => [character.name, ...character.traits, ...Object.values(character.appearance)])].join('\n');

export const outlineText = (outline: OutlineEntry[]) => outline.flatMap((entry) => [entry.beat, entry.summary]).join('\n');

/** A page's text and the names its scene gives the illustrator. */
export const pageText = (page: StoryPage) => [page.text, ...page.scene.characters].join('\n');
