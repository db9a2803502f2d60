import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { AgeGroup, OutlineEntry, StoryIdea, StoryInputs, StoryPage, SuggestionField } from '@studio/contracts/stories';

const READING_LEVEL: Record<AgeGroup, string> = {
  '0-2': 'for babies and toddlers read aloud: very short sentences of common one- and two-syllable words, gentle repetition, Flesch-Kincaid grade 2 or lower',
  '3-5': 'for preschoolers read aloud: short simple sentences, some repetition, Flesch-Kincaid grade 2 or lower',
  '6-8': 'for early readers: clear sentences with a little variety, Flesch-Kincaid grade 4 or lower',
  '9-12': 'for confident readers: richer sentences and vocabulary, Flesch-Kincaid grade 7 or lower',
};

const SYSTEM = [
  "You write warm, original children's picture-book stories that a parent would love to read aloud.",
  'Stories are always safe for children: no violence, gore, cruelty, romance, brand names or personal details.',
  'The child character is the hero. Every named character keeps the same name, pronouns and kind throughout.',
  'Each story has a beginning, a rising problem, a turning point, a resolution and a closing line that lands the lesson.',
  'Answer only with JSON in the requested format.',
].join(' ');

/** Requests are sent as JSON so the task and its data stay unambiguous for any model. */
function ask(task: string, data: Record<string, unknown>): ChatCompletionMessageParam[] {
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: JSON.stringify({ task, ...data }) },
  ];
}

const brief = (inputs: StoryInputs) => ({
  characters: inputs.characters,
  reading_level: READING_LEVEL[inputs.age_group],
  age_group: inputs.age_group,
  story_length: inputs.story_length,
  theme: inputs.theme ?? null,
  setting: inputs.setting ?? null,
  lesson: inputs.lesson ?? null,
  tone: inputs.tone,
  notes: inputs.notes ?? null,
  ...(inputs.follows && { earlier_book: { title: inputs.follows.title, remembered: inputs.follows.remembered ?? {} } }),
});

/** A next adventure (issue 33): the idea names the earlier book, and a page or two remember it. */
const EARLIER_BOOK_IDEA = ' This story is another adventure after details.earlier_book: the summary names that book by its title.';
const EARLIER_BOOK_PAGES =
  ' This story is another adventure after details.earlier_book: on one or two pages, and no more, call back to it naturally in the story\'s own words, using what is remembered of it (the place they went, the friend they met, the thing they found).';
const followingTask = (inputs: StoryInputs, task: string, addition: string) => (inputs.follows ? task + addition : task);

export const ideaMessages = (inputs: StoryInputs) =>
  ask(
    followingTask(inputs, 'Propose a story idea: a title, a two or three sentence summary, the plot shape in a few words, the setting, the lesson and the tone. Keep the given characters exactly as they are.', EARLIER_BOOK_IDEA),
    { details: brief(inputs) },
  );

export const refineMessages = (idea: StoryIdea, inputs: StoryInputs, feedback: string) =>
  ask(
    "Change the story idea the way the parent's feedback asks (for example funnier, less scary, a new character, a new place, shorter or longer) and keep everything else. Return the whole new idea, the full character list and the story length.",
    { idea: withoutSeed(idea), details: brief(inputs), feedback },
  );

export const outlineMessages = (idea: StoryIdea, inputs: StoryInputs, pageCount: number) =>
  ask(followingTask(inputs, `Plan the story page by page: exactly ${pageCount} pages numbered 1 to ${pageCount}, each with its story beat and a one-sentence summary.`, EARLIER_BOOK_PAGES), {
    idea: withoutSeed(idea),
    details: brief(inputs),
    page_count: pageCount,
  });

export const pagesMessages = (idea: StoryIdea, inputs: StoryInputs, outline: OutlineEntry[], pages: OutlineEntry[], written: StoryPage[]) =>
  ask(
    followingTask(
      inputs,
      'Write the text of the requested pages, following the outline, continuing from the pages already written. For each page also describe the scene for the illustrator: setting, time of day, the names of the characters shown, their action and the mood.',
      EARLIER_BOOK_PAGES,
    ),
    {
      idea: withoutSeed(idea),
      details: brief(inputs),
      outline,
      pages_already_written: written.map((page) => ({ page_number: page.page_number, text: page.text })),
      pages_to_write: pages.map((page) => page.page_number),
    },
  );

export const suggestionMessages = (field: SuggestionField, ageGroup: AgeGroup, inputs: Partial<StoryInputs> | undefined) =>
  ask(`Suggest five short, varied ideas for the "${field}" of a children's story. For a character, give "Name, a short description".`, {
    field,
    age_group: ageGroup,
    story_so_far: inputs ?? null,
  });

function withoutSeed(idea: StoryIdea) {
  const { seed: _seed, ...rest } = idea;
  return rest;
}
