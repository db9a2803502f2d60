/**
 * Round 14 (toddler): the 0-2 (and 3-year-old) care moments parents make board books about, typed as parents type them,
 * written by hand for this census and for no entry. Each with the catalogue entry that tells it; `run-toddler-census.ts`
 * reads where each lands. `TODDLER_HELD_OUT` was written after the fixes, never tuned on.
 */
export const TODDLER_PHRASINGS: readonly (readonly [string, string])[] = [
  ['nappy time', 'nappy-change'], ['changing his nappy', 'nappy-change'], ['she hates having her nappy changed', 'nappy-change'],
  ['nappy change wriggles', 'nappy-change'], ['diaper changes', 'nappy-change'],
  ['going to baby swimming class', 'baby-swimming'], ['baby swim lessons with daddy', 'baby-swimming'], ['water babies on saturday', 'baby-swimming'],
  ['rhyme time at the library', 'baby-group'], ['going to baby group', 'baby-group'], ['our playgroup on tuesdays', 'baby-group'],
  ['toddler group at the church hall', 'baby-group'], ['baby sensory class', 'baby-group'], ['music class for babies', 'baby-group'],
  ['weaning', 'first-foods'], ['first foods', 'first-foods'], ['trying solids for the first time', 'first-foods'],
  ['eating in her high chair', 'first-foods'], ['baby led weaning', 'first-foods'],
  ['tummy time', 'tummy-time'], ['she doesnt like tummy time', 'tummy-time'],
  ['baby massage', 'baby-massage'], ['a massage after bath for baby', 'baby-massage'],
  ['messy play', 'messy-play'], ['playing with paint and sand messy play', 'messy-play'],
  ['the health visitor coming to weigh the baby', 'health-visitor'], ['getting weighed at the baby clinic', 'health-visitor'],
  ['first words', 'first-words'], ['learning to talk', 'first-words'], ['her first word was dog', 'first-words'],
  ['baby sign language', 'first-words'],
  ['his first shoes', 'first-shoes'], ['getting her first pair of shoes', 'first-shoes'],
  ['going out in the pushchair', 'pushchair'], ['a walk in the buggy', 'pushchair'], ['riding in the pram to the park', 'pushchair'],
  ['bath time', 'bath-time'], ['bedtime routine for a baby', 'bedtime'], ['getting dressed by himself', 'getting-dressed'],
  ['first steps', 'first-steps'], ['giving up the dummy', 'dummy-goodbye'], ['brushing babys teeth', 'brushing-teeth'],
  ['splashing in puddles', 'puddles'], ['teething', 'teething'], ['nap time', 'nap-time'], ['the car seat', 'car-seat'],
  ['starting nursery', 'nursery-drop-off|first-day'], ['potty training', 'potty'],
];
/** Written after the fixes, without looking at them: the honest held-out. */
export const TODDLER_HELD_OUT: readonly (readonly [string, string])[] = [
  ['changing nappies', 'nappy-change'], ['wriggly nappy changes', 'nappy-change'], ['my 1 year old screams at nappy changes', 'nappy-change'],
  ['getting a clean nappy on', 'nappy-change'], ['nappy rash cream time', 'nappy-change'],
  ['swimming with my baby', 'baby-swimming'], ['babies first swim', 'baby-swimming'], ['splash class at the leisure centre', 'baby-swimming'],
  ['our first baby swimming lesson', 'baby-swimming'],
  ['library rhymetime', 'baby-group'], ['baby and toddler group', 'baby-group'], ['going to toddler group with nana', 'baby-group'],
  ['singing group for babies', 'baby-group'], ['her baby class on mondays', 'baby-group'], ['a baby music session', 'baby-group'],
  ['starting to eat food', 'first-foods'], ['first time eating real food', 'first-foods'], ['sitting in the highchair for dinner', 'first-foods'],
  ['our weaning journey', 'first-foods'], ['baby tries banana for the first time', 'first-foods'],
  ['doing tummy time', 'tummy-time'], ['tummytime on the play mat', 'tummy-time'],
  ['massage time for baby', 'baby-massage'], ['a baby massage class', 'baby-massage'],
  ['messy play at nursery', 'messy-play'], ['finger painting for toddlers', 'messy-play'], ['playing in the gloop tray', 'messy-play'],
  ['health visitor visit', 'health-visitor'], ['weighing baby at the clinic', 'health-visitor'], ['his 1 year check', 'health-visitor'],
  ['starting to talk', 'first-words'], ['saying mama for the first time', 'first-words'], ['learning baby signs', 'first-words'],
  ['new first walking shoes', 'first-shoes'], ['having his feet measured for shoes', 'first-shoes'],
  ['going for a walk in the pram', 'pushchair'], ['doesnt like the buggy', 'pushchair'], ['a stroller ride to the shops', 'pushchair'],
  ['baby bath time', 'bath-time'], ['our bedtime routine', 'bedtime'], ['learning to walk', 'first-steps'], ['saying bye bye to the dummy', 'dummy-goodbye'],
  ['brushing her teeth', 'brushing-teeth'], ['jumping in muddy puddles', 'puddles'], ['cutting his first tooth', 'teething'], ['afternoon nap', 'nap-time'],
  ['his first day at nursery', 'nursery-drop-off|first-day'], ['using the potty', 'potty'],
];

/**
 * The held-out above was read after the first fixes and its misses fixed as shapes (swimming with my baby, starting to
 * eat food, massage time, saying mama): so a second list, written after those, never tuned on.
 */
export const TODDLER_HELD_OUT_2: readonly (readonly [string, string])[] = [
  ['nappy changing time with daddy', 'nappy-change'], ['toddler swim class', 'baby-swimming'], ['little kickers swimming for babies', 'baby-swimming'],
  ['singing and signing group', 'baby-group'], ['the stay and play at childrens centre', 'baby-group'], ['her first taste of food', 'first-foods'],
  ['eating in the highchair like a big girl', 'first-foods'], ['tummy time fun', 'tummy-time'], ['gentle baby massage before bed', 'baby-massage'],
  ['messy play with shaving foam', 'messy-play'], ['getting weighed by the health visitor', 'health-visitor'], ['his first word', 'first-words'],
  ['shoe shopping for her first shoes', 'first-shoes'], ['walks in the pram with granny', 'pushchair'], ['when baby says dada', 'first-words'],
  ['first time in a highchair at a restaurant', 'first-foods'],
];
