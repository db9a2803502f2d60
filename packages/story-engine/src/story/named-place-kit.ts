import type { SettingKit } from '../world/setting-kit';
import { readNamedPlace } from '../understand/read-named-place';

/**
 * The setting a story is told in when the theme names the day's place ("a picnic at the castle", "a party at the
 * swimming pool", "a sleepover at my cousin's"): the setting's kit with that place as its place, its parts as the
 * landmarks and its own sights, so every page that says where the hero is says the parent's place. A far place keeps the
 * setting's parts and only takes its name.
 */
export function namedPlaceKit(theme: string | undefined, kit: SettingKit): SettingKit | undefined {
  const place = theme ? readNamedPlace(theme) : undefined;
  if (!place) return undefined;
  const own = place.kit;
  return {
    ...kit, place: place.name, inPlace: place.at, richPlace: place.name,
    ...(own ? { landmarks: own.parts, gatheringPlaces: own.parts.slice(0, 3), sights: own.sights } : {}),
  };
}
