/**
 * Phrasings parents type for wanting a thing, waiting and saving for it, and not getting it (round 14), each with the word
 * a story told as the wanting must name (`wanting-detector.ts`). Kept apart from the fresh reads' inputs.
 */
export const WANTING_PHRASINGS: ReadonlyArray<readonly [theme: string, head: string]> = [
  ['wanting a kitten', 'kitten'], ['he wants a dog so badly', 'dog'], ['keeps asking for a hamster', 'hamster'],
  ['my daughter is desperate for a pony', 'pony'], ['begging us for a puppy', 'puppy'], ['really really wants a guinea pig', 'guinea pig'],
  ['wishing for a pet dog', 'dog'], ['longing for a kitten of her own', 'kitten'], ['wants a goldfish', 'goldfish'],
  ['wanting an ipad', 'ipad'], ['he really wants a nintendo switch', 'switch'], ['wants a phone like her friends', 'phone'],
  ['asking for a tablet for christmas', 'tablet'], ['desperate for a smartwatch', 'smartwatch'], ['wants a games console', 'console'],
  ['wanting a new bike', 'bike'], ['saving up for a scooter', 'scooter'], ['saving his pocket money for a new football', 'football'],
  ['saving up to buy a skateboard', 'skateboard'], ['wants a trampoline in the garden', 'trampoline'], ['she wants a doll\'s house', "doll's house"],
  ['saving for a drum kit', 'drum kit'], ['wants a big lego set', 'lego'], ['asking santa for a bike', 'bike'],
  ['wishing for a treehouse', 'treehouse'], ['wants roller skates for her birthday', 'roller skates'],
  ['wanting to go to a theme park', 'theme park'], ['wants to go to Legoland', 'legoland'], ['begging to go to the cinema', 'cinema'],
  ['wants to have a sleepover', 'sleepover'], ['wanting a sleepover with her best friend', 'sleepover'], ['really wants to go on a plane', 'plane'],
  ['wanting to be big like his brother', 'big'], ['wants to be a grown-up', 'grown-up'], ['wishing he was bigger', 'bigger'],
  ['wants to stay up as late as the grown-ups', 'late'], ['begging to stay up late on new year\'s eve', 'late'],
  ['jealous of her friend\'s new tablet', 'tablet'], ['wants the same trainers as his friend', 'trainers'], ['his best friend got a puppy and he wants one too', 'puppy'],
  ['didn\'t get the bike he wanted for christmas', 'bike'], ['disappointed with her birthday present', 'present'], ['not getting a phone for his birthday', 'phone'],
  ['asked santa for a puppy', 'puppy'], ['wants a baby rabbit', 'rabbit'], ['dreaming of a horse of her own', 'horse'],
];
