import { themeSubplot } from './subplots';
import type { EntryKit } from './round-13-kit';

/**
 * Watching garden birds ("bird watching", "the robin in our garden", "the big garden birdwatch"): seed on the bird
 * table, binoculars, a robin, blue tits, a blackbird on the lawn, and a tally of who came. Making a bird feeder is a day
 * of its own (`plots/day-kits.ts`). A robin is named with "a", "the" or "our", never a child called Robin. The turn is
 * keeping still behind the window.
 */
export const GARDEN_BIRDS: EntryKit = {
  entry: {
    id: 'garden-birds', kind: 'interest',
    words: /\bbird[- ]?watch(?:ing|ers?)?\b|\bbirding\b|\bgarden birds\b|\bbirds? in (?:the|our|my|his|her) garden\b|\bbird tables?\b|\b(?:a|the|our) robins?\b|\brobins\b|\bblue ?tits\b|\bspotting birds\b|\b(?:watching|counting|looking at) (?:the |all the |little )?(?:garden )?birds\b|\bbirds? (?:at|from|through|out of) (?:the |my |our |\p{Lu}\p{L}+['’]s )?window\b|\bbird ?feeders?\b/iu,
    name: 'the garden birds', thing: 'bird-watching binoculars', setting: 'home', lesson: 'patience',
    title: ['{hero} Watches the Birds', '{hero} and the Robin'],
    opening: ['{hero} loved birds, and today {he} was going to count every bird that came to the garden, with binoculars and a pencil and a tally sheet.', '{hero} loved birds, and today {he} would count them.'],
    worry: ['"What if none of them come?" said {hero}. "What if I only get pigeons?"', '"What if no birds come?" said {hero}.'],
    tries: [
      ['{hero} ran out to fill the bird table, and every bird in the garden flew off at once.', '{hero} ran out, and the birds flew off.'],
      ['{hero} looked through the binoculars the wrong way round, and the bird table looked tiny and far away.', 'The binoculars were the wrong way round.'],
      ['{hero} tapped on the window to say hello to a blackbird, and it flew off into the hedge.', '{hero} tapped the window, and the blackbird flew.'],
    ],
    turn: ['{hero} sat by the window as still as a statue, whispering the names, and one by one the birds came back: a robin, two blue tits, a blackbird, and a sparrow who stayed.', '{hero} sat very still, and the birds came back one by one.'],
    details: [
      ['The robin had an orange-red front, and it hopped right up close, bold as anything.', 'The robin had a red front.'],
      ['Two blue tits hung upside down on the seed ball, pecking.', 'Blue tits hung upside down, pecking.'],
      ['The blackbird tugged a worm out of the lawn, pulling and pulling.', 'A blackbird pulled up a worm.'],
      ['The tally sheet had a mark for every bird: eleven in all, and no pigeons.', 'The tally sheet said eleven birds.'],
    ],
    senses: ['Tweet, tweet, cheep went the birds in the hedge.', 'The seed rattled into the bird table.'],
    win: '{hero} had counted every bird that came, eleven in all',
    end: ['At bedtime, {hero} put the tally sheet under the pillow, and heard the robin singing, the last bird awake.', 'At bedtime, the robin sang outside.'],
  },
  setback: 'Then the neighbour\'s cat slunk along the fence, and every bird in the garden vanished.',
  choice: '{hero} could put out seeds or a bit of apple, and {he} chose the apple.',
  subplot: themeSubplot(
    '{hero} saw that birds come to the ones who keep still.',
    '{pal} could not tell a robin from a sparrow.',
    'the bird book',
    '{hero} gave {pal} the bird book open at the right page, and {pal} spotted the robin first.',
  ),
  low: '{hero} looked at the empty bird table. "They\'re never coming back now," {he} said.',
  hint: 'Keep as still as a statue; birds come back to the ones who wait',
  light: ['Tweet!', 'Cheep!', 'Shh!'],
  older: {
    want: '{hero} wanted to spot something rarer than a robin, and wanted the count to matter.',
    secret: '{he} had been keeping a bird diary for months and had told nobody',
    decides: '{hero} could go and look somewhere new, or stay still at the window and wait. {he} stayed and waited.',
  },
};
