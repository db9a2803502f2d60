import type { Scene, Setting, TimeOfDay } from '@studio/contracts/stories';

const WHERE: Record<Setting, string> = {
  forest: 'in the forest',
  'under the sea': 'under the sea',
  space: 'in space',
  city: 'in the city',
  castle: 'at the castle',
  farm: 'on the farm',
  home: 'at home',
  beach: 'on the beach',
  mountains: 'in the mountains',
  snow: 'in the snow',
};

const WHEN: Record<TimeOfDay, string> = { morning: 'in the morning', day: 'by day', evening: 'in the evening', night: 'at night' };

/** "Mia", "Mia and Leo", "Mia, Leo and Tom". */
export function listOf(words: string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A picture's text alternative, told from the scene it was drawn from: who is in it doing what, where,
 * when, the things the text names, and the mood. "Mia hugging and Leo waving, by the little stream in
 * the forest at night. Also in the picture: a lantern. The mood is calm."
 */
export function sceneAltText(scene: Scene): string {
  const doing = scene.figures?.length
    ? listOf(scene.figures.map((figure) => `${figure.name} ${figure.pose}`))
    : scene.characters.length
      ? `${listOf(scene.characters)} ${scene.action}`
      : '';
  const where = scene.place ? `${scene.place}, ${WHERE[scene.setting]}` : WHERE[scene.setting];
  const sentences = [capitalised(`${doing ? `${doing}, ` : ''}${where} ${WHEN[scene.time_of_day]}.`)];
  if (scene.props?.length) sentences.push(`Also in the picture: ${listOf(scene.props.map((prop) => prop.replaceAll(/[_-]+/g, ' ')))}.`);
  sentences.push(`The mood is ${scene.mood}.`);
  return sentences.join(' ');
}

/** The cover's text alternative: it has no scene of its own, so the book's cast and place. */
export function coverAltText(title: string, characterNames: string[], setting: Setting | undefined): string {
  const who = characterNames.length ? ` ${listOf(characterNames)}` : '';
  const where = setting ? ` ${WHERE[setting]}` : '';
  return `Cover picture of “${title}”${who || where ? `:${who}${where}` : ''}.`;
}
