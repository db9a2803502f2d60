import type { ArtStyle } from '@studio/contracts/stories';
import type { Ink } from '../characters/design';
import { el, group } from '../svg/builder';
import type { Defs } from '../svg/defs';
import { rect } from '../svg/shapes';

/** How an art style treats a finished picture: line weight, filters over the painting, paper on top. */
export interface StyleTreatment {
  ink: Ink;
  /** Wraps the whole painted picture. */
  apply(picture: string, defs: Defs, w: number, h: number): string;
}

const flat: StyleTreatment = { ink: { line: 4 }, apply: (picture) => picture };

function paperGrain(defs: Defs, key: string, frequency: number, strength: number): string {
  return defs.add(key, (id) =>
    el(
      'filter',
      { id, x: 0, y: 0, width: '100%', height: '100%', 'color-interpolation-filters': 'sRGB' },
      el('feTurbulence', { type: 'fractalNoise', baseFrequency: frequency, numOctaves: 3, seed: 7, result: 'noise' }),
      el('feColorMatrix', { in: 'noise', type: 'matrix', values: `0 0 0 0 0.45  0 0 0 0 0.38  0 0 0 0 0.3  0 0 0 ${strength} 0` }),
    ),
  );
}

/** Watercolour: edges wobble and bleed (turbulence displacement + soft blur), colours lift, paper shows through. */
const watercolor: StyleTreatment = {
  ink: { line: 2.5 },
  apply(picture, defs, w, h) {
    const wash = defs.add('watercolor', (id) =>
      el(
        'filter',
        { id, x: '-2%', y: '-2%', width: '104%', height: '104%', 'color-interpolation-filters': 'sRGB' },
        el('feTurbulence', { type: 'fractalNoise', baseFrequency: 0.018, numOctaves: 2, seed: 3, result: 'warp' }),
        el('feDisplacementMap', { in: 'SourceGraphic', in2: 'warp', scale: 16, xChannelSelector: 'R', yChannelSelector: 'G', result: 'wobbled' }),
        el('feGaussianBlur', { in: 'wobbled', stdDeviation: 1.4, result: 'soft' }),
        el('feTurbulence', { type: 'fractalNoise', baseFrequency: 0.012, numOctaves: 3, seed: 11, result: 'pigment' }),
        el('feColorMatrix', { in: 'pigment', type: 'matrix', values: '1 0 0 0 0  1 0 0 0 0  1 0 0 0 0  0 0 0 0 1', result: 'granulation' }),
        // Uneven pigment: each colour is multiplied by a slow noise, so washes pool darker and lighter.
        el('feComposite', { in: 'soft', in2: 'granulation', operator: 'arithmetic', k1: 0.55, k2: 0.62, k3: 0, k4: 0, result: 'pooled' }),
        el('feComponentTransfer', { in: 'pooled' }, el('feFuncR', { type: 'linear', slope: 1.02, intercept: 0.03 }), el('feFuncG', { type: 'linear', slope: 1.02, intercept: 0.03 }), el('feFuncB', { type: 'linear', slope: 1.02, intercept: 0.02 })),
      ),
    );
    return group({}, rect(0, 0, w, h, { fill: '#fbf7ee' }), group({ filter: wash }, picture), rect(0, 0, w, h, { filter: paperGrain(defs, 'paper', 0.6, 0.16) }));
  },
};

/** Crayon: waxy strokes that skip over the paper's tooth, with rough, slightly shaky edges. */
const crayon: StyleTreatment = {
  ink: { line: 6 },
  apply(picture, defs, w, h) {
    const wax = defs.add('crayon', (id) =>
      el(
        'filter',
        { id, x: '-2%', y: '-2%', width: '104%', height: '104%', 'color-interpolation-filters': 'sRGB' },
        el('feTurbulence', { type: 'fractalNoise', baseFrequency: 0.05, numOctaves: 2, seed: 5, result: 'shake' }),
        el('feDisplacementMap', { in: 'SourceGraphic', in2: 'shake', scale: 7, xChannelSelector: 'R', yChannelSelector: 'G', result: 'rough' }),
        el('feTurbulence', { type: 'fractalNoise', baseFrequency: '0.45 0.07', numOctaves: 2, seed: 9, result: 'tooth' }),
        el('feColorMatrix', { in: 'tooth', type: 'matrix', values: '0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 -3.2 2.35', result: 'toothMask' }),
        el('feComposite', { in: 'rough', in2: 'toothMask', operator: 'in', result: 'waxy' }),
      ),
    );
    return group({}, rect(0, 0, w, h, { fill: '#fffdf6' }), group({ filter: wax }, picture), rect(0, 0, w, h, { filter: paperGrain(defs, 'paper', 0.8, 0.12) }));
  },
};

export const STYLES: Record<ArtStyle, StyleTreatment> = { flat, watercolor, crayon };
