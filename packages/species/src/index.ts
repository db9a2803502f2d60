export {
  SPECIES_TABLE, SPECIES_IDS, speciesEntry, isSpeciesId, pluralOf,
  type SpeciesId, type SpeciesEntry, type FigureSpec, type Body, type Ears, type Tail, type Beak, type Mark, type Movement, type Size,
} from './table';
export { speciesNamedIn } from './named-in';
