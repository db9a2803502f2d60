export {
  SPECIES_TABLE, SPECIES_IDS, speciesEntry, isSpeciesId, pluralOf,
  type SpeciesId, type SpeciesEntry, type FigureSpec, type Body, type Ears, type Tail, type Beak, type Mark, type Movement, type Size,
} from './table';
export { speciesNamedIn } from './named-in';
export { coveringOf, patternFits, canHug, canGoAlong, type Covering } from './body-facts';
export { PROPS, PROP_IDS, isPropId, propsNamedIn, withoutProps, type PropId, type PropEntry, type PropSpot } from './props';
