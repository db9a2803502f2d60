import { themeSubplot } from '../subplots';
import type { EntryKit } from '../round-13-kit';
import { HELPER_OLDER, toldFromBeside } from './from-beside';

/**
 * A little one's first shoes ("first shoes", "getting her first pair of shoes", "feet measured"): the shoe shop, the
 * feet measured, the press on the toes, the rip of the straps, funny high steps in the shop, and stomping home.
 */
export const FIRST_SHOES: EntryKit = toldFromBeside({
  entry: {
    id: 'first-shoes', kind: 'moment',
    words: /\bfirst (?:pair of )?(?:proper |real |walking |big )?shoes\b|\b(?:feet|foot) measured\b|\bmeasur\w* (?:his |her |their |my )?feet\b|\bshoe (?:shop|fitting)\b/i,
    name: 'the first shoes', setting: 'city', petsStayHome: true, lesson: 'bravery',
    title: ['{hero}\'s First Shoes', 'Stomp, Stomp, {hero}!'],
    opening: ['{hero} could walk now, all round the house, so {grownup} took {him} to the shoe shop for {his} very first shoes.', 'Today, {hero} was getting new shoes!'],
    worry: ['The shoe shop was full of shoes, big ones and little ones. {hero} held on to {grownup}\'s leg.', 'So many shoes! {hero} held on tight.'],
    tries: [
      ['The shoe lady measured {hero}\'s feet. {hero} wiggled {his} toes, and wiggled them again.', 'Measure the feet. Wiggle, wiggle!'],
      ['The first shoes were blue. {hero} pulled one off and threw it. Bump!', 'Blue shoes? Off! Bump!'],
      ['In the red shoes, {hero} lifted {his} feet up high, like a little duck, and sat down with a bump.', 'High feet, like a duck! Bump!'],
    ],
    turn: ['{grownup} held out {his} arms, and {hero} stood up in the red shoes and walked, stomp, stomp, stomp, all the way across the shop.', 'Stomp, stomp, stomp! {hero} walked to {grownup}.'],
    details: [
      ['The shoe lady pressed on the front of each shoe, to feel where {hero}\'s toes were.', 'Press, press, on the toes.'],
      ['The straps went rrrrip when they opened, and stuck tight when they closed.', 'Rrrrip, went the straps.'],
      ['The new shoes smelled new, and squeaked a little on the shiny floor.', 'Squeak, squeak, on the floor.'],
      ['{hero} had a sticker for being a good shoe tryer.', 'A sticker for {hero}!'],
    ],
    senses: ['The floor was shiny and slippy.', 'The new shoes felt stiff and snug.'],
    win: '{hero} walked in {his} first real shoes',
    end: ['On the way home, {hero} stomped through every puddle, and at bedtime the red shoes sat side by side by the bed.', 'Night night, {hero}. Night night, red shoes.'],
  },
  setback: 'Then {hero} tripped on the mat, and fell on {his} bottom, and cried.',
  choice: '{hero} could have the blue shoes or the red shoes, and {he} chose the red ones.',
  subplot: themeSubplot(
    '{hero} found that new shoes felt funny at first, and then felt just right.',
    '{pal} did not want {palhis} feet measured.',
    'the little stool',
    '{pal} sat on the little stool next to {hero}, and held out {palhis} foot, and wiggled {palhis} toes.',
  ),
  low: '{hero} sat on the floor and pulled at the straps. Off, off!',
  hint: 'New shoes feel funny at first',
  light: ['Stomp!', 'Rrrrip!', 'Squeak!'],
  older: HELPER_OLDER,
}, {
  title: '{hero} and the Baby\'s First Shoes',
  opening: 'The baby could walk now, all round the house, so {grownup} and {hero} took the baby to the shoe shop for its very first shoes.',
  worry: '"What if none of them fit?" said {hero}.',
  tries: [
    'The shoe lady measured the baby\'s feet, and the baby wiggled its toes, and wiggled them again.',
    'The baby pulled off the first blue shoe and threw it, and {hero} caught it.',
    'In the red shoes, the baby lifted its feet up high, like a little duck, and sat down with a bump.',
  ],
  turn: '{hero} knelt at the other end of the shop and held out {his} arms, and the baby walked all the way to {him} in the red shoes, stomp, stomp, stomp.',
  details: [
    'The shoe lady pressed on the front of each shoe, to feel where the baby\'s toes were.',
    'The straps went rrrrip when they opened, and the baby loved that sound.',
    'The new shoes squeaked a little on the shiny floor.',
    'The baby held out both feet to show everyone in the shop.',
  ],
  win: 'the baby walked in its first real shoes, and {hero} had helped it across the shop',
  end: 'On the way home, the baby stomped through a puddle, and at bedtime the little red shoes sat by the bed, next to {hero}\'s big ones.',
  ownSetback: 'Then the baby tripped on the mat, and sat down hard, and cried.',
  ownChoice: '{hero} could pick the blue shoes or the red shoes, and {he} chose the red ones.',
  ownSubplot: themeSubplot('{hero} saw that the baby walked best towards someone it loved.', '{pal} wanted new shoes too.', 'the little stool', '{pal} had {palhis} feet measured on the little stool, just for fun.'),
  ownDoubt: '"The baby will never walk in shoes," said {hero}.',
}, 'two');
