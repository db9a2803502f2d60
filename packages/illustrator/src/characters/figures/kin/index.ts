import { SPECIES_IDS, speciesEntry, type Body, type FigureSpec, type SpeciesId } from '@studio/species';
import type { FigureDesign } from '../../design';
import { birdKin } from './bird-kin';
import { critterKin } from './critter-kin';
import { SIZE_SCALE } from './scale';
import { bugKin, crabKin, puffKin, snailKin, starKin } from './small-kin';
import { eelKin, fishKin, jellyKin, seahorseKin, sealKin, whaleKin } from './water-kin';

type KinMaker = (spec: FigureSpec, scale: number) => FigureDesign;

const MAKERS: Record<Exclude<Body, 'bespoke'>, KinMaker> = {
  critter: critterKin, bird: birdKin, fish: fishKin, eel: eelKin, seahorse: seahorseKin, seal: sealKin, whale: whaleKin, jelly: jellyKin,
  crab: crabKin, star: starKin, snail: snailKin, bug: bugKin, puff: puffKin,
};

/** A figure for every kind of the species table that has no figure of its own, built from its row. */
export function kinFigures(): Partial<Record<SpeciesId, FigureDesign>> {
  const figures: Partial<Record<SpeciesId, FigureDesign>> = {};
  for (const id of SPECIES_IDS) {
    const { figure, size } = speciesEntry(id);
    if (figure.body !== 'bespoke') figures[id] = MAKERS[figure.body](figure, SIZE_SCALE[size]);
  }
  return figures;
}
