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
import { owl } from './owl';
import { robot } from './robot';
import { unicorn } from './unicorn';

export const FIGURES: Record<Figure, FigureDesign> = { child, 'grown-up': grownUp, cat, dog, bunny, bear, fox, owl, dragon, unicorn, robot };
