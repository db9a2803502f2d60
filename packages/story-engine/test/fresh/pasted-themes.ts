/**
 * Round 13b: parents' words no entry or frame places (read as 'unplaced' or 'told'), for the audit of pasted themes
 * (`run-paste-audit.ts`): any page that says them in a sentence pastes words the book never told. Hand-written, none from
 * a held-out read; the runner keeps only those that still read unplaced or told.
 */
export const PASTE_CANDIDATES: readonly string[] = [
  'helping others', 'being kind to everyone', 'sharing with my brother', 'learning to be patient', 'being a good friend',
  'helping the little ones at school', 'saying sorry', 'telling the truth', 'being brave when things are hard', 'trying new foods',
  'being gentle with the baby', 'taking turns', 'listening to grown-ups', 'including everyone', 'being thankful',
  'looking after each other', 'family love', 'the power of friendship', 'helping a friend who is sad', 'kindness to animals',
  'courage', 'friendship and loyalty', 'love for our planet', 'believing in yourself', 'never giving up',
  'a power cut', 'the day the lights went out', 'a very windy day', 'bath time', 'the big storm', 'a snow day off school',
  'the summer holidays', 'a rainy Saturday', 'the hottest day of the year', 'a foggy morning',
  'space and planets', 'dragons and knights', 'a magic garden', 'rainbows', 'mermaids under the sea', 'pirates',
  'a secret door in the garden', 'a talking tree', 'a wizard school', 'robots that help people', 'time travel',
  'a big adventure', 'a treasure hunt with friends', 'a mystery to solve', 'a journey to the moon', 'an enchanted forest',
  'the new swings at the park', 'being the youngest', 'being the oldest in the family', 'having two homes', 'our big family',
  'feeling left out', 'making mistakes', 'being different', 'a wobbly day', 'when things go wrong',
  'helping mum when she is tired', 'being a helper at home', 'sharing toys at nursery', 'friends who help each other', 'helping the planet',
  'the wind that stole my hat', 'a box of old photos', 'grandma\'s stories about when she was little', 'the noisy neighbours',
  'our street party', 'a letter from far away', 'the lost key', 'the broken swing', 'the day nothing went right', 'a very long car journey',
  'waiting for the bus', 'the queue at the post office', 'when the internet stopped working', 'the big red button', 'the magic paintbrush',
  'a boy who could talk to birds', 'a girl who loved the colour yellow', 'the shy little cloud', 'a lighthouse keeper', 'the sleepy town',
  'an upside down day', 'the day everyone forgot my name', 'a jar of wishes', 'the kite that would not fly', 'an old clock that stopped',
  'friends from different countries', 'learning sign language', 'speaking two languages', 'the smallest person in class', 'big feelings',
  'calming down when angry', 'growing up', 'getting older', 'the meaning of home', 'what makes a family', 'staying up late',
  'the noisy dinner table', 'a surprise for grandma', 'the best day ever', 'a day of yes', 'an ordinary Tuesday', 'the long summer evening',
  'being helpful', 'helping each other', 'helping people in need', 'helping out', 'being a good helper', 'kind hearts',
  'a kind stranger', 'a little act of kindness', 'loving your family', 'brothers and sisters', 'helping hands',
];
