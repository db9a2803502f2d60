import type { Character, Remembered, StoryPage } from '@studio/contracts/stories';
import { isPropId, PROPS } from '@studio/species';
import { withArticle } from '../core/text';
import { SETTING_KITS } from '../world/settings';

/** Landmarks one is inside or on rather than at ("in the echo cave", "on the moon"). */
const INSIDE = /\b(?:cave|hollow|forest|maze|hall|station|ship|library|bakery|market|park|barn|orchard|loft|meadow|patch|kitchen)$/;
const ON_TOP = /\b(?:moon|planet)$/;

/**
 * What a next adventure may call back to (issue 33), read from the earlier book's pages, whoever wrote
 * them: the landmark its pages name most, the creature the cast met on most pages, and the treasure or
 * thing its pages name most. Each is left out when the book has none.
 */
export function rememberBook(pages: readonly StoryPage[], cast: readonly Character[]): Remembered {
  const setting = mostOften(pages.map((page) => page.scene.setting));
  if (!setting) return {};
  const kit = SETTING_KITS[setting];
  const texts = pages.map((page) => page.text.toLowerCase());
  const landmark = mostOften(pages.flatMap((page, index) => kit.landmarks.filter((landmark) => page.scene.place === landmark || texts[index]!.includes(landmark.replace(/^the /, '')))));
  const castNames = new Set(cast.map((character) => character.name.trim().toLowerCase()));
  const castKinds = new Set<string>(cast.flatMap((character) => (character.species ? [character.species] : [])));
  const friend = mostOften(
    pages.flatMap((page) => [...new Set((page.scene.figures ?? []).filter((figure) => figure.species && !castKinds.has(figure.species) && !castNames.has(figure.name.toLowerCase())).map((figure) => figure.name))]),
  );
  const treasure = mostOften(texts.flatMap((text) => kit.treasures.filter((word) => new RegExp(`\\b${word}\\b`).test(text))));
  const thing = treasure ?? mostOften(pages.flatMap((page, index) => (page.scene.props ?? []).filter(isPropId).flatMap((id) => PROPS[id].words.find((word) => new RegExp(`\\b${word}\\b`).test(texts[index]!)) ?? [])));
  return {
    place: landmark ? `${prepositionOf(landmark)} ${landmark}` : kit.inPlace,
    ...(friend && { friend: /^[A-Z]/.test(friend) ? friend : withArticle(friend) }),
    ...(thing && { thing: `the ${thing}` }),
  };
}

const prepositionOf = (landmark: string) => (ON_TOP.test(landmark) ? 'on' : INSIDE.test(landmark) ? 'in' : 'at');

/** The value most often given, the first given among equals. */
function mostOften<T>(values: readonly T[]): T | undefined {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: T | undefined;
  for (const [value, count] of counts) if (best === undefined || count > (counts.get(best) ?? 0)) best = value;
  return best;
}
