import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * A little one's first steps ("first steps", "learning to walk", "toddling"): letting go of the sofa, the bumps on a
 * soft rug, the arms held out across the room. Not a day out walking, which "learning to walk" used to be read as.
 */
export const FIRST_STEPS: CatalogueTheme = {
  id: 'first-steps', kind: 'moment', toAge: '3-5',
  words: /\bfirst (?:wobbly |little |real )?steps?\b(?! (?:in|into|at|on|of|to|towards?)\b)|\blearn(?:ing|s|t|ed)? (?:how )?to walk\b(?! (?:to|home|the dog)\b)|\b(?:starting|started|beginning|began|trying) to walk\b(?! (?:to|home|the dog)\b)|\btoddl(?:e|es|ing)\b|\bwalk(?:s|ing|ed)? for the first time\b|^(?!.*\b(?:brother|sister|cousin|sibling|puppy|kitten)\b).*?(?:\b(?:start(?:s|ed|ing)?|learn(?:s|t|ed|ing)?|begin(?:s|ning)?|began|trying) (?:how )?(?:to )?crawl(?:ing)?\b|\bcrawling (?:everywhere|around|about|now)\b|\bfirst crawl\b)/i,
  means: /\bfirst step\b|\b(?:learn|start|begin|try) (?:how )?to walk\b(?! (?:to|home|the dog)\b)|\bbaby (?:is )?walk\b/,
  name: 'the first steps', setting: 'home', lesson: 'perseverance',
  title: ['{hero}\'s First Steps', '{hero} Takes a Step'],
  opening: ['{hero} could crawl very fast and stand up holding on to the sofa, but {he} had never taken a step on {his} own.', '{hero} could stand up by the sofa, but {he} had never taken a step alone.'],
  worry: ['"Up!" said {hero}, and held on tight to the sofa.'],
  tries: [
    ['{hero} let go of the sofa with one hand, wobbled, and sat down with a bump.', '{hero} let go with one hand, and sat down with a bump.'],
    ['{hero} pushed the little trolley of bricks across the room, step, step, step, but the trolley did all the holding.', '{hero} pushed the little trolley, step, step, step.'],
    ['{hero} stood all alone for one, two, three seconds, then plopped down on the rug and laughed.', '{hero} stood alone for three seconds, then sat down.'],
  ],
  turn: ['{grownup} knelt down with open arms, and {hero} let go of the sofa and took one step, then two, then three, right into the hug.', '{hero} let go and took one step, two steps, three, into a big hug.'],
  details: [
    ['The rug was soft, so every bump was a soft one.', 'The rug was soft.'],
    ['{hero}\'s toes curled on the floor, and {his} arms went up high for balance.', '{hero}\'s arms went up high.'],
    ['Teddy watched from the cushion, ready to clap.', 'Teddy watched from the cushion.'],
    ['Everyone clapped and cheered, and {hero} clapped too, very pleased.', 'Everyone clapped, and {hero} clapped too.'],
  ],
  senses: ['The floor was cool under bare toes.', 'Step, bump, giggle went the afternoon.'],
  win: '{hero} had walked, all by {him}self',
  end: ['By bedtime, {hero} was walking from the sofa to the door and back again, wobbling and beaming.', 'By bedtime, {hero} was walking to the door and back.'],
};

export const FIRST_STEPS_SETBACK: Wording = 'Then {hero} tried to run before {he} could walk, tumbled onto the rug and cried a little, and then held on and stood up again.';
export const FIRST_STEPS_CHOICE: Wording = '{hero} could crawl to the ball or walk to it, and {he} chose to walk, very slowly.';
export const FIRST_STEPS_SUBPLOT = themeSubplot(
  '{hero} found that holding on was how to start, and letting go was how to walk.',
  '{pal} wanted to help, but kept holding {hero}\'s hands too tight.',
  'the push-along trolley',
  '{pal} pushed the trolley along beside {hero}, and they walked across the room together.',
);
