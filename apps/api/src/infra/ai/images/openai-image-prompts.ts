import type { ArtStyle, Camera, Character, Placement, Scene, SceneFigure } from '@studio/contracts/stories';

const STYLE_WORDS: Record<ArtStyle, string> = {
  flat: 'flat vector picture-book illustration with bold simple shapes, soft colours and clean outlines',
  watercolor: 'soft watercolour picture-book illustration with gentle washes and paper texture',
  crayon: 'hand-drawn crayon picture-book illustration with waxy textured strokes, like a child’s drawing',
};

const NO_TEXT = 'No text, letters, numbers or words anywhere in the picture.';
const FOR_CHILDREN = 'Friendly and safe for young children.';

/** One line per character: who they are and what they look like, the same words on every request. */
export function describeCharacter(character: Character): string {
  const what = character.kind === 'child' ? 'a child' : character.kind === 'grown-up' ? 'a grown-up, drawn as an adult' : `a ${character.species ?? 'friendly animal'}`;
  const looks = Object.entries(character.appearance ?? {})
    .filter(([, value]) => (Array.isArray(value) ? value.length > 0 : value))
    .map(([field, value]) => `${field.replaceAll('_', ' ')}: ${Array.isArray(value) ? value.join(', ') : value}`);
  return `${character.name}, ${what}${looks.length > 0 ? ` (${looks.join(', ')})` : ''}`;
}

const castLines = (characters: readonly Character[]) => characters.map((character) => `- ${describeCharacter(character)}`).join('\n');

export function characterSheetPrompt(characters: readonly Character[], style: ArtStyle, photoNames: readonly string[]): string {
  const photos = photoNames.length > 0 ? `\nThe attached photos show ${photoNames.join(', ')}; draw them as friendly picture-book characters who clearly resemble the photos.` : '';
  return [
    `A character reference sheet for a children's picture book, ${STYLE_WORDS[style]}.`,
    'Every character full-body, front view, side by side on a plain white background, evenly lit:',
    castLines(characters) + photos,
    NO_TEXT,
    FOR_CHILDREN,
  ].join('\n');
}

const CAMERA_WORDS: Record<Camera, string> = {
  wide: 'a wide view showing the whole place, the characters small within it',
  medium: 'a medium shot of the characters from head to toe, the place around them',
  close: 'a close-up of the characters from the waist up, their faces large',
};
const PLACEMENT_WORDS: Record<Placement, string> = { left: 'on the left of the picture', centre: 'in the middle of the picture', right: 'on the right of the picture' };
const article = (noun: string) => (/^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`);

/**
 * The page's picture asked of the image model from the same scene the built-in illustrator draws: who is
 * there doing what, the creatures met, the things the text names, the place, the time and the camera.
 */
export function pagePrompt(scene: Scene, characters: readonly Character[], style: ArtStyle, text: string, hasReferences: boolean): string {
  const figures: SceneFigure[] = scene.figures ?? scene.characters.map((name) => ({ name, pose: scene.action }));
  const byName = new Map(characters.map((character) => [character.name, character]));
  const present = figures.flatMap((figure) => (figure.species === undefined && byName.has(figure.name) ? [byName.get(figure.name) as Character] : []));
  const doing = figures
    .filter((figure) => figure.species !== undefined || byName.has(figure.name))
    .map((figure) => `${figure.species === undefined ? figure.name : article(figure.species)} (${figure.pose})`);
  const place = scene.place ? ` at ${scene.place}` : '';
  const composition = scene.composition ? `Composition: ${CAMERA_WORDS[scene.composition.camera]}; the group ${PLACEMENT_WORDS[scene.composition.placement]}.` : '';
  return [
    `A page of a children's picture book, ${STYLE_WORDS[style]}.`,
    `Setting: ${scene.setting}${place}, ${scene.time_of_day}. The mood is ${scene.mood}.`,
    doing.length > 0 ? `In the picture, each doing what the brackets say: ${doing.join(', ')}.` : '',
    scene.props && scene.props.length > 0 ? `Show these things from the text: ${scene.props.join(', ')}.` : '',
    composition,
    present.length > 0 ? `Characters:\n${castLines(present)}` : '',
    hasReferences ? 'Draw the characters exactly as they look in the attached reference images: same colours, clothes and proportions.' : '',
    `The page reads: "${text.slice(0, 600)}"`,
    NO_TEXT,
    FOR_CHILDREN,
  ].filter(Boolean).join('\n');
}

export function coverPrompt(title: string, setting: string, characters: readonly Character[], style: ArtStyle, hasReferences: boolean): string {
  return [
    `The front cover of a children's picture book called "${title}", ${STYLE_WORDS[style]}.`,
    `The heroes wave happily in the ${setting}. Keep the top third of the picture calm and simple: the title is added later.`,
    `Characters:\n${castLines(characters.slice(0, 4))}`,
    hasReferences ? 'Draw the characters exactly as they look in the attached reference images.' : '',
    NO_TEXT,
    FOR_CHILDREN,
  ].filter(Boolean).join('\n');
}

export function freePrompt(prompt: string, style: ArtStyle): string {
  return [`A children's picture-book illustration, ${STYLE_WORDS[style]}.`, prompt, NO_TEXT, FOR_CHILDREN].join('\n');
}
