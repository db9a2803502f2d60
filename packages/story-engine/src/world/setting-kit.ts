import type { SpeciesId } from '@studio/species';
import type { Action, Setting } from '@studio/contracts/stories';

/** The vocabulary of one place, so a forest story smells of moss and a space story floats. */
export interface SettingKit {
  id: Setting;
  /** "the forest" */
  place: string;
  /** Where things happen, with its preposition: "in the forest", "at home", "under the sea". */
  inPlace: string;
  /** A richer name for older readers: "the whispering green forest". */
  richPlace: string;
  /** Where the day starts: "a little house at the edge of the forest". */
  home: string;
  /** Places to visit, each usable after "to", "near" or "at". */
  landmarks: readonly string[];
  /** The landmarks where everyone can gather for a party (not the bathtub or the bus stop). */
  gatheringPlaces: readonly string[];
  /** Clauses describing what can be seen: "sunlight peeked through the leaves". */
  sights: readonly string[];
  /** Noun phrases that can be heard: "the tap-tap of a woodpecker". */
  sounds: readonly string[];
  /** Clauses of touch and smell: "the moss was soft under their feet". */
  feelings: readonly string[];
  /** Unnamed creatures living there, without an article: "hedgehog". */
  creatures: readonly SpeciesId[];
  /** Small things to find or lose, without an article: "shiny acorn". */
  treasures: readonly string[];
  /** Things in the way, with an article: "a wide, rushing stream". */
  obstacles: readonly string[];
  /** Something that blows things away: "a gust of wind", "a strong current". */
  gust: string;
  /** Somewhere a little spooky: "the dark hollow under the roots". */
  darkPlace: string;
  /** How evening comes where the sun cannot be seen going down over a landmark (indoors, under the sea, in space); absent: over a landmark. */
  dusk?: string;
  /** Clauses for evening and night: "fireflies blinked between the trees". */
  nightSights: readonly string[];
  /** Quiet noun phrases heard at night, soft enough for a lullaby: "the hoot of an owl". */
  nightSounds: readonly string[];
  /** Something to share at a party: "blackberry pie". */
  treat: string;
  /** How characters travel here, as a scene action and a past-tense verb. */
  travelAction: Action;
  went: string;
  /**
   * Words that cannot be true here, and what is said instead: nobody flies or feels the wind under the
   * sea. Applied to every line, so that a flying owl or a windy tone line changes with the setting.
   */
  rewordings?: ReadonlyArray<readonly [RegExp, string]>;
}
