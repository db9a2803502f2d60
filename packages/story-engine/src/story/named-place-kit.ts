import type { SettingKit } from '../world/setting-kit';
import { readNamedPlace } from '../understand/read-named-place';
import { readTheme } from '../understand/read-theme';

/**
 * The setting a story is told in when the theme names the day's place ("a picnic at the castle", "a party at the
 * swimming pool", "a sleepover at my cousin's"): the setting's kit with that place as its place, its parts as the
 * landmarks and its own sights, so every page that says where the hero is says the parent's place. Only where the
 * setting is the place's own (the castle at the castle), or an everyday one for a place that has none (a pool, a far
 * city, a cousin's house in town or at home): a swimming pool is never a beach with its seal pups and sea breeze, nor
 * London a forest clearing.
 */
export function namedPlaceKit(theme: string | undefined, kit: SettingKit, his: string): SettingKit | undefined {
  // A theme the idea says it could not tell lends the story none of its words, its place either ("lost at IKEA").
  const place = theme && readTheme(theme).kind !== 'unplaced' ? readNamedPlace(theme) : undefined;
  if (!place || (place.kit?.setting ?? EVERYDAY[kit.id]) !== kit.id) return undefined;
  const name = place.name.replaceAll('{his}', his);
  const own = place.kit;
  return {
    ...kit, place: name, inPlace: place.at.replaceAll('{his}', his), richPlace: name,
    ...(own ? { landmarks: own.parts, gatheringPlaces: own.parts.slice(0, 3), sights: own.sights } : {}),
  };
}

/** The settings a place with no setting of its own is told in: the town and home, as they are. */
const EVERYDAY: Partial<Record<SettingKit['id'], SettingKit['id']>> = { city: 'city', home: 'home' };
