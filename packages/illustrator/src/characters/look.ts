import type { Character, LookFeature } from '@studio/contracts/stories';
import { speciesEntry, type SpeciesId } from '@studio/species';
import { darken, lighten, mix } from '../color/color';
import { colourNamedIn, resolveColour } from '../color/words';
import { hashString } from '../random';
import { featuresOf } from './aids';
import { hairStyleOf, type HairStyle } from './hair-style';

/** What a character is drawn as: a child, a grown-up, or one of the species table's animals and creatures. */
export type Figure = 'child' | 'grown-up' | SpeciesId;

/** Children and grown-ups have skin, hair and clothes; the others fur, scales or metal. */
export const isPersonFigure = (figure: Figure): figure is 'child' | 'grown-up' => figure === 'child' || figure === 'grown-up';

export type FurPattern = 'plain' | 'stripes' | 'spots';
export type Outfit = 'dress' | 'overalls' | 'trousers' | 'shorts';

/**
 * Every colour and feature of a character, derived only from its own definition
 * (name, kind, species, pronoun, appearance): never from the page, so it looks the same on every page.
 */
export interface CharacterLook {
  name: string;
  figure: Figure;
  /** Main body colour: skin for a child, fur/scales/metal otherwise. */
  body: string;
  bodyShade: string;
  /** Lighter secondary colour: muzzle, belly, inner ears. */
  belly: string;
  hair: string;
  hairStyle: HairStyle;
  /** Clothes (child) or neckerchief/mane/wing accent (others). */
  accent: string;
  accentShade: string;
  /** Trousers/overalls colour (child) or a second accent. */
  secondary: string;
  outfit: Outfit;
  striped: boolean;
  pattern: FurPattern;
  cheek: string;
  ink: string;
  /** Aids and looks drawn on the figure: a wheelchair, glasses, hearing aids, a headscarf, freckles. */
  features: ReadonlySet<LookFeature>;
}

const BELLY: Partial<Record<SpeciesId, string>> = { fox: '#fbf3e6', dragon: '#f7d774', owl: '#f2dfbf' };
const MANE_DEFAULT = '#c9a3f0';
const TROUSER_COLOURS = ['#3d5a99', '#5a4a7a', '#2f6f6a', '#6b4b3a'] as const;

function figureOf(character: Character): Figure {
  if (character.kind === 'grown-up') return 'grown-up';
  return character.kind === 'child' || !character.species ? 'child' : character.species;
}

function outfitOf(clothing: string | undefined, pronoun: string, name: string): Outfit {
  const text = (clothing ?? '').toLowerCase();
  if (/dress|skirt|gown|tutu/.test(text)) return 'dress';
  if (/overall|dungaree/.test(text)) return 'overalls';
  if (/short/.test(text)) return 'shorts';
  if (/trouser|jeans|pants|leggings|pyjama|pajama/.test(text)) return 'trousers';
  const choices: Outfit[] = pronoun === 'she' ? ['dress', 'overalls', 'trousers'] : ['trousers', 'overalls', 'shorts'];
  return choices[hashString(`${name}|outfit`) % choices.length] as Outfit;
}

function patternOf(fur: string | undefined, figure: Figure): FurPattern {
  const text = (fur ?? '').toLowerCase();
  if (/spot|patch|dalmatian|calico/.test(text)) return 'spots';
  if (/strip|tabby|tiger/.test(text)) return 'stripes';
  return figure === 'cat' && !text ? 'stripes' : 'plain';
}

export function lookOf(character: Character): CharacterLook {
  const name = character.name.trim();
  const figure = figureOf(character);
  const { appearance } = character;
  const owner = `${name}|${figure}`;

  const body =
    isPersonFigure(figure)
      ? resolveColour(appearance.skin_tone, 'skin', owner)
      : (colourNamedIn(appearance.fur, 'fur') ?? colourNamedIn(appearance.skin_tone, 'fur') ?? speciesEntry(figure).figure.colour);

  const hairText = [appearance.hair_color, appearance.hair].filter(Boolean).join(' ');
  const hair =
    isPersonFigure(figure)
      ? resolveColour(hairText || undefined, 'hair', owner)
      : (colourNamedIn(hairText, 'hair') ?? (figure === 'unicorn' ? MANE_DEFAULT : darken(body, 0.25)));

  const accent = resolveColour(appearance.clothing_color ?? appearance.clothing, 'clothing', owner);
  const outfit = outfitOf(appearance.clothing, character.pronoun, owner);
  const secondary =
    outfit === 'dress' ? accent : (TROUSER_COLOURS[hashString(`${owner}|trousers`) % TROUSER_COLOURS.length] as string);

  return {
    name,
    figure,
    body,
    bodyShade: darken(body, 0.18),
    belly: isPersonFigure(figure) ? lighten(body, 0.25) : (BELLY[figure] ?? bellyOf(figure, body)),
    hair,
    hairStyle: hairStyleOf(appearance.hair, character.pronoun, owner),
    accent,
    accentShade: darken(accent, 0.2),
    secondary,
    outfit,
    striped: /strip/i.test(appearance.clothing ?? ''),
    pattern: patternOf(appearance.fur, figure),
    cheek: mix(body, '#ff6f7d', 0.45),
    ink: '#2d2436',
    features: featuresOf(appearance.features, [appearance.hair, appearance.clothing, appearance.skin_tone, ...character.traits]),
  };
}

/** A kind's own tummy colour, unless the parent's fur colour changed the body: then a light tint of it. */
function bellyOf(figure: SpeciesId, body: string): string {
  const { figure: spec } = speciesEntry(figure);
  return spec.belly && body === spec.colour ? spec.belly : lighten(body, 0.55);
}

/** An unnamed animal or creature the page meets ("a hedgehog"): the table's colours, the same on every page. */
export function lookOfCreature(species: SpeciesId, name: string): CharacterLook {
  const { figure: spec } = speciesEntry(species);
  const body = spec.colour;
  const accent = spec.accent ?? darken(body, 0.3);
  return {
    name, figure: species, body, bodyShade: darken(body, 0.18), belly: bellyOf(species, body), hair: darken(body, 0.25), hairStyle: 'short',
    accent, accentShade: darken(accent, 0.2), secondary: accent, outfit: 'trousers', striped: false,
    pattern: spec.mark === 'spots' ? 'spots' : 'plain', cheek: mix(body, '#ff6f7d', 0.45), ink: '#2d2436', features: new Set(),
  };
}
