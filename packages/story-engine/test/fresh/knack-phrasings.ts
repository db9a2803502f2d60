/**
 * Round 14's census of knacks (issue 28): 56 phrasings a parent types of a skill being learnt, none of them the brief's
 * own examples or round 13's. `test/knack-kits.test.ts` reads each with `readTheme` alone (no story written) and counts
 * how many are told with their own knack's kit (`world/knacks`): the thing, the true steps, what goes wrong, the safety.
 */
export const KNACK_PHRASINGS: readonly string[] = [
  'learning to go up the stairs', 'she is learning to climb the stairs on her own', 'learning to come down the stairs on his bottom',
  'taking his first steps', 'learning to walk', 'trying to walk on her own',
  'learning to ride a skateboard', 'learning to skateboard at the skate park', 'trying to do an ollie on his skateboard',
  'learning to ride her new scooter', 'scooting to school by herself for the first time',
  'learning to ride his bike with no stabilisers', 'taking the stabilisers off her bike',
  'learning to roller skate', 'learning to rollerblade',
  'swimming a width without armbands', 'learning to swim a whole width', 'learning to dive off the side',
  'learning to do up her buttons', 'learning to do his coat zip up', 'getting dressed all by himself', 'learning to dress herself',
  'brushing his own teeth', 'learning to brush her teeth properly',
  'learning to eat with a knife and fork', 'using a knife and fork properly',
  'cooking spaghetti on his own', 'learning to cook pasta', 'making her own sandwich for lunch', 'making a cheese sandwich by himself',
  'learning to make toast', 'making toast with dad',
  'trying to whistle', 'learning to click her fingers',
  'learning to do cartwheels', 'practising his handstand', 'learning to do a handstand against the wall',
  'learning to skip with a rope', 'learning to use a skipping rope', 'learning to hula hoop',
  'learning to tell the time', 'learning to read a clock',
  'reading a book all by herself', 'learning to read on his own',
  'learning to ride a pony', 'riding a pony for the first time',
  'learning to catch a ball', 'learning to blow her nose',
  // Said another way than "learning to" (a want, a "not yet", a struggle, someone teaching).
  'my son wants to learn to ride his scooter', "she can't whistle yet", 'struggling to do up her buttons', 'he is finally learning to whistle',
  'first time making pasta', "can't do the monkey bars yet", 'dad is teaching me to skateboard', 'wants to learn to do a cartwheel',
];
