/**
 * Round 14's audit of the catalogue's word lists (issue 28): phrasings a parent types that hold an entry's word in another
 * sense, as a word before another thing ("a new school bag"), or with an animal, a toy or someone outside the family as the
 * one it happens to ("the dog's first bath", "my doll's birthday", "the cow is having a baby"). Each is written by hand for
 * this audit (none is the held-out read's own three) with the entry it must never reach. `run-over-match-census.ts` reads
 * each with `readTheme` alone and counts the ones that still reach it; `KEPT_PHRASINGS` are ordinary phrasings of entries
 * that must still reach them.
 */
export const OVER_MATCH_PHRASINGS: ReadonlyArray<readonly [typed: string, never: string]> = [
  // A word before another thing: the thing is the theme.
  ['a new school bag', 'first-day|new-school'], ['choosing a new school bag', 'first-day|new-school'], ['his new school shoes are too tight', 'first-day|new-school'],
  ['making a birthday card for grandma', 'birthday'], ['spending his birthday money', 'birthday'], ['a birthday card for nana', 'birthday'],
  ['her dentist toy set', 'dentist'], ['a doctor kit for christmas', 'doctor'], ['playing with his doctors kit', 'doctor'],
  ['making bath bombs', 'bath-time'], ['a swimming kit bag', 'learning-to-swim'], ['her swimming costume is too small', 'learning-to-swim'],
  ['losing her swimming goggles', 'learning-to-swim'], ['making paper planes', 'first-flight'], ['a paper plane competition', 'first-flight'],
  ['the hospital toy set', 'hospital'], ['a new baby doll for christmas', 'new-baby'], ['a new baby doll', 'new-baby'],
  ['a farm set for his birthday', 'farm'], ['his bike helmet', 'learning-to-ride'], ['a wedding outfit for her doll', 'wedding'],
  ['a storm in a teacup', 'storm'], ['a thunderstorm of a tantrum', 'storm'], ['stepping on a drawing pin', 'art'],
  ['playing the operation game', 'hospital'], ['a pony tail for school', 'horses'], ['learning to do pony tails', 'horses'],
  ['a cross country race', 'anger'], ['running cross country', 'anger'], ['setting goals for the new year', 'football'],
  ['a bug in the computer game', 'bugs'], ['giving the hedge a trim', 'haircut'], ["she's kind of shy at parties", 'kindness'],
  ['my son has a potty mouth', 'potty'], ['obsessed with toilet jokes', 'potty'], ['the toilet roll tube rocket', 'potty'],
  ['a bike bell for christmas', 'learning-to-ride'], ["losing mum's wedding ring", 'wedding'], ['a moon cake for tea', 'night-sky'], ['a music box that plays', 'music'], ['the art of waiting', 'art'],
  // An animal as the one it happens to: a pet's day, not the child's.
  ["the dog's first bath", 'bath-time'], ['giving the dog a bath', 'bath-time'], ['a haircut for the dog', 'haircut'],
  ['taking the dog to the groomers for a haircut', 'haircut'], ['brushing the dog\'s teeth', 'brushing-teeth'], ['our dog is learning to swim', 'learning-to-swim'],
  ['the cow is having a baby', 'new-baby'], ['the goat is having a baby', 'new-baby'], ['our cat is having an operation', 'hospital'],
  ['the dog has a broken leg', 'broken-arm'], ['the cat had her jabs at the vet', 'jab'], ['the hamster\'s new house', 'moving-house'],
  ['a new home for the guinea pigs', 'moving-house'], ['the horse has a wobbly tooth', 'wobbly-tooth'], ['the dog\'s birthday', 'birthday'],
  ['our dog is scared of storms', 'storm'], ['the cat is poorly and off his food', 'sick-day'], ['the puppy\'s first day at puppy school', 'first-day'],
  ['teaching the dog to share', 'sharing'], ['the rabbit got a new hutch', 'moving-house'],
  // A toy as the one it happens to: the child's play.
  ["my doll's birthday", 'birthday'], ["teddy's birthday party", 'birthday'], ['the toy hospital', 'hospital'],
  ['a toy farm with animals', 'farm'], ['playing hospitals with her teddies', 'hospital'], ['a wedding for her dolls', 'wedding'],
  ['the doll needs a new nappy', 'potty'], ['giving her dolly a bath', 'bath-time'], ['teddy has a broken arm', 'broken-arm'],
  ['playing doctors with his sister', 'doctor'], ['a sleepover for her teddies', 'sleepover'], ['the class bear comes for a sleepover', 'sleepover'],
  ['her barbie is getting married', 'wedding'], ['a haircut for her doll', 'haircut'],
  // Someone outside the family, or a grown-up, whose moment it is.
  ['the teacher is having a baby', 'new-baby'], ['her big sister is getting married', 'new-baby'], ['big sister getting married', 'new-baby'],
  ['the big brother in the book', 'new-baby'], ['her teacher is leaving to have a baby', 'new-baby'], ['grandma is learning to swim', 'learning-to-swim'],
  ['dad is learning to ride a motorbike', 'learning-to-ride'], ['grandpa is moving into a care home', 'moving-house'],
  ['the neighbours are moving house', 'moving-house'], ["grandma's first phone", 'first-phone'],
];

/** Ordinary phrasings of entries, each with the entry it must still reach. */
export const KEPT_PHRASINGS: ReadonlyArray<readonly [typed: string, entry: string]> = [
  ['starting school in september', 'first-day'], ['her first day at big school', 'first-day'], ['new school nerves', 'new-school'],
  ['his 5th birthday party', 'birthday'], ['turning six', 'birthday'], ['her birthday at home', 'birthday'],
  ['her first trip to the dentist', 'dentist'], ['scared of the dentist', 'dentist'], ['going to the doctors for a check up', 'doctor'],
  ['bath time battles', 'bath-time'], ['hates having her hair washed', 'bath-time'], ['learning to swim', 'learning-to-swim'],
  ['swimming lessons', 'learning-to-swim'], ['going on a plane for the first time', 'first-flight'], ['her first flight', 'first-flight'],
  ['having an operation in hospital', 'hospital'], ['a new baby sister', 'new-baby'], ['mummy is having a baby', 'new-baby'],
  ['a day at the farm', 'farm'], ['learning to ride a bike', 'learning-to-ride'], ['loves football', 'football'],
  ['scared of thunder storms', 'storm'], ['potty training', 'potty'], ['a haircut at the barbers', 'haircut'],
  ['brushing her teeth', 'brushing-teeth'], ['moving house', 'moving-house'], ['moving to a new house', 'moving-house'],
  ['a wobbly tooth', 'wobbly-tooth'], ['getting her jabs', 'jab'], ['a broken arm', 'broken-arm'], ['feeling poorly', 'sick-day'],
  ['learning to share', 'sharing'], ['a sleepover at her friends', 'sleepover'], ['being a flower girl at a wedding', 'wedding'],
  ['loves drawing', 'art'], ['loves horses', 'horses'], ['dealing with anger', 'anger'], ['loves bugs and beetles', 'bugs'],
  ['being kind', 'kindness'], ['becoming a big brother', 'new-baby'], ['loves dinosaurs', 'dinosaurs'], ['loves music and singing', 'music'],
  ['our new puppy', 'new-pet'], ['getting her first phone', 'first-phone'],
];
