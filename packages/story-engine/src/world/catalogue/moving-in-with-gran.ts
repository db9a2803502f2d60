import { GRANDPARENT } from './grandparent-ill';
import type { Variant } from './theme-entry';

/**
 * Moving in with a grandparent ("our family is moving in with grandpa", "going to live with nana"): moving day, but into
 * {gran}'s house, with {gran}'s rules and {gran}'s clock, and a corner of it to make the hero's own. A grandparent whose
 * legs are not what they were (a bad hip, a walking stick) makes the stairs the hero's job.
 */
const INTO_GRANS = new RegExp(String.raw`\bmov(?:e|es|ed|ing) in(?:to)? (?:with )?(?:my |our |his |her |their )?${GRANDPARENT}(?:['’]?s)?\b|\b(?:go|goes|going|went|gone|come|coming|came) to live (?:with|at) (?:my |our |his |her |their )?${GRANDPARENT}(?:['’]?s)?\b|\bliv(?:e|ing) (?:with|at) (?:my |our |his |her |their )?${GRANDPARENT}(?:'?s)? (?:now|for a while|from now on)\b`, 'i');
const STIFF_LEGS = /\b(?:bad|sore|stiff|new|poorly|wobbly) (?:hip|knee|leg|back)s?\b|\bwalking stick\b|\bzimmer\b|\bcan(?:no|'|’)?t (?:do|climb|manage) (?:the )?stairs\b/i;

const MOVING_IN = {
  name: 'moving day',
  opening: 'It was moving day, and {hero}\'s family was moving in with {gran}, boxes and all.',
  worry: '"Where will all my things go at {gran}\'s?" said {hero}.',
  tries: ['{hero} carried a box up to the little back bedroom, which still smelled of {gran}\'s soap.', '{hero} stuck a poster up, but it would not stay on {gran}\'s old wallpaper.', 'At tea, {hero} sat in the wrong chair, and it was {gran}\'s chair.'],
  turn: '{hero} asked {gran} for a shelf of {his} very own, and together they cleared one for {hero}\'s things.',
  details: ['The van was parked outside {gran}\'s gate, with its ramp down.', 'A clock ticked in {gran}\'s hall, and the biscuit tin was always full.', '{gran} had house rules: shoes off at the door, and tea at five.', 'That first night, {gran} knocked on {hero}\'s door to say goodnight.'],
  win: 'the old house began to feel like home',
  end: 'On {hero}\'s own shelf at {gran}\'s, the old night-light glowed, and {hero} felt at home.',
  ownChoice: '{hero} could take the big bedroom at the front or the little one at the back, next to {gran}\'s, and {he} chose the little one.',
} as const;

export const MOVING_IN_VARIANTS: readonly Variant[] = [
  {
    ...MOVING_IN,
    said: new RegExp(`(?:${INTO_GRANS.source})[\\s\\S]*(?:${STIFF_LEGS.source})|(?:${STIFF_LEGS.source})[\\s\\S]*(?:${INTO_GRANS.source})`, 'i'),
    tries: [MOVING_IN.tries[0], '{gran} stopped on the stairs with a box, and had to sit down on the step.', MOVING_IN.tries[2]],
    details: [MOVING_IN.details[0], '{gran}\'s legs were stiff, so {gran} did the downstairs jobs, and {hero} did the stairs.', MOVING_IN.details[2], MOVING_IN.details[3]],
  },
  { ...MOVING_IN, said: INTO_GRANS },
];

/** The words of a family moving in with a grandparent, for the entry's own `words`. */
export const MOVING_IN_WITH_GRAN = INTO_GRANS;
