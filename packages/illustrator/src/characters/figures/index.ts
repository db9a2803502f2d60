import type { FigureDesign } from '../design';
import type { Figure } from '../look';
import { bear } from './bear';
import { bunny } from './bunny';
import { cat } from './cat';
import { child } from './child';
import { dog } from './dog';
import { dragon } from './dragon';
import { fox } from './fox';
import { grownUp } from './grown-up';
import { kinFigures } from './kin';
import { owl } from './owl';
import { robot } from './robot';
import { unicorn } from './unicorn';

/** Every figure: people and the chosen species have their own; every other kind of the species table is built from its row. */
export const FIGURES = { ...kinFigures(), child, 'grown-up': grownUp, cat, dog, bunny, bear, fox, owl, dragon, unicorn, robot } as Record<Figure, FigureDesign>;
